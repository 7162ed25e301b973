import { checkLimitAmount } from './limit-amount';

it('accepts amounts above 0 with at most 2 decimals, as string money', () => {
  expect(checkLimitAmount('500')).toEqual({ ok: true, money: '500.00' });
  expect(checkLimitAmount(' 500.5 ')).toEqual({ ok: true, money: '500.50' });
  expect(checkLimitAmount('0.01')).toEqual({ ok: true, money: '0.01' });
  expect(checkLimitAmount('1000000000.00')).toEqual({ ok: true, money: '1000000000.00' });
});

it('refuses an empty, malformed, zero or too large amount, never rounding it', () => {
  expect(checkLimitAmount('')).toEqual({ ok: false, error: 'required' });
  for (const text of ['12.345', '1,5', '-5', '1e3', 'abc', '.5']) expect(checkLimitAmount(text)).toEqual({ ok: false, error: 'format' });
  expect(checkLimitAmount('0')).toEqual({ ok: false, error: 'zero' });
  expect(checkLimitAmount('0.00')).toEqual({ ok: false, error: 'zero' });
  expect(checkLimitAmount('1000000000.01')).toEqual({ ok: false, error: 'aboveMax', max: '1000000000.00' });
});

it('lets an operator limit go down only', () => {
  expect(checkLimitAmount('300', '500.00')).toEqual({ ok: true, money: '300.00' });
  expect(checkLimitAmount('500', '500.00')).toEqual({ ok: true, money: '500.00' });
  expect(checkLimitAmount('500.01', '500.00')).toEqual({ ok: false, error: 'operatorRaise', max: '500.00' });
});
