/**
 * The registration form checked on the server with the client's own rules (the pure validation
 * engine of @suite/shared): each field against its setting (enabled, required, acceptedPattern,
 * min/max length), the confirmation, and the password rule of spec 1 §5.
 */
import type { FieldFailure, RegisterFieldName, RegisterFieldSetting, RegisterFieldSettings, RegistrationUser } from '@suite/shared/contract';
import { normalizeMobile, validateConfirm, validateField, validateMobile, validatePassword, type ValidationResult } from '@suite/shared/validation';
import { COMMON_PASSWORD_KEY, isCommonPassword } from '../accounts/common-passwords';
import { matchesOperatorPattern } from '../site-settings/operator-pattern';

export type RegistrationMode = 'username' | 'mobile';

/** Optional fields stored as given (when their setting is on). */
export const PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegisterFieldName[];

const asFailure = (field: FieldFailure['field'], result: ValidationResult): FieldFailure | null =>
  result ? { field, key: result.key, params: result.params } : null;

/** Never matches (and runs in constant time): yields the shared engine's pattern failure for a field. */
const NO_MATCH = '[^\\s\\S]';

/**
 * validateField of @suite/shared with the operator's pattern run by RE2 in linear time
 * (site-settings/operator-pattern.ts) instead of a backtracking RegExp: the required and length
 * checks, then the pattern, with the same message key and params as the shared engine's.
 */
function checkField(value: string | null | undefined, setting: RegisterFieldSetting | null | undefined): ValidationResult {
  if (!setting?.enabled) return null;
  const basic = validateField(value, { ...setting, acceptedPattern: '*' });
  const text = (value ?? '').trim();
  if (basic || text === '' || matchesOperatorPattern(text, setting.acceptedPattern)) return basic;
  return validateField(value, { ...setting, acceptedPattern: NO_MATCH });
}

const needed = (setting: RegisterFieldSetting): RegisterFieldSetting => ({ ...setting, enabled: true, required: true });
const optional = (setting: RegisterFieldSetting): RegisterFieldSetting => ({ ...setting, enabled: true, required: false });

/**
 * A new password: the fixed floor (over 6, letters and numbers of any script, spaces allowed), then
 * the operator's password setting (pattern and length: it can only make the rule stricter), then
 * the list of the 10,000 most common passwords (key COMMON_PASSWORD_KEY).
 */
export function passwordFailure(
  field: FieldFailure['field'],
  value: string | undefined,
  setting: RegisterFieldSetting,
): FieldFailure | null {
  return (
    asFailure(field, validatePassword(value)) ??
    asFailure(field, checkField(value, needed(setting))) ??
    (isCommonPassword(value ?? '') ? { field, key: COMMON_PASSWORD_KEY, params: {} } : null)
  );
}

/**
 * The account name and password of a member someone else registers (an agent's downline, issue 23):
 * the registration's own rules for the username and the password, nothing else.
 */
export function credentialsFailure(username: string, password: string, settings: RegisterFieldSettings): FieldFailure | null {
  return asFailure('username', checkField(username, needed(settings.username))) ?? passwordFailure('password', password, settings.password);
}

export interface RegistrationCheck {
  mode: RegistrationMode;
  /** Mobile registration asks for a password only with MOBILENUMPASSREG3. */
  passwordNeeded: boolean;
}

/** The first field at fault, or null. Captcha, SMS code and affiliate code are checked by the caller. */
export function registrationFailure(
  input: RegistrationUser & { countryDialingCode?: string },
  settings: RegisterFieldSettings,
  { mode, passwordNeeded }: RegistrationCheck,
): FieldFailure | null {
  const username =
    mode === 'username' || input.username?.trim()
      ? asFailure('username', checkField(input.username, mode === 'username' ? needed(settings.username) : optional(settings.username)))
      : null;
  if (username) return username;

  if (passwordNeeded || input.password) {
    const password = passwordFailure('password', input.password, settings.password);
    if (password) return password;
    const confirm = asFailure('confirmPassword', validateConfirm(input.confirmPassword, input.password));
    if (confirm) return confirm;
  }

  // The one mobile rule of every phone field (docs/phone-numbers.md: spaces, dashes and the country's
  // +code accepted), then the operator's setting on the number as it is stored.
  const mobileSetting = mode === 'mobile' ? needed(settings.mobileNum) : settings.mobileNum;
  const mobileGiven = mobileSetting.enabled && (input.mobileNum ?? '').trim() !== '';
  const mobile = mobileGiven
    ? (asFailure('mobileNum', validateMobile(input.mobileNum, input.countryDialingCode)) ??
      asFailure('mobileNum', checkField(normalizeMobile(input.mobileNum, input.countryDialingCode), mobileSetting)))
    : asFailure('mobileNum', checkField(input.mobileNum, mobileSetting));
  if (mobile) return mobile;

  for (const field of [...PROFILE_FIELDS, 'affiliateCode'] as const) {
    const failure = asFailure(field, checkField(input[field], settings[field]));
    if (failure) return failure;
  }
  return null;
}
