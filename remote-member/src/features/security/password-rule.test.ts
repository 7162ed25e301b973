import type { api } from '@suite/shared';
import { validateNewPassword } from './password-rule';

const SETTING: api.RegisterFieldSetting = {
  enabled: true,
  required: true,
  acceptedPattern: '[A-Za-z0-9]+',
  patternId: 'password',
  minLength: 8,
  maxLength: 12,
};

it('applies the fixed rule first: over 6 characters with letters and numbers', () => {
  expect(validateNewPassword('', SETTING)).toEqual({ key: 'validation.required', params: {} });
  expect(validateNewPassword('abc123', SETTING)).toEqual({ key: 'validation.password', params: { min: 7 } });
  expect(validateNewPassword('abcdefgh', undefined)).toEqual({ key: 'validation.password', params: { min: 7 } });
  expect(validateNewPassword('abc1234', undefined)).toBeNull();
});

it("then the server's password setting: its length and pattern, with the patternId message", () => {
  expect(validateNewPassword('abc1234', SETTING)).toEqual({ key: 'validation.pattern.password.range', params: { min: 8, max: 12 } });
  expect(validateNewPassword('abcd12345678x', SETTING)).toEqual({ key: 'validation.pattern.password.range', params: { min: 8, max: 12 } });
  expect(validateNewPassword('abcd-1234', SETTING)).toEqual({ key: 'validation.pattern.password.range', params: { min: 8, max: 12 } });
  expect(validateNewPassword('abcd1234', SETTING)).toBeNull();
  // A setting switched off for registration still gives the rule of a password.
  expect(validateNewPassword('abcd1234', { ...SETTING, enabled: false, required: false })).toBeNull();
});
