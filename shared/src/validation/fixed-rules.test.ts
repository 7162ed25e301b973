import { i18n, initI18n } from '../i18n/i18n';
import { normalizeMobile, validateConfirm, validateMobile, validatePassword, validateRequired, validateUsername } from './fixed-rules';

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

  it('accepts mobile numbers of 7 to 15 digits, with spaces and dashes, and the chosen country code (issue 26 #14)', () => {
    for (const ok of ['912345678', '0917 123 4567', '555-0100', '917\u2013000\u20130001', '1234567', '123456789012345']) expect(validateMobile(ok)).toBeNull();
    // The number a phone shows, with the country picked in the picker (with or without its +).
    expect(validateMobile('+63 917 000 0001', '+63')).toBeNull();
    expect(validateMobile('+63-917-000-0001', '63')).toBeNull();
    expect(normalizeMobile('+63 917 000 0001', '+63')).toBe('9170000001');
    expect(normalizeMobile(' 0917-000 0001 ', '+63')).toBe('09170000001');
    for (const bad of ['123456', '1234567890123456', '+34912345678', '91234567a', '0000000', '917.000.0001', '(917) 0000001']) {
      expect(validateMobile(bad, bad.startsWith('+') ? undefined : '+63')).toEqual({ key: 'validation.mobile', params: { min: 7, max: 15 } });
    }
    // Another country's code than the one chosen is refused naming the chosen one.
    expect(validateMobile('+34 912 345 678', '+63')).toEqual({ key: 'validation.mobile_country', params: { code: '+63' } });
    expect(validateMobile(' ')).toEqual(required);
  });

  it('says the mobile rule with the same words as the registration setting’s message, in ES and EN', () => {
    for (const lng of ['es', 'en']) {
      const rule = i18n.t('validation.mobile', { lng, min: 7, max: 15 });
      expect(rule).toBe(i18n.t('validation.pattern.mobileNum.range', { lng, min: 7, max: 15 }));
      expect(rule).not.toContain('{{');
    }
    expect(i18n.t('validation.mobile', { lng: 'es', min: 7, max: 15 })).toBe('Introduzca un número de móvil de 7 a 15 dígitos');
    expect(i18n.t('validation.mobile', { lng: 'en', min: 7, max: 15 })).toBe('Enter a mobile number of 7 to 15 digits');
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
