import { formatSettlementPeriod } from './settlement-period';

const period = (key: string) => formatSettlementPeriod({ period: key });

it('names each kind of period by its key, in the settlement calendar', () => {
  expect(period('2026-11-26')).toBe('2026/11/26');
  expect(period('2026-11-26T09')).toBe('2026/11/26 09:00–10:00');
  expect(period('2026-11-26T23')).toBe('2026/11/26 23:00–00:00');
  expect(period('2026-11-26T23:55')).toBe('2026/11/26 23:55–00:00');
  expect(period('2026-11-26T09:05')).toBe('2026/11/26 09:05–09:10');
  expect(period('2026-11-H1')).toBe('2026/11/01 – 2026/11/15');
  expect(period('2026-02-H2')).toBe('2026/02/16 – 2026/02/28');
  expect(period('W2026-12-28')).toBe('2026/12/28 – 2027/01/03');
  expect(period('2028-02')).toBe('2028/02/01 – 2028/02/29');
});

it('shows an unknown key as it is', () => {
  expect(period('next week')).toBe('next week');
});
