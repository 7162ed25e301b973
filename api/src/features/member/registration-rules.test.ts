import type { RegisterFieldSettings, RegistrationUser } from '@suite/shared/contract';
import { REGISTER_FIELDS_SEED } from '../../seed/system-seed';
import { COMMON_PASSWORD_KEY } from '../accounts/common-passwords';
import { passwordFailure, registrationFailure } from './registration-rules';

const settings: RegisterFieldSettings = REGISTER_FIELDS_SEED;
const user: RegistrationUser = { username: 'new_player', password: 'Secret123', confirmPassword: 'Secret123' };

describe('registration rules (the client engine, on the server)', () => {
  it('accepts a complete username registration', () => {
    expect(registrationFailure(user, settings, { mode: 'username', passwordNeeded: true })).toBeNull();
  });

  it('names the field at fault with the client message key and its params', () => {
    expect(registrationFailure({ ...user, username: '9lives' }, settings, { mode: 'username', passwordNeeded: true })).toEqual({
      field: 'username',
      key: 'validation.pattern.username.range',
      params: { min: 2, max: 15 },
    });
    expect(registrationFailure({ ...user, username: undefined }, settings, { mode: 'username', passwordNeeded: true })).toMatchObject({
      field: 'username',
      key: 'validation.required',
    });
    expect(registrationFailure({ ...user, confirmPassword: 'Secret124' }, settings, { mode: 'username', passwordNeeded: true })).toMatchObject({
      field: 'confirmPassword',
      key: 'validation.inconsistent_twice',
    });
    expect(registrationFailure({ ...user, payeeName: 'josé pérez' }, settings, { mode: 'username', passwordNeeded: true })).toMatchObject({
      field: 'payeeName',
      key: 'validation.pattern.fullName.range',
    });
  });

  it('applies the password rule: over 6 characters with letters and digits', () => {
    for (const weak of ['123456', 'abcdefgh', 'abc123', 'añoñaño', '1234 567']) {
      expect(passwordFailure('password', weak, settings.password)?.key).toBe('validation.password');
    }
    expect(passwordFailure('password', 'abc1235x', settings.password)).toBeNull();
    expect(passwordFailure('password', `a1${'x'.repeat(70)}`, settings.password)?.key).toBe('validation.pattern.password.range');
  });

  it('accepts letters of any script and spaces (passphrases), with the default setting', () => {
    for (const good of ['contraseña 2026', 'Ñandú feliz 7', 'пароль 2026', '我的密码很长 2026', `${'palabra '.repeat(7)}9`]) {
      expect(passwordFailure('password', good, settings.password)).toBeNull();
    }
    expect(passwordFailure('password', 'tab\t2026abc', settings.password)?.key).toBe('validation.password');
  });

  it("lets the operator's setting make the rule stricter, never looser", () => {
    const stricter = { ...settings.password, acceptedPattern: '^[A-Za-z0-9]+$', minLength: 10, maxLength: 30 };
    expect(passwordFailure('password', 'abc1235x', stricter)).toEqual({ field: 'password', key: 'validation.pattern.password.range', params: { min: 10, max: 30 } });
    expect(passwordFailure('password', 'abcdefg 1235', stricter)?.key).toBe('validation.pattern.password.range');
    expect(passwordFailure('password', 'Abcdefg1235', stricter)).toBeNull();
    // A looser setting (any text, 1 character) does not lower the floor.
    const looser = { ...settings.password, acceptedPattern: '*', minLength: 1, maxLength: 64 };
    expect(passwordFailure('password', 'abc12', looser)?.key).toBe('validation.password');
    expect(passwordFailure('password', 'abcdefgh', looser)?.key).toBe('validation.password');
  });

  it('refuses the 10,000 most common passwords, whatever the case and surrounding spaces', () => {
    for (const common of ['password1', 'Password123', 'QWERTY123', ' trustno1 ', 'abc1234', '1q2w3e4r']) {
      expect(passwordFailure('newPassword', common, settings.password)).toEqual({ field: 'newPassword', key: COMMON_PASSWORD_KEY, params: {} });
    }
    expect(registrationFailure({ ...user, password: 'Passw0rd', confirmPassword: 'Passw0rd' }, settings, { mode: 'username', passwordNeeded: true })).toEqual({
      field: 'password',
      key: 'validation.password_common',
      params: {},
    });
  });

  it('requires the number in mobile mode and a password only when asked', () => {
    const mobile = { mode: 'mobile' as const, passwordNeeded: false };
    expect(registrationFailure({}, settings, mobile)).toMatchObject({ field: 'mobileNum', key: 'validation.required' });
    expect(registrationFailure({ mobileNum: '9171234567' }, settings, mobile)).toBeNull();
    expect(registrationFailure({ mobileNum: '9171234567' }, settings, { ...mobile, passwordNeeded: true })).toMatchObject({ field: 'password' });
  });

  it('ignores fields that are switched off', () => {
    expect(settings.qqNum.enabled).toBe(false);
    expect(registrationFailure({ ...user, qqNum: 'not digits' }, settings, { mode: 'username', passwordNeeded: true })).toBeNull();
  });
});
