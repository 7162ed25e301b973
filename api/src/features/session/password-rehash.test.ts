/**
 * Hashes of an older (lower) scrypt cost are replaced by one of today's cost at the next right
 * password: the login password at login, the payment password at its next check (issue 11).
 */
import type { FastifyInstance } from 'fastify';
import { findMemberByAccount, replacePasswordHash } from '../accounts/member-repository';
import { checkPaymentPassword } from '../cashier/payment-password';
import { loginToken, loginWith, startAccountsApp } from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, TEST_PASSWORD_HASH_COST, type TestDatabase } from '../../testing/test-databases';
import { hashPassword, passwordHashCost, verifyPassword } from './password-hash';

const OLDER = { ...TEST_PASSWORD_HASH_COST, ln: TEST_PASSWORD_HASH_COST.ln - 1 };
const costOf = (hash: string) => /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$/.exec(hash)?.slice(1).map(Number);

describe.each(TEST_DATABASE_KINDS)('re-hashing older password hashes on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, test, close } = await startAccountsApp(kind));
  }, 120_000);
  afterAll(() => close?.());

  const storedHash = async (account: string) => (await findMemberByAccount(test.db, account))?.passwordHash as string;

  it('stores a hash of the configured cost at the next successful login, and only then', async () => {
    expect(passwordHashCost()).toEqual(TEST_PASSWORD_HASH_COST);
    const member = await findMemberByAccount(test.db, 'demo_player');
    const older = await hashPassword('Demo2026pass', OLDER);
    await replacePasswordHash(test.db, member!.id, older);

    // A wrong password changes nothing.
    expect(envelope(await loginWith(app, { username: 'demo_player', password: 'Wrong2026x' }, { remoteAddress: '10.12.0.1' })).success).toBe(false);
    expect(await storedHash('demo_player')).toBe(older);

    expect(await loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: '10.12.0.2' })).toEqual(expect.any(String));
    const renewed = await storedHash('demo_player');
    expect(renewed).not.toBe(older);
    expect(costOf(renewed)).toEqual([TEST_PASSWORD_HASH_COST.ln, TEST_PASSWORD_HASH_COST.r, TEST_PASSWORD_HASH_COST.p]);
    await expect(verifyPassword('Demo2026pass', renewed)).resolves.toBe(true);

    // A current hash is left alone; the password still opens the account.
    expect(await loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: '10.12.0.3' })).toEqual(expect.any(String));
    expect(await storedHash('demo_player')).toBe(renewed);
  });

  it('never puts back a password changed between the check and the re-hash', async () => {
    const member = await findMemberByAccount(test.db, 'demo_agent');
    const older = await hashPassword('Agent2026pass', OLDER);
    await replacePasswordHash(test.db, member!.id, older);
    const changed = await hashPassword('Changed 2026 pass');
    await replacePasswordHash(test.db, member!.id, changed);
    // The login that read `older` arrives late with its re-hash of the old password.
    await replacePasswordHash(test.db, member!.id, await hashPassword('Agent2026pass'), older);
    expect(await storedHash('demo_agent')).toBe(changed);
  });

  it('re-hashes an older payment password at its next right check, not at a wrong one', async () => {
    const member = await findMemberByAccount(test.db, 'demo_weak');
    const older = await hashPassword('246810', OLDER);
    await test.db.query('UPDATE member SET payment_password_hash = $2 WHERE id = $1', [member!.id, older]);
    const paymentHash = async () =>
      (await test.db.query<{ hash: string }>('SELECT payment_password_hash AS hash FROM member WHERE id = $1', [member!.id])).rows[0]?.hash as string;

    await expect(checkPaymentPassword(test.db, member!.id, '135790')).rejects.toThrow();
    expect(await paymentHash()).toBe(older);
    await checkPaymentPassword(test.db, member!.id, '246810');
    const renewed = await paymentHash();
    expect(costOf(renewed)?.[0]).toBe(TEST_PASSWORD_HASH_COST.ln);
    await expect(verifyPassword('246810', renewed)).resolves.toBe(true);
  });
});
