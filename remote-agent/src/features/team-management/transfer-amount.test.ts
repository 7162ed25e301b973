import { belowMinimum, checkTransferAmount } from './transfer-amount';

const limits = { min: '10.00', balance: '1000.00' };

it.each([
  ['', { ok: false, error: 'required' }],
  ['  ', { ok: false, error: 'required' }],
  ['abc', { ok: false, error: 'format' }],
  ['10.999', { ok: false, error: 'format' }],
  ['-5', { ok: false, error: 'format' }],
  ['1,5', { ok: false, error: 'format' }],
  ['012', { ok: false, error: 'format' }],
  ['9.99', { ok: false, error: 'belowMin' }],
  ['1000.01', { ok: false, error: 'aboveBalance' }],
  ['10', { ok: true, money: '10.00' }],
  [' 125.5 ', { ok: true, money: '125.50' }],
  ['1000.00', { ok: true, money: '1000.00' }],
])('%j -> %j', (text, expected) => {
  expect(checkTransferAmount(text, limits)).toEqual(expected);
});

it('never accepts zero, whatever the minimum', () => {
  expect(checkTransferAmount('0', { min: '0.00', balance: '5.00' })).toEqual({ ok: false, error: 'belowMin' });
  expect(checkTransferAmount('0.01', { min: '0.00', balance: '5.00' })).toEqual({ ok: true, money: '0.01' });
});

it('tells when the balance cannot cover the minimum', () => {
  expect(belowMinimum({ min: '10.00', balance: '9.99' })).toBe(true);
  expect(belowMinimum({ min: '10.00', balance: '10.00' })).toBe(false);
});
