import {
  DEFAULT_SCRYPT_COST,
  dummyHash,
  hashPassword,
  needsRehash,
  passwordHashCost,
  passwordHashCostFromEnv,
  setPasswordHashCost,
  verifyPassword,
} from './password-hash';

/** A cheap cost for the tests below the first (the default's own test runs it for real). */
const FAST = { ln: 11, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes at N = 2^17, r = 8, p = 1 by default (OWASP), off the event loop', async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ ln: 17, r: 8, p: 1 });
    expect(passwordHashCostFromEnv({})).toEqual({ ln: 17, r: 8, p: 1 });
    // This file does not load the test databases (which lower it): the module's own default.
    expect(passwordHashCost()).toEqual({ ln: 17, r: 8, p: 1 });

    // 128 MiB of scrypt (above Node's default maxmem) runs on the pool while timers keep firing.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const stored = await hashPassword('Demo2026pass').finally(() => clearInterval(timer));
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(ticks).toBeGreaterThan(0);
    await expect(verifyPassword('Demo2026pass', stored)).resolves.toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('reads the cost from SUITE_SCRYPT_LN and refuses a weak or absurd one', () => {
    expect(passwordHashCostFromEnv({ SUITE_SCRYPT_LN: ' 18 ' })).toEqual({ ln: 18, r: 8, p: 1 });
    for (const bad of ['13', '21', '17.5', 'high']) {
      expect(() => passwordHashCostFromEnv({ SUITE_SCRYPT_LN: bad })).toThrow(/SUITE_SCRYPT_LN must be an integer from 14 to 20/);
    }
  });

  describe('at a test cost', () => {
    beforeAll(() => setPasswordHashCost(FAST));
    afterAll(() => setPasswordHashCost(DEFAULT_SCRYPT_COST));

    it('stores scrypt with its cost and a per-hash salt, and verifies only the right password', async () => {
      const first = await hashPassword('Demo2026pass');
      const second = await hashPassword('Demo2026pass');
      expect(first).toMatch(/^\$scrypt\$ln=11,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(second).not.toBe(first);
      await expect(verifyPassword('Demo2026pass', first)).resolves.toBe(true);
      await expect(verifyPassword('demo2026pass', first)).resolves.toBe(false);
      await expect(verifyPassword('', first)).resolves.toBe(false);
      expect(needsRehash(first)).toBe(false);
    });

    it('verifies with the cost written in the hash, and asks to rehash only weaker ones', async () => {
      const older = await hashPassword('Old2026pass', { ln: 10, r: 8, p: 1 });
      const smallerBlocks = await hashPassword('Old2026pass', { ln: 11, r: 4, p: 1 });
      const stronger = await hashPassword('Old2026pass', { ln: 12, r: 8, p: 1 });
      expect(older).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
      for (const stored of [older, smallerBlocks, stronger]) await expect(verifyPassword('Old2026pass', stored)).resolves.toBe(true);
      expect(needsRehash(older)).toBe(true);
      expect(needsRehash(smallerBlocks)).toBe(true);
      expect(needsRehash(stronger)).toBe(false);
      expect(needsRehash('$scrypt$ln=15,r=8,p=1$AAAA$AAAA')).toBe(false);
    });

    it('treats the same password in composed and decomposed Unicode as one, spaces included', async () => {
      const stored = await hashPassword('contraseña segura 1');
      await expect(verifyPassword('contrasen\u0303a segura 1', stored)).resolves.toBe(true);
      await expect(verifyPassword('contraseñasegura 1', stored)).resolves.toBe(false);
    });

    it('refuses malformed or absurd-cost hashes without throwing', async () => {
      await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
      await expect(verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).resolves.toBe(false);
      await expect(verifyPassword('x', '$scrypt$ln=9,r=8,p=1$AAAA$AAAA')).resolves.toBe(false);
      expect(needsRehash('plain-text')).toBe(true);
    });

    it('has a dummy hash that no password opens, made once', async () => {
      const dummy = await dummyHash();
      expect(await dummyHash()).toBe(dummy);
      await expect(verifyPassword('123456', dummy)).resolves.toBe(false);
    });
  });
});
