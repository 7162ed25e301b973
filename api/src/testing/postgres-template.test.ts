// PostgreSQL test files start from a copy of one prepared template database (postgres-template.ts):
// each copy is migrated and seeded, a database of its own that no other file sees, and gone once disposed.
import pg from 'pg';
import { withDefaultUser } from '../db/postgres';
import { withDatabase } from './postgres-template';
import { openPreparedTestDatabase, type TestDatabase } from './test-databases';

describe('withDatabase', () => {
  it('replaces the database of a socket URL without a host, keeping its parameters', () => {
    expect(withDatabase('postgresql://root@/suite_ci?host=/var/run/postgresql&port=5432', 'test_1_ab')).toBe(
      'postgresql://root@/test_1_ab?host=/var/run/postgresql&port=5432',
    );
  });

  it('replaces or adds the database of a URL with a host', () => {
    expect(withDatabase('postgres://user:pw@db.example:5433/suite', 'copy')).toBe('postgres://user:pw@db.example:5433/copy');
    expect(withDatabase('postgres://db.example', 'copy')).toBe('postgres://db.example/copy');
    expect(() => withDatabase('host=/tmp dbname=suite', 'copy')).toThrow(/postgresql:\/\/ URL/);
  });
});

const url = process.env.DATABASE_URL;

(url ? describe : describe.skip)('prepared PostgreSQL test databases', () => {
  const databaseOf = async (test: TestDatabase): Promise<string> =>
    (await test.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
  const databaseExists = async (name: string): Promise<boolean> => {
    const client = new pg.Client({ connectionString: withDefaultUser(url!) });
    await client.connect();
    try {
      return ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
    } finally {
      await client.end();
    }
  };

  it('are migrated and seeded copies, each its own database, dropped when disposed', async () => {
    const [first, second] = await Promise.all([openPreparedTestDatabase('postgres'), openPreparedTestDatabase('postgres')]);
    const names = [await databaseOf(first), await databaseOf(second)];
    try {
      expect(names[0]).not.toBe(names[1]);
      for (const test of [first, second]) {
        const { rows } = await test.db.query<{ account: string }>(`SELECT account FROM member WHERE account = 'demo_player'`);
        expect(rows).toEqual([{ account: 'demo_player' }]);
      }
      // A second connection reaches the same copy; a change there is not seen by the other copy.
      const again = await first.openSecond!();
      await again.query(`UPDATE member SET account = 'renamed_player' WHERE account = 'demo_player'`);
      expect((await first.db.query(`SELECT 1 FROM member WHERE account = 'renamed_player'`)).rowCount).toBe(1);
      expect((await second.db.query(`SELECT 1 FROM member WHERE account = 'demo_player'`)).rowCount).toBe(1);
    } finally {
      await Promise.all([first.dispose(), second.dispose()]);
    }
    expect(await databaseExists(names[0]!)).toBe(false);
    expect(await databaseExists(names[1]!)).toBe(false);
  });
});
