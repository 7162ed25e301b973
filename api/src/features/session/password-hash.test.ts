import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores scrypt with its cost and a per-hash salt, and verifies only the right password', async () => {
    const first = await hashPassword('Demo2026pass');
    const second = await hashPassword('Demo2026pass');
    expect(first).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    await expect(verifyPassword('Demo2026pass', first)).resolves.toBe(true);
    await expect(verifyPassword('demo2026pass', first)).resolves.toBe(false);
    await expect(verifyPassword('', first)).resolves.toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('treats the same password in composed and decomposed Unicode as one', async () => {
    const stored = await hashPassword('contraseña1');
    await expect(verifyPassword('contrasen\u0303a1', stored)).resolves.toBe(true);
  });

  it('refuses malformed or absurd-cost hashes without throwing, and asks to rehash weaker ones', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).resolves.toBe(false);
    expect(needsRehash('$scrypt$ln=14,r=8,p=1$AAAA$AAAA')).toBe(true);
  });

  it('has a dummy hash that no password opens, made once', async () => {
    const dummy = await dummyHash();
    expect(await dummyHash()).toBe(dummy);
    await expect(verifyPassword('123456', dummy)).resolves.toBe(false);
  });
});
