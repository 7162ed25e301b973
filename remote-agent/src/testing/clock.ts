// Test support: only the Date is fake (timers stay real, so Testing Library's waits work).

/** "Now" in local time for the period pickers; undo with jest.useRealTimers(). */
export function setToday(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Local midnight of a day as the ISO instant the period query sends. */
export const midnight = (year: number, month: number, day: number): string => new Date(year, month - 1, day).toISOString();
