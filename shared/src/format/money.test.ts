import { formatMoney, INVALID_AMOUNT, toMinorUnits } from './money';

const en = { locale: 'en' };
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows two decimals, thousands separators and the P symbol by default', () => {
    expect(formatMoney('1234567.5', en)).toBe(`P${NBSP}1,234,567.50`);
    expect(formatMoney('0', en)).toBe(`P${NBSP}0.00`);
    expect(formatMoney('999.9', en)).toBe(`P${NBSP}999.90`);
    expect(formatMoney('1000', en)).toBe(`P${NBSP}1,000.00`);
  });

  it('reads numbers and bigints as integer minor units', () => {
    expect(formatMoney(123456, en)).toBe(`P${NBSP}1,234.56`);
    expect(formatMoney(5, en)).toBe(`P${NBSP}0.05`);
    expect(formatMoney(123456789012345678901n, en)).toBe(`P${NBSP}1,234,567,890,123,456,789.01`);
  });

  it('stays exact beyond the precision of floats', () => {
    expect(formatMoney('9007199254740993.05', en)).toBe(`P${NBSP}9,007,199,254,740,993.05`);
    expect(formatMoney('0.1', en)).toBe(`P${NBSP}0.10`);
  });

  it('cuts digits after the second decimal instead of rounding up', () => {
    expect(formatMoney('10.999', en)).toBe(`P${NBSP}10.99`);
    expect(formatMoney('-10.999', en)).toBe(`-P${NBSP}10.99`);
  });

  it('handles negative amounts and never shows minus zero', () => {
    expect(formatMoney('-1234.5', en)).toBe(`-P${NBSP}1,234.50`);
    expect(formatMoney(-150, en)).toBe(`-P${NBSP}1.50`);
    expect(formatMoney(-5n, en)).toBe(`-P${NBSP}0.05`);
    expect(formatMoney('-0.001', en)).toBe(`P${NBSP}0.00`);
  });

  it("uses the locale's separators, the screen language by default, and any symbol", () => {
    expect(formatMoney('1234567.5', { locale: 'es' })).toBe(`P${NBSP}1.234.567,50`);
    expect(formatMoney('1234.5')).toBe(`P${NBSP}1.234,50`);
    expect(formatMoney('1234.5', { symbol: '$', locale: 'en' })).toBe(`$${NBSP}1,234.50`);
    expect(formatMoney('1234.5', { symbol: '', locale: 'en' })).toBe('1,234.50');
  });

  it('shows a dash for anything that is not an exact amount, without throwing', () => {
    for (const bad of ['', 'abc', '1,234.50', '1e5', '12.3.4', '-', '.', 'NaN'] as const) {
      expect(formatMoney(bad, en)).toBe(INVALID_AMOUNT);
    }
    for (const bad of [12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, null, undefined]) {
      expect(formatMoney(bad, en)).toBe(INVALID_AMOUNT);
    }
  });

  it('accepts the shapes NUMERIC columns come in', () => {
    expect(toMinorUnits(' 12.50 ')).toBe(1250n);
    expect(toMinorUnits('+3')).toBe(300n);
    expect(toMinorUnits('.5')).toBe(50n);
    expect(toMinorUnits('7.')).toBe(700n);
  });
});
