import { fromCents, toCents } from './cents';

describe('money in cents', () => {
  it.each([
    ['0', 0n],
    ['0.1', 10n],
    ['0.10', 10n],
    ['12.5', 1250n],
    ['1234567.89', 123456789n],
  ])('reads %s as %s cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each(['', '-1.00', '1.234', '01.00', 'abc', '1e3'])('refuses %p', (amount) => {
    expect(() => toCents(amount)).toThrow(/not an amount/);
  });

  it('writes two decimals, never a float', () => {
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(123456789n)).toBe('1234567.89');
    expect(fromCents(-250n)).toBe('-2.50');
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
  });
});
