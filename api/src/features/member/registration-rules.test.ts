import type { RegisterFieldSettings, RegistrationUser } from '@suite/shared/contract';
import { REGISTER_FIELDS_SEED } from '../../seed/system-seed';
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
    for (const weak of ['123456', 'abcdefgh', 'abc123']) {
      expect(passwordFailure('password', weak, settings.password)?.key).toBe('validation.password');
    }
    expect(passwordFailure('password', 'abc1234', settings.password)).toBeNull();
    expect(passwordFailure('password', `a1${'x'.repeat(30)}`, settings.password)?.key).toBe('validation.pattern.password.range');
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
