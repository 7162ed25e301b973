// PGlite's statements run prepared (pglite-prepared.ts): the same answers as PGlite.query, each text
// parsed once, errors as before, and a script run with `exec` never leaves a stale statement behind.
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { MEMORY, openPglite } from './pglite';
import { preparedStatements } from './pglite-prepared';

const SAMPLE = `SELECT $1::numeric(18,2) AS amount, $2::bigint AS id, $3::timestamptz AS at, $4::jsonb AS memo, $5::text[] AS picks,
                       $6::boolean AS open, $7::text AS missing, 'x'::text AS fixed`;
const PARAMS = ['12.50', 42, new Date('2026-11-27T10:00:00.123Z'), JSON.stringify({ a: [1, 'b'] }), ['07', '27'], true, null];

/** The messages of a buffer sent to the backend, as their type letters ('Q:' with a simple query's text). */
function describeBuffer(buffer: Uint8Array): string {
  const kinds: string[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    const type = String.fromCharCode(buffer[offset] as number);
    const length = new DataView(buffer.buffer, buffer.byteOffset + offset + 1, 4).getInt32(0);
    kinds.push(type === 'Q' ? `Q:${new TextDecoder().decode(buffer.subarray(offset + 5, offset + length)).replace(/\0$/, '')}` : type);
    offset += 1 + length;
  }
  return kinds.join(' ');
}

