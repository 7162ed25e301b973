// A transaction PostgreSQL picks as a deadlock's victim runs again (postgres.ts): two transactions that
// lock two rows in opposite orders both end up committed, one of them on its second try.
import { isDeadlock } from './postgres';
import { openTestDatabase } from '../testing/test-databases';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

test('isDeadlock knows SQLSTATE 40P01 and nothing else', () => {
  expect(isDeadlock({ code: '40P01' })).toBe(true);
  expect(isDeadlock({ code: '23505' })).toBe(false);
  expect(isDeadlock(new Error('deadlock'))).toBe(false);
  expect(isDeadlock(null)).toBe(false);
});

onPostgres('PostgreSQL transactions', () => {
  test('a deadlock victim is tried again and both transactions commit', async () => {
    const test = await openTestDatabase('postgres');
    try {
      const { db } = test;
      await db.exec('CREATE TABLE pair (id int PRIMARY KEY, hits int NOT NULL DEFAULT 0); INSERT INTO pair (id) VALUES (1), (2);');
      const runs = { a: 0, b: 0 };
      // Each holds its first row until the other has its first row too, then asks for the other's.
      let bothHoldOne: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        let count = 0;
        bothHoldOne = () => {
          count += 1;
          if (count >= 2) resolve();
        };
      });
      const crossing = (name: 'a' | 'b', first: number, second: number) =>
        db.transaction(async (tx) => {
          runs[name] += 1;
          await tx.query('UPDATE pair SET hits = hits + 1 WHERE id = $1', [first]);
          if (runs[name] === 1) {
            bothHoldOne();
            await held;
          }
          await tx.query('UPDATE pair SET hits = hits + 1 WHERE id = $1', [second]);
        });
      await Promise.all([crossing('a', 1, 2), crossing('b', 2, 1)]);
      // One of the two was aborted once and ran again; each committed exactly once.
      expect(runs.a + runs.b).toBe(3);
      const { rows } = await db.query<{ id: number; hits: number }>('SELECT id, hits FROM pair ORDER BY id');
      expect(rows).toEqual([
        { id: 1, hits: 2 },
        { id: 2, hits: 2 },
      ]);
    } finally {
      await test.dispose();
    }
  });
});
