import {
  api,
  DEFAULT_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  validateConfirm,
  validateField,
  normalizeMobile,
  validateMobile,
  validatePassword,
  validateRequired,
  validateUsername,
  type ValidationResult,
} from '@suite/shared';
import type { InputHTMLAttributes } from 'react';
import { MOBILE_INPUT_MAX, validateMaxLength } from '../auth/input-limits';
import type { RegisterType } from '../auth/login-modes';
import './register-texts';

export type FieldName = api.RegisterFieldName;
export type RegisterValues = Record<FieldName, string>;
export type RegisterSettings = api.RegisterFieldSettings;

/** The order fields appear in; the affiliate code and the captcha come last. */
export const FIELD_ORDER: readonly FieldName[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

export function emptyValues(): RegisterValues {
  return Object.fromEntries(api.REGISTER_FIELD_NAMES.map((name) => [name, ''])) as RegisterValues;
}

/** The registration switches that shape the form (spec 1 §3). */
export interface RegisterContext {
  type: RegisterType;
  /** MOBILENUMPASSREG3: a password is also chosen in mobile registration. */
  mobilePassword: boolean;
  /** REGMOBVERF3: the number is verified with an SMS code. */
  smsVerification: boolean;
  /** The affiliate-code field is hidden because the URL's code was verified. */
  affiliateHidden: boolean;
}

export interface FieldRule {
  shown: boolean;
  /** Required whatever the server's setting says (the registration type needs it). */
  forced: boolean;
}

/**
 * Which fields show and which the type needs: a field shows when its setting is enabled (spec 1
 * §5); on top of that the username type always asks for username and password, the mobile type
 * for the number (and the SMS code with REGMOBVERF3, the password with MOBILENUMPASSREG3), and the
 * SMS code never shows without SMS verification.
 */
export function fieldRule(name: FieldName, settings: RegisterSettings, context: RegisterContext): FieldRule {
  const enabled = settings[name]?.enabled === true;
  const mobile = context.type === 'registerMobile';
  switch (name) {
    case 'username':
      return { shown: !mobile, forced: !mobile };
    case 'password':
    case 'confirmPassword': {
      const needed = !mobile || context.mobilePassword;
      return { shown: needed, forced: needed };
    }
    case 'mobileNum':
      return { shown: mobile || enabled, forced: mobile };
    case 'verificationCode': {
      const needed = mobile && context.smsVerification;
      return { shown: needed, forced: needed };
    }
    case 'affiliateCode':
      return { shown: enabled && !context.affiliateHidden, forced: false };
    case 'paymentPassword':
      return { shown: enabled, forced: enabled };
    default:
      return { shown: enabled, forced: false };
  }
}

/** Rules for a field the type needs but the server's settings switch off. */
const FALLBACK_RULES: Partial<Record<FieldName, (value: string) => ValidationResult>> = {
  username: validateUsername,
  password: validatePassword,
};

/**
 * The mobile number (docs/phone-numbers.md): the one mobile rule of every phone field (7 to 15 digits,
 * spaces and dashes and the picked country's +code accepted), then the operator's setting (pattern
 * and length) on the number as it is sent.
 */
function validateMobileField(value: string, setting: api.RegisterFieldSetting | undefined, rule: FieldRule, dialingCode: string): ValidationResult {
  if (value.trim() === '') return rule.forced || (setting?.enabled && setting.required) ? validateRequired(value) : null;
  const tooLong = validateMaxLength(value, MOBILE_INPUT_MAX);
  if (tooLong) return tooLong;
  const mobile = validateMobile(value, dialingCode);
  if (mobile || !setting?.enabled) return mobile;
  return validateField(normalizeMobile(value, dialingCode), { ...setting, required: false });
}

/**
 * One field's check (spec 1 §5): the server's pattern and length with the message of its patternId,
 * required when flagged or needed by the type; confirm password must equal the password
 * (inconsistent_twice). `dialingCode`: the country picked for the mobile number.
 */
export function validateRegisterField(name: FieldName, values: RegisterValues, settings: RegisterSettings, rule: FieldRule, dialingCode = ''): ValidationResult {
  if (!rule.shown) return null;
  if (name === 'mobileNum') return validateMobileField(values.mobileNum, settings.mobileNum, rule, dialingCode);
  // Over-long input (as typed, spaces included) is refused naming the limit; the input never cuts it.
  const tooLong = validateMaxLength(values[name], fieldMaxLength(name, settings));
  if (tooLong) return tooLong;
  if (name === 'confirmPassword') return validateConfirm(values.confirmPassword, values.password);
  const setting = settings[name];
  if (!setting?.enabled) {
    const fallback = FALLBACK_RULES[name];
    if (fallback) return fallback(values[name]);
    return rule.forced ? validateRequired(values[name]) : null;
  }
  // The password's floor (spec 1 §5: over 6, letters and numbers) holds whatever the setting says:
  // the operator's pattern and length can only make it stricter.
  const floor = name === 'password' && values.password.trim() !== '' ? validatePassword(values.password) : null;
  return floor ?? validateField(values[name], { ...setting, required: setting.required || rule.forced });
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>;

export const FIELD_INPUTS: Record<FieldName, InputProps> = {
  username: { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  payeeName: { autoComplete: 'name', autoCapitalize: 'characters', spellCheck: false },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  mobileNum: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  recommenderId: { autoComplete: 'off', spellCheck: false },
  captcha: { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  affiliateCode: { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
  line: { autoComplete: 'off', spellCheck: false },
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  facebook: { autoComplete: 'off', spellCheck: false },
  wechat: { autoComplete: 'off', spellCheck: false },
  idNumber: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
};

/**
 * The longest value a field takes: its server setting's maxLength when the setting is on (spec 1 §5),
 * else the built-in rule's (username 15), else the 255 of spec 1 §9.
 */
export function fieldMaxLength(name: FieldName, settings: RegisterSettings): number {
  // A number as typed: its digits are counted by the mobile rule and the setting, once spaces and dashes are gone.
  if (name === 'mobileNum') return MOBILE_INPUT_MAX;
  const setting = settings[name];
  if (setting?.enabled) return setting.maxLength > 0 ? setting.maxLength : DEFAULT_MAX_LENGTH;
  return name === 'username' ? USERNAME_MAX_LENGTH : DEFAULT_MAX_LENGTH;
}

/** The length words of a help text: `register.length.<kind>` with its numbers. */
export interface HelpLength {
  key: 'register.length.range' | 'register.length.exact' | 'register.length.upTo' | 'register.length.atLeast';
  params: { min: number; max: number };
}

/**
 * The length a field's help text states: the server's per-field min and max
 * (GET /wps/system/setting/register) when its setting is on, so the help always matches the check;
 * otherwise the built-in rule the form then applies (username 2-15, password over 6).
 */
/** The new-password rule's length when no operator setting changes it (registration, password forms). */
export const PASSWORD_HELP_LENGTH: HelpLength = { key: 'register.length.atLeast', params: { min: PASSWORD_MIN_LENGTH, max: DEFAULT_MAX_LENGTH } };

export function helpLength(name: FieldName, settings: RegisterSettings): HelpLength {
  const setting = settings[name];
  if (setting?.enabled) {
    const min = Math.max(0, setting.minLength);
    const max = Math.max(min, fieldMaxLength(name, settings));
    const key = min === max ? 'register.length.exact' : min === 0 ? 'register.length.upTo' : 'register.length.range';
    return { key, params: { min, max } };
  }
  if (name === 'username') return { key: 'register.length.range', params: { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH } };
  if (name === 'password') return PASSWORD_HELP_LENGTH;
  return { key: 'register.length.upTo', params: { min: 0, max: DEFAULT_MAX_LENGTH } };
}

/** Fields with a help text of spec 1 §5. */
export const FIELDS_WITH_HELP: ReadonlySet<FieldName> = new Set(['username', 'password', 'payeeName']);

/**
 * The request body from the fields that show (trimmed; passwords as typed; the mobile number without
 * its spaces, dashes and the picked country's +code).
 */
export function registrationUser(values: RegisterValues, shown: (name: FieldName) => boolean, dialingCode = ''): api.RegistrationUser {
  const user: api.RegistrationUser = {};
  for (const name of api.REGISTER_FIELD_NAMES) {
    if (name === 'captcha' || !shown(name)) continue;
    const raw = values[name];
    const value =
      name === 'password' || name === 'confirmPassword' || name === 'paymentPassword'
        ? raw
        : name === 'mobileNum'
          ? normalizeMobile(raw, dialingCode)
          : raw.trim();
    if (value !== '') user[name] = value;
  }
  return user;
}
