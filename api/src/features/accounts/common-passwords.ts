/**
 * The 10,000 most common passwords (SecLists, Passwords/Common-Credentials/
 * 10-million-password-list-top-10000, MIT: common-passwords.LICENSE.txt; see docs/security.md),
 * shipped beside this file. A new password on the list is refused (ASVS 5.0 V6.2.4), compared
 * trimmed and case-insensitively. The list is read once, on first use, into a Set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const COMMON_PASSWORDS_FILE = path.join(__dirname, 'common-passwords.txt');

/** The client's message key of the refusal (the server's own message says it in ES or EN). */
export const COMMON_PASSWORD_KEY = 'validation.password_common';

let list: ReadonlySet<string> | null = null;

const canonical = (password: string): string => password.trim().normalize('NFC').toLowerCase();

export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map(canonical)
      .filter((entry) => entry !== ''),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(canonical(password));
}
