import { clampPageNo, pageAfter } from './paging';

it.each([
  ['first', 5, 10, 1],
  ['prev', 5, 10, 4],
  ['next', 5, 10, 6],
  ['last', 5, 10, 10],
  ['prev', 1, 10, 1],
  ['next', 10, 10, 10],
  ['next', 1, 1, 1],
  ['last', 3, 0, 1],
  ['next', 40, 12, 12],
  ['prev', 40, 12, 11],
] as const)('%s from page %i of %i is page %i', (move, pageNo, totalPages, expected) => {
  expect(pageAfter(move, pageNo, totalPages)).toBe(expected);
});

it('keeps page numbers inside 1..totalPages', () => {
  expect(clampPageNo(0, 5)).toBe(1);
  expect(clampPageNo(-3, 5)).toBe(1);
  expect(clampPageNo(9, 5)).toBe(5);
  expect(clampPageNo(2.7, 5)).toBe(2);
  expect(clampPageNo(Number.NaN, 5)).toBe(1);
  expect(clampPageNo(3, 0)).toBe(1);
});
