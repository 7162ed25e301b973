/**
 * The outbox's triggers (migrations 160 and 190) straight on the database, on PGlite and, with
 * DATABASE_URL, on PostgreSQL: one member_event row and one notification per member of a committed
 * transaction with all its kinds, nothing for what a savepoint rolled back, a batch of hundreds of
 * members (the marks written as they grow), and a session whose search_path does not name the schema.
 */
import type { Database, Queryable } from '../../db/database';
import { readChannel } from './event-store';
import { until } from './testing/sse-client';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

interface EventRow {
  member_id: string;
  kinds: string[];
}

describe.each(TEST_DATABASE_KINDS)('member_event triggers on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let schema: string;
  let demoPlayer: string;
  const notified: { m: string; k: string[] }[] = [];
  const payloads: Record<string, unknown>[] = [];
  let stopListening: () => Promise<void>;

  /** Member wallets (no member row needed: ledger_account only names the member). */
  const wallets = async (members: string[]): Promise<void> => {
    await db.query(`INSERT INTO ledger_account (owner, member_id, wallet) SELECT 'member', m, 'MAIN' FROM unnest($1::text[]) AS m`, [members]);
  };
  const credit = (tx: Queryable, member: string) =>
    tx.query(`UPDATE ledger_account SET balance = balance + 1 WHERE owner = 'member' AND member_id = $1 AND wallet = 'MAIN'`, [member]);
  const newest = async (after: number): Promise<EventRow[]> =>
    (await db.query<EventRow>('SELECT member_id, kinds FROM member_event WHERE id > $1 ORDER BY id', [after])).rows;
  const lastId = async (): Promise<number> => Number((await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM member_event')).rows[0]?.id);
  const settle = () => new Promise((resolve) => setTimeout(resolve, kind === 'postgres' ? 300 : 20));

  beforeAll(async () => {
    test = await openPreparedTestDatabase(kind);
    db = test.db;
    schema = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]?.schema as string;
    demoPlayer = (await db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_player'`)).rows[0]?.id as string;
    stopListening = await db.listen(await readChannel(db), (payload) => {
      const value = JSON.parse(payload) as { m?: string; k?: string[] };
      if (value.m && value.k) notified.push({ m: value.m, k: value.k });
      payloads.push(value);
    });
  }, 60_000);

  afterAll(async () => {
    await stopListening();
    await test.dispose();
  });

  beforeEach(() => {
    notified.splice(0);
    payloads.splice(0);
  });

  it('writes one row per member of a transaction, in order of first change, with every kind of it, and notifies each', async () => {
    await wallets(['trg_a', 'trg_b']);
    const before = await lastId();
    await db.transaction(async (tx) => {
      await credit(tx, 'trg_b');
      await credit(tx, 'trg_a');
      await credit(tx, 'trg_b');
      await tx.query(`UPDATE ledger_account SET balance = balance + 1 WHERE owner = 'member' AND member_id = $1 AND wallet = 'MAIN'`, [demoPlayer]);
      await tx.query(`INSERT INTO member_message (member_id, title, content) VALUES ($1, 'Hola', 'Hola')`, [demoPlayer]);
    });
    expect(await newest(before)).toEqual([
      { member_id: 'trg_b', kinds: ['balance'] },
      { member_id: 'trg_a', kinds: ['balance'] },
      { member_id: demoPlayer, kinds: ['balance', 'messages'] },
    ]);
    await until(() => notified.length >= 3);
    await settle();
    expect(notified).toEqual([
      { m: 'trg_b', k: ['balance'] },
      { m: 'trg_a', k: ['balance'] },
      { m: demoPlayer, k: ['balance', 'messages'] },
    ]);
  });

  it('writes a one-member transaction (a money move, migration 200) as one row with its kinds sorted, notified like any other', async () => {
    const before = await lastId();
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO member_message (member_id, title, content) VALUES ($1, 'Hola', 'Hola')`, [demoPlayer]);
      await credit(tx, demoPlayer);
      await credit(tx, demoPlayer);
    });
    expect(await newest(before)).toEqual([{ member_id: demoPlayer, kinds: ['balance', 'messages'] }]);
    const row = (await db.query<{ id: string; created_at: Date }>('SELECT id::text AS id, created_at FROM member_event WHERE id > $1', [before])).rows[0];
    await until(() => payloads.length >= 1);
    await settle();
    expect(payloads).toEqual([{ id: row?.id, m: demoPlayer, k: ['balance', 'messages'], o: null, s: null, at: expect.any(String) }]);
    expect(new Date(payloads[0]?.at as string).getTime()).toBe(row?.created_at.getTime());
  });

  it('writes nothing for a transaction rolled back or a change a savepoint rolled back, and the rest of it still counts', async () => {
    await wallets(['trg_c', 'trg_d']);
    const before = await lastId();
    await expect(
      db.transaction(async (tx) => {
        await credit(tx, 'trg_c');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // The first change of the transaction rolled back to a savepoint: a later one must still be written.
    await db.transaction(async (tx) => {
      await tx.query('SAVEPOINT first');
      await credit(tx, 'trg_c');
      await tx.query('ROLLBACK TO SAVEPOINT first');
      await credit(tx, 'trg_d');
    });
    // A change after the first, rolled back to a savepoint: the first is written alone.
    await db.transaction(async (tx) => {
      await credit(tx, 'trg_d');
      await tx.query('SAVEPOINT second');
      await credit(tx, 'trg_c');
      await tx.query('ROLLBACK TO SAVEPOINT second');
    });
    expect(await newest(before)).toEqual([
      { member_id: 'trg_d', kinds: ['balance'] },
      { member_id: 'trg_d', kinds: ['balance'] },
    ]);
  });

  it('writes every member of a batch of hundreds changed by one statement, once each', async () => {
    const members = Array.from({ length: 600 }, (_, i) => `trg_batch_${String(i).padStart(3, '0')}`);
    await wallets(members);
    const before = await lastId();
    await db.query(`UPDATE ledger_account SET balance = balance + 1 WHERE owner = 'member' AND member_id LIKE 'trg_batch_%'`);
    const rows = await newest(before);
    expect(rows).toHaveLength(members.length);
    expect(new Set(rows.map((row) => row.member_id))).toEqual(new Set(members));
    expect(rows.every((row) => row.kinds.length === 1 && row.kinds[0] === 'balance')).toBe(true);
  });

  it("writes this schema's outbox from a session whose search_path does not name it", async () => {
    await wallets(['trg_e']);
    const before = await lastId();
    await db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('search_path', 'pg_catalog', true)`);
      await tx.query(
        `UPDATE "${schema}".ledger_account SET balance = balance + 1 WHERE owner = 'member' AND member_id = 'trg_e' AND wallet = 'MAIN'`,
      );
    });
    expect(await newest(before)).toEqual([{ member_id: 'trg_e', kinds: ['balance'] }]);
  });
});
