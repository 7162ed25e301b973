import { migrate, readMigrations } from '../db/migrate';
import { prepareDatabase } from '../db/prepare';
import { countingDatabase } from '../testing/counting-database';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-databases';
import {
  balanceAfter,
  houseAccount,
  housePoints,
  memberAccount,
  memberPoints,
  pointsAfter,
  postJournal,
  postPointsJournal,
  readAccountBalance,
  readPointsBalance,
} from './ledger';
import { checkLedger } from './ledger-check';

describe.each(TEST_DATABASE_KINDS)('the ledger on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await prepareDatabase(test.db);
  });
  afterAll(() => test.dispose());

  const deposit = (member: string, amount: string, reference = 'D1') =>
    test.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'deposit',
        reference,
        memberId: member,
        legs: [
          { account: houseAccount('BANK'), amount: `-${amount}`, entryType: 'deposit' },
          { account: memberAccount(member, 'MAIN'), amount, entryType: 'deposit' },
        ],
      }),
    );

  it('posts a balanced journal, keeps each balance and the balance after every posting', async () => {
    const posted = await deposit('ledger-a', '10.25');
    expect(balanceAfter(posted, memberAccount('ledger-a', 'MAIN'))).toBe('10.25');
    await deposit('ledger-a', '0.75');
    expect(await readAccountBalance(test.db, memberAccount('ledger-a', 'MAIN'))).toBe('11.00');
    const { rows } = await test.db.query<{ amount: string; balance_after: string; entry_type: string }>(
      `SELECT p.amount, p.balance_after, p.entry_type FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id
        WHERE a.member_id = 'ledger-a' ORDER BY p.id`,
    );
    expect(rows).toEqual([
      { amount: '10.25', balance_after: '10.25', entry_type: 'deposit' },
      { amount: '0.75', balance_after: '11.00', entry_type: 'deposit' },
    ]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
  });

  it('posts a journal in two round trips once its accounts exist: lock in id order, then one write', async () => {
    const counting = countingDatabase(test.db);
    const post = (reference: string) =>
      counting.db.transaction((tx) =>
        postJournal(tx, {
          kind: 'game_round',
          reference,
          memberId: 'ledger-trips',
          legs: [
            { account: memberAccount('ledger-trips', 'MAIN'), amount: '-1.00', entryType: 'bet' },
            { account: houseAccount('GAME'), amount: '1.00', entryType: 'bet' },
            { account: houseAccount('GAME'), amount: '-2.50', entryType: 'win' },
            { account: memberAccount('ledger-trips', 'MAIN'), amount: '2.50', entryType: 'win' },
          ],
        }),
      );
    await deposit('ledger-trips', '5.00', 'D-trips');
    counting.reset();
    const posted = await post('R-trips-1');
    expect(counting.statements).toHaveLength(2);
    expect(counting.statements[0]).toMatch(/ORDER BY a\.id FOR UPDATE/);
    expect(balanceAfter(posted, memberAccount('ledger-trips', 'MAIN'))).toBe('6.50');
    // A wallet used for the first time is created first: two more statements, that once.
    counting.reset();
    await counting.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'wallet_transfer',
        reference: 'T-trips',
        memberId: 'ledger-trips',
        legs: [
          { account: memberAccount('ledger-trips', 'MAIN'), amount: '-1.00', entryType: 'transferOut' },
          { account: memberAccount('ledger-trips', 'TRIPS'), amount: '1.00', entryType: 'transferIn' },
        ],
      }),
    );
    expect(counting.statements).toHaveLength(4);
    const { rows } = await test.db.query<{ entry_type: string; amount: string; balance_after: string }>(
      `SELECT p.entry_type, p.amount, p.balance_after FROM ledger_posting p JOIN ledger_journal j ON j.id = p.journal_id
        WHERE j.reference = 'R-trips-1' ORDER BY p.id`,
    );
    // The postings keep the legs' order, each with the balance after it.
    expect(rows).toEqual([
      { entry_type: 'bet', amount: '-1.00', balance_after: '4.00' },
      { entry_type: 'bet', amount: '1.00', balance_after: expect.any(String) },
      { entry_type: 'win', amount: '-2.50', balance_after: expect.any(String) },
      { entry_type: 'win', amount: '2.50', balance_after: '6.50' },
    ]);
    expect(await readAccountBalance(test.db, memberAccount('ledger-trips', 'MAIN'))).toBe('5.50');
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
  });

  it('refuses an unbalanced or zero journal as a programming error, and moves nothing', async () => {
    const unbalanced = test.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'deposit',
        reference: 'bad',
        legs: [
          { account: houseAccount('BANK'), amount: '-1.00', entryType: 'deposit' },
          { account: memberAccount('ledger-a', 'MAIN'), amount: '1.01', entryType: 'deposit' },
        ],
      }),
    );
    await expect(unbalanced).rejects.toThrow(/unbalanced/);
    await expect(deposit('ledger-a', '0.00')).rejects.toThrow(/never zero/);
    expect(await readAccountBalance(test.db, memberAccount('ledger-a', 'MAIN'))).toBe('11.00');
  });

  it('never takes a member account below zero, whatever runs at once', async () => {
    await deposit('ledger-b', '5.00');
    const spend = () =>
      test.db
        .transaction((tx) =>
          postJournal(tx, {
            kind: 'game_round',
            reference: 'R',
            memberId: 'ledger-b',
            legs: [
              { account: memberAccount('ledger-b', 'MAIN'), amount: '-1.00', entryType: 'bet' },
              { account: houseAccount('GAME'), amount: '1.00', entryType: 'bet' },
            ],
          }),
        )
        .then(
          () => 'ok',
          (error: { value?: { code?: string } }) => error.value?.code ?? 'error',
        );
    const results = await Promise.all(Array.from({ length: 12 }, spend));
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
    expect(results.filter((result) => result === 'insufficientBalance')).toHaveLength(7);
    expect(await readAccountBalance(test.db, memberAccount('ledger-b', 'MAIN'))).toBe('0.00');
  });

  it('moves money both ways between two members at once without deadlocks (accounts locked in id order)', async () => {
    await deposit('ledger-c', '100.00');
    await deposit('ledger-d', '100.00');
    const send = (from: string, to: string) =>
      test.db.transaction((tx) =>
        postJournal(tx, {
          kind: 'upline_transfer',
          reference: `${from}->${to}`,
          memberId: from,
          legs: [
            { account: memberAccount(from, 'MAIN'), amount: '-1.00', entryType: 'uplineTransfer' },
            { account: memberAccount(to, 'MAIN'), amount: '1.00', entryType: 'uplineTransfer' },
          ],
        }),
      );
    await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? send('ledger-c', 'ledger-d') : send('ledger-d', 'ledger-c'))));
    expect(await readAccountBalance(test.db, memberAccount('ledger-c', 'MAIN'))).toBe('100.00');
    expect(await readAccountBalance(test.db, memberAccount('ledger-d', 'MAIN'))).toBe('100.00');
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
  });
});

