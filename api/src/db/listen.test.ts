// Database.listen (the live events' relay, features/events): a NOTIFY reaches the listener after its
// transaction commits and never when it rolls back; on PostgreSQL the listening connection comes back
// after the server drops it, and says so (notifications sent meanwhile are lost).
import { TEST_DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/test-databases';

const waitFor = async (check: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(TEST_DATABASE_KINDS)('listen on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('hears a notification after the commit, never one rolled back, and nothing once stopped', async () => {
    const heard: string[] = [];
    const stop = await test.db.listen('suite_listen_test', (payload) => heard.push(payload));
    await test.db
      .transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('suite_listen_test', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await test.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('suite_listen_test', 'one')`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Not before the commit.
      expect(heard).toEqual([]);
    });
    await waitFor(() => heard.length === 1);
    await test.db.query(`SELECT pg_notify('suite_listen_test_other', 'elsewhere')`);
    await stop();
    await test.db.query(`SELECT pg_notify('suite_listen_test', 'after stop')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['one']);
  });

  (kind === 'postgres' ? it : it.skip)('listens again after the server drops the connection, and says notifications may have been missed', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const stop = await test.db.listen(
      'suite_listen_drop',
      (payload) => heard.push(payload),
      () => void (reconnects += 1),
    );
    try {
      const { rows } = await test.db.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE query = 'LISTEN "suite_listen_drop"' AND pid <> pg_backend_pid()`,
      );
      expect(rows[0]?.n).toBe(1);
      await waitFor(() => reconnects === 1);
      await test.db.query(`SELECT pg_notify('suite_listen_drop', 'after')`);
      await waitFor(() => heard.includes('after'));
    } finally {
      await stop();
    }
  });
});
