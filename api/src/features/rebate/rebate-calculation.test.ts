import { addRates, computeRebate, formatRate, rateMilliPercent, rebateCents } from './rebate-calculation';

const RATES = [
  { gameType: 'RNG', ratePercent: '0.800' },
  { gameType: 'LIVE', ratePercent: '0.5' },
  { gameType: 'LOTTERY', ratePercent: '0.500' },
];

describe('rebate computation', () => {
  it('groups the valid bets of several sources by game type and applies each type its rate', () => {
    const result = computeRebate(
      [
        { gameType: 'RNG', stake: '600.00' },
        { gameType: 'LIVE', stake: '200.00' },
        { gameType: 'RNG', stake: '400.00' },
        { gameType: 'LOTTERY', stake: '100.00' },
      ],
      RATES,
      '1.00',
    );
    expect(result.lines).toEqual([
      { gameType: 'RNG', validBets: '1000.00', ratePercent: '0.800', rebate: '8.00' },
      { gameType: 'LIVE', validBets: '200.00', ratePercent: '0.500', rebate: '1.00' },
      { gameType: 'LOTTERY', validBets: '100.00', ratePercent: '0.500', rebate: '0.50' },
    ]);
    expect(result).toMatchObject({ total: '9.50', claimable: true });
  });

  it('rounds each line down to the cent, and the total is the sum of the rounded lines', () => {
    // 123.45 x 0.8 % = 0.9876 -> 0.98; 99.99 x 0.5 % = 0.49995 -> 0.49.
    const result = computeRebate(
      [
        { gameType: 'RNG', stake: '123.45' },
        { gameType: 'LIVE', stake: '99.99' },
      ],
      RATES,
      '1.00',
    );
    expect(result.lines.map((line) => line.rebate)).toEqual(['0.98', '0.49', '0.00']);
    expect(result.total).toBe('1.47');
    // Never rounded up, even a hair below a cent: 1.99 x 0.5 % = 0.00995.
    expect(rebateCents(199n, '0.5')).toBe(0n);
    expect(rebateCents(200n, '0.5')).toBe(1n);
  });

  it('is not claimable below the minimum, nor at zero whatever the minimum', () => {
    expect(computeRebate([{ gameType: 'RNG', stake: '124.00' }], RATES, '1.00')).toMatchObject({ total: '0.99', claimable: false });
    expect(computeRebate([{ gameType: 'RNG', stake: '125.00' }], RATES, '1.00')).toMatchObject({ total: '1.00', claimable: true });
    expect(computeRebate([], RATES, '0.01')).toMatchObject({ total: '0.00', claimable: false });
  });

  it('lists every rated type even without bets, then unrated types with bets at rate 0', () => {
    const result = computeRebate(
      [
        { gameType: 'SPORTS', stake: '50.00' },
        { gameType: 'COCKFIGHT', stake: '10.00' },
      ],
      RATES,
      '1.00',
    );
    expect(result.lines.map((line) => [line.gameType, line.validBets, line.ratePercent, line.rebate])).toEqual([
      ['RNG', '0.00', '0.800', '0.00'],
      ['LIVE', '0.00', '0.500', '0.00'],
      ['LOTTERY', '0.00', '0.500', '0.00'],
      ['COCKFIGHT', '10.00', '0.000', '0.00'],
      ['SPORTS', '50.00', '0.000', '0.00'],
    ]);
  });

  it('counts bets once: two consecutive periods pay exactly what one period over both would, less rounding', () => {
    const first = computeRebate([{ gameType: 'RNG', stake: '1000.00' }], RATES, '1.00');
    const second = computeRebate([{ gameType: 'RNG', stake: '250.00' }], RATES, '1.00');
    const whole = computeRebate([{ gameType: 'RNG', stake: '1250.00' }], RATES, '1.00');
    expect([first.total, second.total, whole.total]).toEqual(['8.00', '2.00', '10.00']);
  });

  it('reads rates with up to three decimals and refuses anything else', () => {
    expect(rateMilliPercent('0.8')).toBe(800n);
    expect(rateMilliPercent('1.25')).toBe(1250n);
    expect(formatRate('0.8')).toBe('0.800');
    expect(formatRate('10')).toBe('10.000');
    for (const bad of ['-0.5', '0.8000', '1e-2', '', 'abc', '0,8']) expect(() => rateMilliPercent(bad)).toThrow();
  });

  it('handles large amounts exactly (no float)', () => {
    const result = computeRebate([{ gameType: 'RNG', stake: '999999999999.99' }], RATES, '1.00');
    // 99999999999999 cents x 800 / 100000 = 799999999999.992 -> 799999999999 cents.
    expect(result.total).toBe('7999999999.99');
  });
});

describe('the VIP level rate', () => {
  it('adds two rates in thousandths of a percent', () => {
    expect(addRates('0.8', '0.50')).toBe('1.300');
    expect(addRates('0', '0')).toBe('0.000');
    expect(addRates('9.999', '0.01')).toBe('10.009');
  });
  it('adds the extra to every line, rated or not, and floors each line', () => {
    const result = computeRebate(
      [
        { gameType: 'RNG', stake: '100.00' },
        { gameType: 'NEW', stake: '99.99' },
      ],
      [{ gameType: 'RNG', ratePercent: '0.8' }],
      '1.00',
      '0.25',
    );
    expect(result.lines).toEqual([
      { gameType: 'RNG', validBets: '100.00', ratePercent: '1.050', rebate: '1.05' },
      { gameType: 'NEW', validBets: '99.99', ratePercent: '0.250', rebate: '0.24' },
    ]);
    expect(result).toMatchObject({ total: '1.29', claimable: true });
  });
});
