import { validateConfirm, validateField, validatePassword, validateUsername, type api, type ValidationResult } from '@suite/shared';

export type RegisterField = 'account' | 'password' | 'confirmPassword' | 'nickname';
export type RegisterValues = Record<RegisterField, string>;

/** Longest nickname we send (the contract sets none; longer is refused here, never cut). */
export const NICKNAME_MAX = 20;

/**
 * The account and password rules of registration (spec 1 §5, as the host's register form applies
 * them): the fixed rules, then the operator's username/password settings when they have loaded, which
 * can only make them stricter. Nickname is optional.
 */
export function checkRegisterValues(
  values: RegisterValues,
  settings: api.RegisterFieldSettings | undefined,
): Partial<Record<RegisterField, ValidationResult | 'nicknameTooLong'>> {
  const stricter = (value: string, setting: api.RegisterFieldSetting | undefined): ValidationResult =>
    setting?.enabled ? validateField(value, { ...setting, required: true }) : null;
  return {
    account: validateUsername(values.account) ?? stricter(values.account, settings?.username),
    password: validatePassword(values.password) ?? stricter(values.password, settings?.password),
    confirmPassword: validateConfirm(values.confirmPassword, values.password),
    nickname: [...values.nickname.trim()].length > NICKNAME_MAX ? 'nicknameTooLong' : null,
  };
}

/** The form field a server refusal names (`value.field`), if it is one of ours. */
export function refusedField(value: unknown): RegisterField | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as { field?: unknown }).field;
  if (field === 'username') return 'account';
  return field === 'account' || field === 'password' || field === 'nickname' ? field : undefined;
}