describe('PGlite statements, prepared', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(MEMORY);
    await db.exec('CREATE TABLE prepared_probe (id INT PRIMARY KEY, name TEXT NOT NULL)');
  });
  afterAll(() => db.close());

  const prepared = async (): Promise<string[]> =>
    (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map((row) => row.statement);

  it('answers exactly what PGlite.query answers, and parses each text once', async () => {
    const plain = await PGlite.create();
    try {
      const expected = await plain.query(SAMPLE, [...PARAMS]);
      const first = await db.query(SAMPLE, PARAMS);
      const second = await db.query(SAMPLE, PARAMS);
      expect(first.rows).toEqual(expected.rows);
      expect(second.rows).toEqual(expected.rows);
      expect(first.rows[0]).toEqual({
        amount: '12.50',
        id: 42,
        at: new Date('2026-11-27T10:00:00.123Z'),
        memo: { a: [1, 'b'] },
        picks: ['07', '27'],
        open: true,
        missing: null,
        fixed: 'x',
      });
    } finally {
      await plain.close();
    }
    expect((await prepared()).filter((text) => text === SAMPLE)).toHaveLength(1);
  });

  it('counts the rows a write changed, inside and outside a transaction', async () => {
    expect((await db.query('INSERT INTO prepared_probe (id, name) VALUES ($1, $2), ($3, $4)', [1, 'one', 2, 'two'])).rowCount).toBe(2);
    const changed = await db.transaction((tx) => tx.query('UPDATE prepared_probe SET name = upper(name) WHERE id = ANY($1::int[])', [[1, 2]]));
    expect(changed.rowCount).toBe(2);
    expect((await db.query('SELECT name FROM prepared_probe ORDER BY id')).rows).toEqual([{ name: 'ONE' }, { name: 'TWO' }]);
  });

  it('fails as before: the error names its code and statement, the database stays usable', async () => {
    const insert = 'INSERT INTO prepared_probe (id, name) VALUES ($1, $2)';
    await expect(db.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505', query: insert, params: [1, 'again'] });
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    // A failing statement in a transaction rolls all of it back; a statement prepared there stays usable.
    const inTransaction = 'INSERT INTO prepared_probe (id, name) VALUES ($1, $2) RETURNING id';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(inTransaction, [3, 'three']);
        await tx.query(insert, [1, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT count(*)::int AS n FROM prepared_probe')).rows).toEqual([{ n: 2 }]);
    expect((await db.query(inTransaction, [3, 'three'])).rows).toEqual([{ id: 3 }]);
  });

  it('forgets every statement after a script, so a changed table is read afresh', async () => {
    const all = 'SELECT * FROM prepared_probe WHERE id = $1';
    expect(Object.keys((await db.query(all, [1])).rows[0] as object)).toEqual(['id', 'name']);
    await db.exec('ALTER TABLE prepared_probe ADD COLUMN note TEXT');
    expect((await db.query(all, [1])).rows[0]).toEqual({ id: 1, name: 'ONE', note: null });
  });

  it('sends BEGIN with the first statement of a transaction, and nothing for a transaction without statements', async () => {
    const pg = await PGlite.create();
    try {
      const statements = preparedStatements(pg);
      await pg.exec('CREATE TABLE begin_probe (id INT PRIMARY KEY)');
      const calls: string[] = [];
      const send = pg.execProtocolStream.bind(pg);
      // Each call into the backend, by the kinds of message it carries (Q: a query, B: a bind).
      pg.execProtocolStream = (message, options) => {
        calls.push(describeBuffer(message));
        return send(message, options);
      };
      await statements.transaction(async () => 'nothing');
      expect(calls).toEqual([]);
      await statements.query('SELECT 1 AS warm', [], null);
      calls.length = 0;
      const inside = await statements.transaction(async (scope) => {
        await statements.query('SELECT 1 AS warm', [], scope);
        expect(pg.isInTransaction()).toBe(true);
        return (await statements.query('SELECT 1 AS warm', [], scope)).rows;
      });
      expect(inside).toEqual([{ warm: 1 }]);
      expect(calls).toEqual(['Q:BEGIN B E S', 'B E S', 'Q:COMMIT']);
      expect(pg.isInTransaction()).toBe(false);
    } finally {
      await pg.close();
    }
  });

  it('rolls a transaction back when its work throws, and refuses a COMMIT answered by ROLLBACK', async () => {
    const insert = 'INSERT INTO prepared_probe (id, name) VALUES ($1, $2)';
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM prepared_probe')).rows[0]?.n;
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [10, 'ten']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failed statement whose error the work swallowed: PostgreSQL answers the COMMIT with ROLLBACK.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [11, 'eleven']);
        await tx.query(insert, [11, 'again']).catch(() => undefined);
      }),
    ).rejects.toMatchObject({ code: '25P02', message: 'Transaction was rolled back instead of committed' });
    expect(await count()).toBe(before);
    // A script in a transaction runs after its BEGIN and rolls back with it.
    await expect(
      db.transaction(async (tx) => {
        await tx.exec(`INSERT INTO prepared_probe (id, name) VALUES (12, 'twelve'); INSERT INTO prepared_probe (id, name) VALUES (13, 'thirteen')`);
        throw new Error('undo the script');
      }),
    ).rejects.toThrow('undo the script');
    expect(await count()).toBe(before);
    await db.transaction((tx) => tx.exec(`INSERT INTO prepared_probe (id, name) VALUES (12, 'twelve')`));
    expect(await count()).toBe((before ?? 0) + 1);
    // A statement sent after its transaction ended is refused (it would run outside the transaction's lock).
    let late: Queryable | undefined;
    await db.transaction(async (tx) => {
      late = tx;
      await tx.query('SELECT 1 AS one');
    });
    await expect((late as Queryable).query('SELECT 1 AS one')).rejects.toThrow('The transaction has ended');
  });

  it('keeps at most `max` texts prepared, closing the least recently used', async () => {
    const pg = await PGlite.create();
    try {
      const statements = preparedStatements(pg, 2);
      const names = async () =>
        (await pg.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map((row) => row.statement);
      await statements.query('SELECT 1 AS a', [], null);
      await statements.query('SELECT 2 AS b', [], null);
      await statements.query('SELECT 1 AS a', [], null);
      // The third text evicts the least recently used ('SELECT 2'); it is closed with the next statement.
      expect((await statements.query('SELECT 3 AS c', [], null)).rows).toEqual([{ c: 3 }]);
      await statements.query('SELECT 1 AS a', [], null);
      expect(await names()).toEqual(['SELECT 1 AS a', 'SELECT 3 AS c']);
    } finally {
      await pg.close();
    }
  });
});
