import { validateField, validatePassword, type api, type ValidationResult } from '@suite/shared';

/** Longest password the change-password call accepts. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new login password, checked as registration checks it (and as the server does on change): the
 * fixed rule of spec 1 §5 (over 6 characters, letters and numbers), then the server's password
 * setting (pattern and length) when it has loaded.
 */
export function validateNewPassword(value: string, setting: api.RegisterFieldSetting | undefined): ValidationResult {
  return validatePassword(value) ?? (setting ? validateField(value, { ...setting, enabled: true, required: true }) : null);
}
