import { formatMoney } from '@suite/shared';
import { asDebit, formatSigned, toneOf } from './amounts';

it('writes the sign of credits and debits', () => {
  expect(formatSigned('1234.50')).toBe(`+${formatMoney('1234.50')}`);
  expect(formatSigned('-10.00')).toBe(formatMoney('-10.00'));
  expect(formatSigned('-10.00').startsWith('-')).toBe(true);
  expect(formatSigned('0.00')).toBe(formatMoney('0.00'));
  expect(formatSigned('oops')).toBe('—');
});

it('tells credits from debits', () => {
  expect(toneOf('0.01')).toBe('credit');
  expect(toneOf('-0.01')).toBe('debit');
  expect(toneOf('0.00')).toBe('zero');
});

it('reads a debit total as an outflow whatever its sign', () => {
  expect(asDebit('25.00')).toBe('-25.00');
  expect(asDebit('-1025.5')).toBe('-1025.50');
  expect(asDebit('0.00')).toBe('0.00');
});