describe.each(TEST_DATABASE_KINDS)('the points book on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await prepareDatabase(test.db);
  });
  afterAll(() => test.dispose());

  const earn = (member: string, points: number, reference: string) =>
    test.db.transaction((tx) =>
      postPointsJournal(tx, {
        kind: 'earn_round',
        reference,
        memberId: member,
        memo: { amount: `${points}.00` },
        legs: [
          { account: housePoints('POINTS_ISSUED'), points: -points, entryType: 'earn' },
          { account: memberPoints(member), points, entryType: 'earn' },
        ],
      }),
    );
  const spend = (member: string, points: number, reference: string) =>
    test.db
      .transaction((tx) =>
        postPointsJournal(tx, {
          kind: 'redeem_hold',
          reference,
          memberId: member,
          legs: [
            { account: memberPoints(member), points: -points, entryType: 'redeem' },
            { account: housePoints('POINTS_HOLD'), points, entryType: 'redeem' },
          ],
        }),
      )
      .then(
        () => 'ok',
        (error: { value?: { code?: string } }) => error.value?.code ?? 'error',
      );

  it('posts whole points in balanced journals, keeps the balance after each posting, and the check covers the book', async () => {
    const posted = await earn('points-a', 120, 'R1');
    expect(pointsAfter(posted, memberPoints('points-a'))).toBe(120);
    await earn('points-a', 30, 'R2');
    expect(await readPointsBalance(test.db, memberPoints('points-a'))).toBe(150);
    expect(await readPointsBalance(test.db, housePoints('POINTS_ISSUED'))).toBe(-150);
    const { rows } = await test.db.query<{ amount: string; balance_after: string }>(
      `SELECT p.amount::text AS amount, p.balance_after::text AS balance_after FROM points_posting p JOIN points_account a ON a.id = p.account_id
        WHERE a.member_id = 'points-a' ORDER BY p.id`,
    );
    expect(rows).toEqual([
      { amount: '120', balance_after: '120' },
      { amount: '30', balance_after: '150' },
    ]);
    const report = await checkLedger(test.db);
    expect(report).toMatchObject({ ok: true, points: { journals: 2, postings: 4, balanceMismatches: [] } });
  });

  it('refuses fractions, unbalanced and repeated journals, and moves nothing', async () => {
    await expect(earn('points-a', 1.5, 'R3')).rejects.toThrow(/whole/);
    const unbalanced = test.db.transaction((tx) =>
      postPointsJournal(tx, {
        kind: 'earn_round',
        reference: 'R4',
        legs: [
          { account: housePoints('POINTS_ISSUED'), points: -1, entryType: 'earn' },
          { account: memberPoints('points-a'), points: 2, entryType: 'earn' },
        ],
      }),
    );
    await expect(unbalanced).rejects.toThrow(/unbalanced/);
    // (kind, reference) is unique: a round earns once.
    await expect(earn('points-a', 10, 'R1')).rejects.toThrow();
    expect(await readPointsBalance(test.db, memberPoints('points-a'))).toBe(150);
  });

  it('never takes a member below zero points, whatever runs at once', async () => {
    await earn('points-b', 50, 'RB');
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) => spend('points-b', 10, `P${index}`)));
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
    expect(results.filter((result) => result === 'insufficientPoints')).toHaveLength(3);
    expect(await readPointsBalance(test.db, memberPoints('points-b'))).toBe(0);
  });

  it('finds a stored points balance that its postings do not explain', async () => {
    await test.db.query(`UPDATE points_account SET balance = balance + 1 WHERE member_id = 'points-b'`);
    const report = await checkLedger(test.db);
    expect(report.ok).toBe(false);
    expect(report.points.balanceMismatches).toEqual([expect.objectContaining({ memberId: 'points-b', stored: '1', posted: '0' })]);
    await test.db.query(`UPDATE points_account SET balance = balance - 1 WHERE member_id = 'points-b'`);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
  });

  it('a money journal and a points journal in one transaction roll back together', async () => {
    const both = test.db.transaction(async (tx) => {
      await postJournal(tx, {
        kind: 'points_convert',
        reference: 'C1',
        memberId: 'points-c',
        legs: [
          { account: houseAccount('POINTS'), amount: '-1.00', entryType: 'pointsConvert' },
          { account: memberAccount('points-c', 'MAIN'), amount: '1.00', entryType: 'pointsConvert' },
        ],
      });
      await postPointsJournal(tx, {
        kind: 'convert',
        reference: 'C1',
        memberId: 'points-c',
        legs: [
          { account: memberPoints('points-c'), points: -100, entryType: 'convert' },
          { account: housePoints('POINTS_CONVERTED'), points: 100, entryType: 'convert' },
        ],
      });
    });
    await expect(both).rejects.toMatchObject({ value: { code: 'insufficientPoints' } });
    expect(await readAccountBalance(test.db, memberAccount('points-c', 'MAIN'))).toBe('0.00');
  });
});

