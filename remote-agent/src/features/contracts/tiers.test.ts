import { checkTiers, formatRate, rateHundredths, toTiers, validBetCents, type TierDraft } from './tiers';

const draft = (validBet: string, activeMembers: string, rate: string, key = 0): TierDraft => ({ key, validBet, activeMembers, rate });

it('reads rates from 0.01 to 100 with at most two decimals, a comma as the decimal point', () => {
  expect(rateHundredths('0.01')).toBe(1n);
  expect(rateHundredths('100')).toBe(10000n);
  expect(rateHundredths('1,5')).toBe(150n);
  for (const bad of ['0', '0.00', '100.01', '1.555', '-1', '', 'x', '1e2']) expect(rateHundredths(bad)).toBeNull();
});

it('reads valid bets of 0 or more with at most two decimals', () => {
  expect(validBetCents('0')).toBe(0n);
  expect(validBetCents('1234.5')).toBe(123450n);
  for (const bad of ['-1', '1.234', '01', '', '1.000,00']) expect(validBetCents(bad)).toBeNull();
});

it('wants thresholds that grow and rates that never fall', () => {
  expect(checkTiers([draft('1000', '5', '1'), draft('2000', '5', '1'), draft('2000', '8', '2')])).toEqual([{}, {}, {}]);
  expect(checkTiers([draft('1000', '5', '1'), draft('1000', '5', '2')])[1]).toEqual({ row: 'notAscending' });
  expect(checkTiers([draft('1000', '5', '1'), draft('2000', '4', '2')])[1]).toEqual({ row: 'notAscending' });
  expect(checkTiers([draft('1000', '5', '2'), draft('2000', '6', '1')])[1]).toEqual({ row: 'rateFalls' });
  expect(checkTiers([draft('x', '5.5', '0')])[0]).toEqual({ validBet: 'validBet', activeMembers: 'activeMembers', rate: 'rate' });
});

it('sends money and rates with two decimals', () => {
  expect(toTiers([draft(' 50000.5 ', '20', '1,25')])).toEqual([{ validBet: '50000.50', activeMembers: 20, rate: '1.25' }]);
  expect(formatRate('1.50', 'es')).toBe('1,50\u00a0%');
  expect(formatRate('1.50', 'en')).toBe('1.50\u00a0%');
});
