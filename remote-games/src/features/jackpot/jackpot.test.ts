import { JACKPOT_STEP_CENTS, jackpotCentsAt, msToNextStep } from './jackpot';

const midnight = Date.UTC(2026, 10, 22);

it('starts at P 10,000,000.00 at midnight UTC and adds 165.11 per 3 s of the day', () => {
  expect(JACKPOT_STEP_CENTS).toBe(16511);
  expect(jackpotCentsAt(midnight)).toBe(1_000_000_000);
  expect(jackpotCentsAt(midnight + 2999)).toBe(1_000_000_000);
  expect(jackpotCentsAt(midnight + 3000)).toBe(1_000_016_511);
  expect(jackpotCentsAt(midnight + 3_600_000)).toBe(1_000_000_000 + 1200 * 16511);
  // A new day starts again from the base, as the API's figure does.
  expect(jackpotCentsAt(midnight + 86_400_000 + 10)).toBe(1_000_000_000);
});

it('ticks on the 3000 ms boundaries of the clock, so every counter steps at the same moment', () => {
  expect(msToNextStep(midnight)).toBe(3000);
  expect(msToNextStep(midnight + 1)).toBe(2999);
  expect(msToNextStep(midnight + 2999)).toBe(1);
  expect(msToNextStep(midnight + 3000)).toBe(3000);
});

it('stays a safe integer all day long', () => {
  const endOfDay = jackpotCentsAt(midnight + 86_399_999);
  expect(Number.isSafeInteger(endOfDay)).toBe(true);
  expect(endOfDay).toBe(1_000_000_000 + 28_799 * 16511);
});
