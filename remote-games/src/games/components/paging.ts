export type PageMove = 'first' | 'prev' | 'next' | 'last';

/** A page number within 1..totalPages (1 when there are no pages). */
export function clampPageNo(pageNo: number, totalPages: number): number {
  const last = Math.max(1, totalPages);
  if (!Number.isFinite(pageNo)) return 1;
  return Math.min(Math.max(1, Math.floor(pageNo)), last);
}

/** Where first, prev, next and last lead from a page: always inside 1..totalPages. */
export function pageAfter(move: PageMove, pageNo: number, totalPages: number): number {
  const current = clampPageNo(pageNo, totalPages);
  switch (move) {
    case 'first':
      return 1;
    case 'prev':
      return clampPageNo(current - 1, totalPages);
    case 'next':
      return clampPageNo(current + 1, totalPages);
    case 'last':
      return Math.max(1, totalPages);
  }
}
