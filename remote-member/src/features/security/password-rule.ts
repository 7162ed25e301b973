import { validateField, validatePassword, type api, type ValidationResult } from '@suite/shared';

/** Longest password the change-password call accepts. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new login password, checked as registration checks it (and as the server does on change): the
 * fixed floor of spec 1 §5 (over 6 characters, letters and numbers of any script, spaces allowed),
 * then the server's password setting (pattern and length) when it has loaded, which can only make
 * it stricter. A password among the 10,000 most common is refused by the server alone (its message
 * shows under the field).
 */
export function validateNewPassword(value: string, setting: api.RegisterFieldSetting | undefined): ValidationResult {
  return validatePassword(value) ?? (setting ? validateField(value, { ...setting, enabled: true, required: true }) : null);
}