describe.each(TEST_DATABASE_KINDS)('the ledger migration on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('keeps every wallet balance and explains it with postings from the earlier rounds and transfers', async () => {
    const all = readMigrations();
    await migrate(test.db, all.filter((migration) => migration.version < 50));
    const db = test.db;
    const vendor = 'ZZ1';
    await db.query(`INSERT INTO game_vendor (vassalage, account_type_id, display_name, hue) VALUES ('ZZ1', 990001, 'Vendor', 10)`);
    const game = (
      await db.query<{ id: number }>(`INSERT INTO game (vassalage, game_code, game_type, name, min_bet, hue) VALUES ('ZZ1', 'g1', 'RNG', 'Game', 0.1, 20) RETURNING id`)
    ).rows[0]!.id;
    await db.query(`INSERT INTO wallets (member_id, balance) VALUES ('old-1', 120.50), ('old-2', 0), ('old-3', 7.00)`);
    {
      await db.query(`INSERT INTO vendor_wallet (member_id, vassalage, balance) VALUES ('old-1', $1, 30.00)`, [vendor]);
      await db.query(
        `INSERT INTO wallet_transfer (member_id, idempotency_key, from_wallet, to_wallet, amount, created_at)
         VALUES ('old-1', 'k1', 'MAIN', $1, 40.00, now() - interval '2 hours'), ('old-1', 'k2', $1, 'MAIN', 10.00, now() - interval '1 hour')`,
        [vendor],
      );
    }
    {
      const session = await db.query<{ id: number }>(
        `INSERT INTO game_session (token_hash, member_id, game_id, min_bet, max_bet, expires_at) VALUES ('h', 'old-3', $1, 0.1, 10, now()) RETURNING id`,
        [game],
      );
      await db.query(
        `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome, created_at)
         VALUES ('old-3', $1, $2, 'r1', 'MAIN', 2.00, 5.00, 10.00, '{}'::jsonb, now() - interval '3 hours'),
                ('old-3', $1, $2, 'r2', 'MAIN', 3.00, 0, 7.00, '{}'::jsonb, now() - interval '2 hours')`,
        [game, session.rows[0]!.id],
      );
    }
    const before = (await db.query<{ member_id: string; balance: string }>('SELECT member_id, balance FROM wallets ORDER BY member_id')).rows;
    await migrate(db, all);
    const after = (await db.query<{ member_id: string; balance: string }>('SELECT member_id, balance FROM wallets ORDER BY member_id')).rows;
    expect(after).toEqual(before);
    expect(await readAccountBalance(db, memberAccount('old-1', vendor))).toBe('30.00');
    const old3 = await db.query<{ entry_type: string; amount: string; balance_after: string }>(
      `SELECT p.entry_type, p.amount, p.balance_after FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id
        WHERE a.member_id = 'old-3' ORDER BY p.id`,
    );
    {
      // 7.00 today = opening 7.00 - 2.00 + 5.00 - 3.00
      expect(old3.rows).toEqual([
        { entry_type: 'adjustment', amount: '7.00', balance_after: '7.00' },
        { entry_type: 'bet', amount: '-2.00', balance_after: '5.00' },
        { entry_type: 'win', amount: '5.00', balance_after: '10.00' },
        { entry_type: 'bet', amount: '-3.00', balance_after: '7.00' },
      ]);
    }
    expect(await checkLedger(db)).toMatchObject({ ok: true, balanceMismatches: [], unbalancedJournals: [], brokenChains: [] });
  });
});
