import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE, commonPasswords, isCommonPassword } from './common-passwords';

describe('the common-password list', () => {
  it('ships 10,000 entries, read once into a Set (case folded)', () => {
    const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(10_000);
    const set = commonPasswords();
    expect(commonPasswords()).toBe(set);
    // Entries that differ only in case ("Password1" and "password1") are one.
    expect(set.size).toBe(new Set(lines.map((line) => line.toLowerCase())).size);
    expect(set.size).toBeGreaterThan(9_800);
  });

  it('matches trimmed and case-insensitively', () => {
    for (const common of ['123456', 'password', 'PASSWORD1', '  qwerty123  ', 'Trustno1', 'iloveyou1', 'zaq12wsx']) expect(isCommonPassword(common)).toBe(true);
    for (const rare of ['Secret123', 'Demo2026pass', 'contraseña 2026', 'password 1', '']) expect(isCommonPassword(rare)).toBe(false);
  });
});
