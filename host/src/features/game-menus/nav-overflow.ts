import { useLayoutEffect, useState, type RefObject } from 'react';

export interface FitRoom {
  /** Width of the row. */
  room: number;
  /** Width of the More entry, shown whenever something does not fit. */
  more: number;
  /** Space between two entries. */
  gap: number;
  /** The entry that must show (the current page's), or -1. */
  keep?: number;
}

/**
 * Which entries of the bar show in one row (issue 27): all when they fit; otherwise as many as fit
 * from the start, in order, then the More entry. The current page's entry always shows, in its place,
 * taking the room of those after it.
 */
export function fitNavEntries(widths: readonly number[], { room, more, gap, keep = -1 }: FitRoom): boolean[] {
  const all = widths.reduce((sum, width) => sum + width + gap, -gap);
  if (all <= room) return widths.map(() => true);
  const shown = widths.map((_, index) => index === keep);
  let used = more + (keep >= 0 ? (widths[keep] ?? 0) + gap : 0);
  for (const [index, width] of widths.entries()) {
    if (index === keep) continue;
    if (used + width + gap > room) break;
    shown[index] = true;
    used += width + gap;
  }
  return shown;
}

const same = (a: readonly boolean[] | null, b: readonly boolean[]) => a !== null && a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Measures the bar's entries (every child of `list` but the last, the More entry) whenever the row or
 * an entry changes size (a language, the providers arriving, a font), the entries (`entries`, their
 * keys) or the page change, before the browser paints: null until measured (all shown), then which
 * entries show. Entries out of the row stay
 * laid out (out of the flow, invisible), so their widths are known without a second copy of the bar.
 */
export function useNavOverflow(list: RefObject<HTMLUListElement | null>, entries: string, page: string): boolean[] | null {
  const [shown, setShown] = useState<boolean[] | null>(null);
  useLayoutEffect(() => {
    const row = list.current;
    if (!row || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const entries = [...row.children] as HTMLElement[];
      const more = entries.pop();
      if (!more) return;
      const width = (element: HTMLElement) => Math.ceil(element.getBoundingClientRect().width);
      const next = fitNavEntries(entries.map(width), {
        room: row.clientWidth,
        more: width(more),
        gap: parseFloat(getComputedStyle(row).columnGap) || 0,
        keep: entries.findIndex((entry) => entry.querySelector('[aria-current="page"]')),
      });
      setShown((previous) => (same(previous, next) ? previous : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [list, entries, page]);
  return shown;
}
