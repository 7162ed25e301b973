import { formatMoney, formatMoneyCompact, fromMinorUnits, INVALID_AMOUNT, toMinorUnits } from './money';

const en = { locale: 'en' };
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows two decimals, thousands separators and the P symbol by default', () => {
    expect(formatMoney('1234567.5', en)).toBe(`P${NBSP}1,234,567.50`);
    expect(formatMoney('0', en)).toBe(`P${NBSP}0.00`);
    expect(formatMoney('999.9', en)).toBe(`P${NBSP}999.90`);
    expect(formatMoney('1000', en)).toBe(`P${NBSP}1,000.00`);
  });

  it('reads a JSON number as major units, exactly (the platform may send amounts as numbers)', () => {
    expect(formatMoney(1500, en)).toBe(`P${NBSP}1,500.00`);
    expect(formatMoney(1500.1, en)).toBe(`P${NBSP}1,500.10`);
    expect(formatMoney(0.1, en)).toBe(`P${NBSP}0.10`);
    expect(formatMoney(0.29, en)).toBe(`P${NBSP}0.29`);
    expect(formatMoney(1234567.89, en)).toBe(`P${NBSP}1,234,567.89`);
    expect(formatMoney(-0.05, en)).toBe(`-P${NBSP}0.05`);
    expect(formatMoney(1e21, en)).toBe(`P${NBSP}1,000,000,000,000,000,000,000.00`);
    expect(toMinorUnits(1500)).toBe(150000n);
    expect(toMinorUnits(1500.1)).toBe(150010n);
    expect(toMinorUnits(8.7)).toBe(870n);
  });

  it('turns integer minor units into an amount with fromMinorUnits', () => {
    expect(fromMinorUnits(123456)).toBe('1234.56');
    expect(fromMinorUnits(-5n)).toBe('-0.05');
    expect(formatMoney(fromMinorUnits(123456789012345678901n), en)).toBe(`P${NBSP}1,234,567,890,123,456,789.01`);
    expect(fromMinorUnits(12.5)).toBeNull();
    expect(formatMoney(fromMinorUnits(Number.NaN), en)).toBe(INVALID_AMOUNT);
  });

  it('stays exact beyond the precision of floats', () => {
    expect(formatMoney('9007199254740993.05', en)).toBe(`P${NBSP}9,007,199,254,740,993.05`);
    expect(formatMoney('0.1', en)).toBe(`P${NBSP}0.10`);
  });

  it('refuses an amount with more than two decimals (neither rounded nor cut), but accepts trailing zeros', () => {
    for (const bad of ['10.999', '-10.999', '0.001', '-0.001', 0.001, 1500.125, 5e-7] as const) {
      expect(formatMoney(bad, en)).toBe(INVALID_AMOUNT);
      expect(toMinorUnits(bad)).toBeNull();
    }
    expect(formatMoney('10.500', en)).toBe(`P${NBSP}10.50`);
    expect(toMinorUnits('7.1000')).toBe(710n);
  });

  it('handles negative amounts and never shows minus zero', () => {
    expect(formatMoney('-1234.5', en)).toBe(`-P${NBSP}1,234.50`);
    expect(formatMoney(-150, en)).toBe(`-P${NBSP}150.00`);
    expect(formatMoney('-0.00', en)).toBe(`P${NBSP}0.00`);
    expect(formatMoney(-0, en)).toBe(`P${NBSP}0.00`);
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
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined]) {
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

describe('formatMoneyCompact', () => {
  it("shortens amounts above 1,000,000 with the language's compact notation and two decimals", () => {
    expect(formatMoneyCompact('1000001622.00', en)).toBe(`P${NBSP}1.00B`);
    expect(formatMoneyCompact('1000001622.00', { locale: 'es' })).toBe(`P${NBSP}1000,00${NBSP}M`);
    expect(formatMoneyCompact('1000001.50', en)).toBe(`P${NBSP}1.00M`);
    expect(formatMoneyCompact('1000001.50', { locale: 'es' })).toBe(`P${NBSP}1,00${NBSP}M`);
    expect(formatMoneyCompact('12345678901.00', { locale: 'es' })).toBe(`P${NBSP}12,34${NBSP}mil${NBSP}M`);
    expect(formatMoneyCompact(2_500_000, { locale: 'en', symbol: '$' })).toBe(`$${NBSP}2.50M`);
  });

  it('never shows more money than there is: the digits beyond the second are cut, not rounded', () => {
    expect(formatMoneyCompact('1999999.99', en)).toBe(`P${NBSP}1.99M`);
    expect(formatMoneyCompact('999999999999.99', en)).toBe(`P${NBSP}999.99B`);
    // Beyond a float's precision, still exact.
    expect(formatMoneyCompact('9007199254740993.05', en)).toBe(`P${NBSP}9007.19T`);
  });

  it("is formatMoney's full text at or below 1,000,000 and for anything unreadable", () => {
    expect(formatMoneyCompact('1000000.00', en)).toBe(`P${NBSP}1,000,000.00`);
    expect(formatMoneyCompact('-1000000', en)).toBe(`-P${NBSP}1,000,000.00`);
    expect(formatMoneyCompact('1500', { locale: 'es' })).toBe(`P${NBSP}1.500,00`);
    expect(formatMoneyCompact('10.999', en)).toBe(INVALID_AMOUNT);
    expect(formatMoneyCompact(null, en)).toBe(INVALID_AMOUNT);
  });

  it('puts the sign before the symbol, as formatMoney does, and follows the language on screen', () => {
    expect(formatMoneyCompact('-2500000.00', en)).toBe(`-P${NBSP}2.50M`);
    expect(formatMoneyCompact('2500000', { symbol: '' })).toBe(`2,50${NBSP}M`);
  });
});
