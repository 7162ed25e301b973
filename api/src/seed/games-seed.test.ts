import { migrate } from '../db/migrate';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-databases';
import { CATALOGUE_SIZE } from './game-catalogue';
import { seedContentAndGames } from './games-seed';

describe.each(TEST_DATABASE_KINDS)('content and game seed on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await migrate(test.db);
  });
  afterAll(() => test.dispose());

  it('writes the 10,000-game catalogue in a few seconds at most', async () => {
    const started = performance.now();
    const inserted = await test.db.transaction((tx) => seedContentAndGames(tx));
    const ms = performance.now() - started;
    console.info(`content and game seed on ${kind}: ${inserted} rows in ${ms.toFixed(0)} ms`);
    // ~0.6 s on an idle machine. Only a ceiling against a pathological regression (row by row would take
    // minutes): npm test runs these tests at a low priority beside the browser journeys.
    expect(ms).toBeLessThan(30_000);
    const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game');
    expect(rows[0]?.n).toBe(CATALOGUE_SIZE);
  });

  it("runs again without adding anything or undoing an operator's changes", async () => {
    await test.db.query(`UPDATE game SET enabled = FALSE WHERE id = 10`);
    await test.db.query(`DELETE FROM game WHERE id = 11`);
    await test.db.query(`UPDATE banner SET headline_en = 'Edited' WHERE banner_id = 'home-1'`);
    expect(await test.db.transaction((tx) => seedContentAndGames(tx))).toBe(0);
    const { rows } = await test.db.query<{ id: number; enabled: boolean }>('SELECT id, enabled FROM game WHERE id IN (10, 11)');
    expect(rows).toEqual([{ id: 10, enabled: false }]);
    const banner = await test.db.query<{ headline_en: string }>(`SELECT headline_en FROM banner WHERE banner_id = 'home-1'`);
    expect(banner.rows[0]?.headline_en).toBe('Edited');
  });

  it('numbers games an operator adds after the generated ones', async () => {
    const { rows } = await test.db.query<{ id: number }>(
      `INSERT INTO game (vassalage, game_code, game_type, name, classify, min_bet, hue)
       VALUES ('SPX', 'SPX-NEW-1', 'RNG', 'Operator Special', 'SLOTS', 0.20, 10) RETURNING id`,
    );
    expect(rows[0]?.id).toBeGreaterThanOrEqual(100_000);
  });
});
