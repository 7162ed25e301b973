import { ACCOUNT_NO_PATTERN, samePayeeName } from './payee-name';

it('compares payee names ignoring case and spaces', () => {
  expect(samePayeeName('JUAN DELA CRUZ', ' juan  dela cruz ')).toBe(true);
  expect(samePayeeName('JUAN DELA CRUZ', 'JUAN DE LA CRUZ')).toBe(true);
  expect(samePayeeName('JUAN DELA CRUZ', 'JUANA DELA CRUZ')).toBe(false);
});

it('accepts 6 to 30 digits as an account number', () => {
  expect(ACCOUNT_NO_PATTERN.test('123456')).toBe(true);
  expect(ACCOUNT_NO_PATTERN.test('1'.repeat(30))).toBe(true);
  expect(ACCOUNT_NO_PATTERN.test('12345')).toBe(false);
  expect(ACCOUNT_NO_PATTERN.test('1'.repeat(31))).toBe(false);
  expect(ACCOUNT_NO_PATTERN.test('1234-5678')).toBe(false);
});
