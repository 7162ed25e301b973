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

it('takes letters of any script and spaces (passphrases), refusing control characters', () => {
  for (const good of ['contraseña 2026', 'Ñandú feliz 7', 'пароль 2026', '我的密码很长 2026']) expect(validateNewPassword(good, undefined)).toBeNull();
  expect(validateNewPassword('ñandú feliz', undefined)).toEqual({ key: 'validation.password', params: { min: 7 } });
  expect(validateNewPassword('1234 5678', undefined)).toEqual({ key: 'validation.password', params: { min: 7 } });
  expect(validateNewPassword('tab\t2026abc', undefined)).toEqual({ key: 'validation.password', params: { min: 7 } });
});

it("lets the server's setting make the rule stricter but never looser than the floor", () => {
  // The setting above takes ASCII only: an accented passphrase passes the floor, not the setting.
  expect(validateNewPassword('contraseña 2026', undefined)).toBeNull();
  expect(validateNewPassword('contraseña 2026', SETTING)).toEqual({ key: 'validation.pattern.password.range', params: { min: 8, max: 12 } });
  const looser: api.RegisterFieldSetting = { ...SETTING, acceptedPattern: '*', minLength: 1, maxLength: 64 };
  expect(validateNewPassword('abc12', looser)).toEqual({ key: 'validation.password', params: { min: 7 } });
  expect(validateNewPassword('only letters here', looser)).toEqual({ key: 'validation.password', params: { min: 7 } });
  expect(validateNewPassword('two words 2026', looser)).toBeNull();
});
