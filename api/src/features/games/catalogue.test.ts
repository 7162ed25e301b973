import type { FastifyInstance } from 'fastify';
import type { GameListResult, GameMenu, HotGameGroup } from '@suite/shared/contract';
import { buildApp } from '../../app';
import { deliverForTest } from '../../cache/bus';
import { countingDatabase, type CountingDatabase } from '../../testing/counting-database';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN } from '../../testing/test-app';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('the game catalogue from memory on %s', (kind) => {
  let test: TestDatabase;
  let counting: CountingDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openPreparedTestDatabase(kind);
    counting = countingDatabase(test.db);
    app = await buildApp({ db: counting.db, config: { adminToken: TEST_ADMIN_TOKEN } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const get = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return envelope<T>(response).value;
  };
  const rngPage = (query = '') => get<GameListResult>(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SPX&pageSize=100${query}`);
  const ids = (result: GameListResult) => result.games.map((game) => game.nodeId);
  const changeGame = (id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/admin/games/${id}`, payload, headers: TEST_ADMIN_HEADERS });

  it('answers game lists, searches, menus, lanes, hot games and icons without a database call', async () => {
    await rngPage();
    counting.reset();
    const first = await rngPage();
    await rngPage('&gameName=GO&pageNo=1');
    await get<GameMenu[]>('/lgw/games/game_menus');
    await get('/wps/relay/GCSGAME_newGameVendor?language=en');
    await get<HotGameGroup[]>('/wps/relay/GCSGAME_hotGamesV2');
    const icon = await app.inject({ method: 'GET', url: `/wps/static/games/${first.games[0]?.nodeId}.svg` });
    expect(icon.statusCode).toBe(200);
    expect(counting.statements).toEqual([]);
  });

  it('shows an operator switching a game off or marking it hot at once', async () => {
    const before = await rngPage();
    const game = before.games[3]!;
    expect((await changeGame(game.nodeId, { enabled: false })).json()).toMatchObject({
      success: true,
      value: { id: Number(game.nodeId), enabled: false },
    });
    expect(ids(await rngPage())).not.toContain(game.nodeId);
    await changeGame(game.nodeId, { enabled: true, isHot: !game.isHot });
    const after = await rngPage();
    expect(ids(after)).toEqual(ids(before));
    expect(after.games[3]?.isHot).toBe(game.isHot ? 0 : 1);
    await changeGame(game.nodeId, { isHot: Boolean(game.isHot) });
  });

  it('refuses a change of an unknown game, an empty change and anyone but an operator', async () => {
    expect((await changeGame('999999', { enabled: false })).statusCode).toBe(404);
    expect((await changeGame('1', {})).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'PUT', url: '/admin/games/1', payload: { enabled: false } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a change made in the database after the operator reload, or at once when another process announces it', async () => {
    const [first, second] = (await rngPage()).games;
    await test.db.query('UPDATE game SET enabled = FALSE WHERE id = $1', [Number(first!.nodeId)]);
    // Until then the list is the one in memory (at most CATALOGUE_TTL_MS old).
    expect(ids(await rngPage())).toContain(first!.nodeId);
    const reload = await app.inject({ method: 'POST', url: '/admin/operator-data/reload', headers: TEST_ADMIN_HEADERS });
    expect(reload.json()).toMatchObject({ success: true, value: { reloaded: expect.arrayContaining(['game-catalogue']) } });
    expect(ids(await rngPage())).not.toContain(first!.nodeId);

    await test.db.query('UPDATE game SET enabled = FALSE WHERE id = $1', [Number(second!.nodeId)]);
    deliverForTest({ kind: 'invalidate', name: 'game-catalogue' });
    expect(ids(await rngPage())).not.toContain(second!.nodeId);
    await test.db.query('UPDATE game SET enabled = TRUE WHERE id = ANY($1::int[])', [[Number(first!.nodeId), Number(second!.nodeId)]]);
  });
});
