import { JACKPOT_STEP_CENTS, jackpotCentsAfter, jackpotStartCents } from './jackpot';

const midnight = Date.UTC(2026, 10, 22);

it('starts at P 10,000,000.00 at midnight UTC and adds 165.11 per 3 s of the day', () => {
  expect(JACKPOT_STEP_CENTS).toBe(16511);
  expect(jackpotStartCents(midnight)).toBe(1_000_000_000);
  expect(jackpotStartCents(midnight + 2999)).toBe(1_000_000_000);
  expect(jackpotStartCents(midnight + 3000)).toBe(1_000_016_511);
  expect(jackpotStartCents(midnight + 3_600_000)).toBe(1_000_000_000 + 1200 * 16511);
});

it('grows one step per whole interval from its start, exactly', () => {
  expect(jackpotCentsAfter(1_000_000_000, 0)).toBe(1_000_000_000);
  expect(jackpotCentsAfter(1_000_000_000, 2999)).toBe(1_000_000_000);
  expect(jackpotCentsAfter(1_000_000_000, 9000)).toBe(1_000_049_533);
  expect(jackpotCentsAfter(1_000_000_000, -5)).toBe(1_000_000_000);
});

it('stays a safe integer all day long', () => {
  const endOfDay = jackpotStartCents(midnight + 86_399_999);
  expect(Number.isSafeInteger(endOfDay)).toBe(true);
  expect(endOfDay).toBe(1_000_000_000 + 28_799 * 16511);
});
