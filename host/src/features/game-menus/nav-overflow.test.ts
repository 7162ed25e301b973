import { fitNavEntries } from './nav-overflow';

const widths = [60, 120, 130, 80, 100];

describe('fitNavEntries (one row in the header, issue 27)', () => {
  it('shows every entry when they all fit, gaps included, without the More entry', () => {
    expect(fitNavEntries(widths, { room: 490 + 4 * 4, more: 70, gap: 4 })).toEqual([true, true, true, true, true]);
  });

  it('keeps the first entries that fit beside the More entry and sends the rest to it, in order', () => {
    // 70 (More) + 60 + 120 + 130 + 3 gaps = 392: the fourth (80) would need 476.
    expect(fitNavEntries(widths, { room: 400, more: 70, gap: 4 })).toEqual([true, true, true, false, false]);
    // Stops at the first that does not fit: a narrower one after it does not jump the queue.
    expect(fitNavEntries([60, 300, 20], { room: 200, more: 50, gap: 0 })).toEqual([true, false, false]);
  });

  it("always shows the current page's entry, in its place, taking the room of the ones before it", () => {
    expect(fitNavEntries(widths, { room: 400, more: 70, gap: 4, keep: 4 })).toEqual([true, true, false, false, true]);
    expect(fitNavEntries(widths, { room: 100, more: 70, gap: 0, keep: 2 })).toEqual([false, false, true, false, false]);
  });

  it('shows nothing but the More entry in a row too narrow for any', () => {
    expect(fitNavEntries(widths, { room: 90, more: 70, gap: 4 })).toEqual([false, false, false, false, false]);
  });
});
