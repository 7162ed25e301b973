import { centsToMoney, checkAmount, depositFee, isPositive, minMoney, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['0', 0n],
    ['100', 10_000n],
    ['100.5', 10_050n],
    ['100.05', 10_005n],
    [' 7.10 ', 710n],
    ['999999999999.99', 99_999_999_999_999n],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', '01', '1.', '.5', '1.234', '1,50', '-1', '+1', '1e3', '1 000', '1000000000000', 'abc'])('refuses %p rather than cutting it', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('centsToMoney', () => {
  it('writes two decimals exactly', () => {
    expect(centsToMoney(0n)).toBe('0.00');
    expect(centsToMoney(5n)).toBe('0.05');
    expect(centsToMoney(123_456_789_012_345n)).toBe('1234567890123.45');
    expect(centsToMoney(-300n)).toBe('-3.00');
  });
});

describe('checkAmount', () => {
  const limits = { min: '100.00', max: '50000.00' };

  it('says what is wrong, in order: empty, format, min, max, balance', () => {
    expect(checkAmount('  ', limits)).toEqual({ ok: false, error: 'required' });
    expect(checkAmount('12.345', limits)).toEqual({ ok: false, error: 'format' });
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, error: 'belowMin' });
    expect(checkAmount('50000.01', limits)).toEqual({ ok: false, error: 'aboveMax' });
    expect(checkAmount('600', { ...limits, balance: '500.00' })).toEqual({ ok: false, error: 'aboveBalance' });
  });

  it('accepts the limits themselves and gives the Money string to send', () => {
    expect(checkAmount('100', limits)).toEqual({ ok: true, cents: 10_000n, money: '100.00' });
    expect(checkAmount('50000.00', limits)).toEqual({ ok: true, cents: 5_000_000n, money: '50000.00' });
  });

  it('never accepts zero, even without limits', () => {
    expect(checkAmount('0')).toEqual({ ok: false, error: 'belowMin' });
    expect(checkAmount('0.01')).toEqual({ ok: true, cents: 1n, money: '0.01' });
  });

  it('compares beyond float precision', () => {
    expect(checkAmount('999999999999.99', { max: '999999999999.98' })).toEqual({ ok: false, error: 'aboveMax' });
  });
});

describe('depositFee', () => {
  it('rounds the percentage half-up to the cent and adds the fixed part', () => {
    // 1.5 % of 100.33 = 1.50495 -> 1.50; + 2.00
    expect(depositFee(10_033n, '1.50', '2.00')).toBe(350n);
    // 1.5 % of 100.10 = 1.5015 -> 1.50 ; 2.5 % of 0.20 = 0.005 -> 0.01 (half-up)
    expect(depositFee(10_010n, '1.50', '0.00')).toBe(150n);
    expect(depositFee(20n, '2.50', '0.00')).toBe(1n);
  });

  it('is zero for a free channel', () => {
    expect(depositFee(123_456n, '0.00', '0.00')).toBe(0n);
  });
});

describe('minMoney and isPositive', () => {
  it('picks the smaller limit, either may be missing', () => {
    expect(minMoney('50000.00', '1234.50')).toBe('1234.50');
    expect(minMoney(null, '10.00')).toBe('10.00');
    expect(minMoney('10.00', undefined)).toBe('10.00');
    expect(minMoney(null, null)).toBeNull();
  });

  it('tells a positive amount', () => {
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive(null)).toBe(false);
  });
});
