// PGlite's statements run prepared (pglite-prepared.ts): the same answers as PGlite.query, each text
// parsed once, errors as before, and a script run with `exec` never leaves a stale statement behind.
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';
import { MEMORY, openPglite } from './pglite';
import { preparedStatements } from './pglite-prepared';

const SAMPLE = `SELECT $1::numeric(18,2) AS amount, $2::bigint AS id, $3::timestamptz AS at, $4::jsonb AS memo, $5::text[] AS picks,
                       $6::boolean AS open, $7::text AS missing, 'x'::text AS fixed`;
const PARAMS = ['12.50', 42, new Date('2026-11-27T10:00:00.123Z'), JSON.stringify({ a: [1, 'b'] }), ['07', '27'], true, null];

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

  it('keeps at most `max` texts prepared, closing the least recently used', async () => {
    const pg = await PGlite.create();
    try {
      const statements = preparedStatements(pg, 2);
      const names = async () =>
        (await pg.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map((row) => row.statement);
      await statements.query('SELECT 1 AS a', [], false);
      await statements.query('SELECT 2 AS b', [], false);
      await statements.query('SELECT 1 AS a', [], false);
      // The third text evicts the least recently used ('SELECT 2'); it is closed with the next statement.
      expect((await statements.query('SELECT 3 AS c', [], false)).rows).toEqual([{ c: 3 }]);
      await statements.query('SELECT 1 AS a', [], false);
      expect(await names()).toEqual(['SELECT 1 AS a', 'SELECT 3 AS c']);
    } finally {
      await pg.close();
    }
  });
});
