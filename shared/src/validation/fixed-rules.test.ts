import { i18n, initI18n } from '../i18n/i18n';
import { validateConfirm, validateMobile, validatePassword, validateRequired, validateUsername } from './fixed-rules';

const required = { key: 'validation.required', params: {} };

// English is a chunk of its own (loaded by i18next's backend): these tests read both languages.
beforeAll(async () => {
  await initI18n();
  await i18n.loadLanguages('en');
});

describe('fixed rules (spec 1 §5)', () => {
  it('requires a non-blank value', () => {
    expect(validateRequired(' \t')).toEqual(required);
    expect(validateRequired(null)).toEqual(required);
    expect(validateRequired('x')).toBeNull();
  });

  it('accepts usernames of 2-15 characters starting with a letter, with letters, digits and underscores', () => {
    for (const ok of ['ab', 'a1', 'Ann_2024', 'a'.repeat(15)]) expect(validateUsername(ok)).toBeNull();
    for (const bad of ['a', 'a'.repeat(16), '1abc', '_abc', 'ann-b', 'añá', 'ann b']) {
      expect(validateUsername(bad)?.key).toBe('validation.username');
    }
    expect(validateUsername('')).toEqual(required);
  });

  it('accepts passwords of more than 6 characters with letters and numbers', () => {
    for (const ok of ['abc1234', 'Passw0rd', '1234567a', 'pa$$w0rd!']) expect(validatePassword(ok)).toBeNull();
    // Any script's letters and numbers, and spaces (passphrases).
    for (const ok of ['abc 1234', 'contraseña 9', 'пароль2026', '密码密码密码1', 'ñandú ٣٣٣']) expect(validatePassword(ok)).toBeNull();
    for (const bad of ['abc123', 'abcdefgh', '12345678', 'ñandú   ', '1234 5678', 'abc\u00001234', 'abc\t1234']) {
      expect(validatePassword(bad)?.key).toBe('validation.password');
    }
    expect(validatePassword('')).toEqual(required);
  });

  it('accepts mobile numbers of 6 to 15 digits, ignoring spaces and dashes', () => {
    for (const ok of ['912345678', '0917 123 4567', '555-0100']) expect(validateMobile(ok)).toBeNull();
    for (const bad of ['12345', '1234567890123456', '+34912345678', '91234567a']) {
      expect(validateMobile(bad)?.key).toBe('validation.mobile');
    }
    expect(validateMobile(' ')).toEqual(required);
  });

  it('asks for the same password twice (inconsistent_twice)', () => {
    expect(validateConfirm('abc1234', 'abc1234')).toBeNull();
    expect(validateConfirm('abc1235', 'abc1234')).toEqual({ key: 'validation.inconsistent_twice', params: {} });
    expect(validateConfirm('', 'abc1234')).toEqual(required);
  });

  it('shows the mismatch message in the chosen language', () => {
    expect(i18n.t('validation.inconsistent_twice', { lng: 'es' })).toBe('Las dos contraseñas no coinciden');
    expect(i18n.t('validation.inconsistent_twice', { lng: 'en' })).toBe('The two passwords do not match');
  });
});
