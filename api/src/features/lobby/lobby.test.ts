// Players in each game now (issue 27) from launches this file makes: distinct members, the operator's
// window (a launch counts while opened or renewed within it, not once it ended) and threshold (changed
// through the audited admin route), the game type filter, and bad input answered 400, never 5xx.
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import type { CategoryArt, Game, GameListResult, LaunchResult, PlayersNow } from '@suite/shared/contract';
import { createClock, type TestClock } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS, TEST_ADMIN_TOKEN, startTestApp } from '../../testing/test-app';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { installAdminAudit, readAdminAudit } from '../../http/admin-auth';
import { installErrorHandling } from '../../http/error-handling';
import { formatValidationErrors } from '../../http/validation-message';
import { registerGameRoutes } from '../games/game-routes';
import { fakeLoginSessions, fakeLogoutHeader } from '../launch/fake-login-sessions';
import { registerLaunchRoutes } from '../launch/launch-routes';
import { bearerFor, fakeAuthenticate } from '../player-auth/fake-authenticate';
import { ADMIN_LOBBY_SETTINGS_PATH, registerLobby } from './lobby-routes';
import { createPlayersNowCache } from './players-now';
import { runScript } from '../../testing/run-script';

const MINUTE = 60_000;

/** The game and launch routes with a fake login per member, the lobby with no cache, on a test clock. */
async function startLobbyApp(kind: (typeof TEST_DATABASE_KINDS)[number], clock: TestClock) {
  const test = await openPreparedTestDatabase(kind);
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, schemaErrorFormatter: formatValidationErrors });
  installErrorHandling(app);
  installAdminAudit(app, test.db);
  registerGameRoutes(app, { db: test.db, authenticate: fakeAuthenticate });
  registerLaunchRoutes(app, { db: test.db, authenticate: fakeAuthenticate, frameAncestors: [], loginSessions: fakeLoginSessions, now: clock.now });
  registerLobby(app, { db: test.db, adminToken: TEST_ADMIN_TOKEN, now: clock.now, playersNowCacheMs: 0 });
  await app.ready();
  return { app, test };
}

describe.each(TEST_DATABASE_KINDS)('players in each game now on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const clock = createClock(Date.parse('2026-11-27T10:00:00Z'));
  const statuses: number[] = [];
  let slots: Game[];
  let fish: Game;

  const call = async (options: InjectOptions) => {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  };
  const playersNow = async (query = '') => envelope<PlayersNow>(await call({ method: 'GET', url: `/wps/lobby/playersNow${query}` })).value;
  const countOf = (now: PlayersNow, game: Game) => now.games.find((entry) => entry.vassalage === game.vassalage && entry.gameCode === game.gameCode)?.players;
  const setSettings = (body: unknown) => call({ method: 'PUT', url: ADMIN_LOBBY_SETTINGS_PATH, headers: TEST_ADMIN_HEADERS, payload: body as InjectOptions['payload'] });
  /** A launch by `memberId`; returns its game page (the rounds' URL without the query). */
  const launch = async (game: Game, memberId: string) => {
    const url = `/wps/game/launchGame?vassalage=${game.vassalage}&gameCode=${encodeURIComponent(game.gameCode)}&gameType=${game.gameType}&language=es`;
    const response = await call({ method: 'GET', url, headers: bearerFor({ memberId, isAgent: 0 }) });
    expect(response.statusCode).toBe(200);
    return envelope<LaunchResult>(response).value.content.split('?')[0]!;
  };
  const gamesOf = async (query: string) =>
    envelope<GameListResult>(await call({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}` })).value.games.filter((game) => game.isGame);

  beforeAll(async () => {
    ({ app, test } = await startLobbyApp(kind, clock));
    slots = await gamesOf('gameType=RNG&vassalage=SPX&pageSize=10');
    fish = (await gamesOf('gameType=FISH&pageSize=5'))[0]!;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  it('shows nobody before anyone launched, with the operator defaults (3 players, 10 minutes)', async () => {
    expect(await playersNow()).toEqual({ games: [], threshold: 3, windowMinutes: 10 });
  });

  it('counts distinct members per game from the threshold up, most players first', async () => {
    const [first, second] = slots as [Game, Game];
    for (const member of ['lobby-a', 'lobby-b', 'lobby-c']) await launch(first, member);
    // The same member twice is one player; two players in the second game stay under the threshold.
    await launch(first, 'lobby-a');
    await launch(second, 'lobby-a');
    await launch(second, 'lobby-d');
    await launch(fish, 'lobby-e');
    const now = await playersNow();
    expect(now.games).toEqual([{ vassalage: first.vassalage, gameCode: first.gameCode, players: 3 }]);
  });

  it('lets the operator lower the threshold, audited with the values before and after', async () => {
    const response = await setSettings({ playersNowThreshold: 1 });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toEqual({ playersNowThreshold: 1, playersNowWindowMinutes: 10 });
    const [audit] = await readAdminAudit(test.db, { limit: 1 });
    expect(audit).toMatchObject({ operator: 'dev', method: 'PUT', route: ADMIN_LOBBY_SETTINGS_PATH, status: 200 });
    expect(audit!.target).toMatchObject({ result: { changed: { playersNowThreshold: [3, 1] } } });

    const now = await playersNow();
    expect(now.threshold).toBe(1);
    expect(now.games.map((entry) => entry.players)).toEqual([3, 2, 1]);
    expect(countOf(now, slots[1]!)).toBe(2);
    expect(countOf(now, fish)).toBe(1);
    // One game type only.
    expect((await playersNow('?gameType=FISH')).games).toEqual([{ vassalage: fish.vassalage, gameCode: fish.gameCode, players: 1 }]);
    expect((await playersNow('?gameType=LIVE')).games).toEqual([]);
  });

  it('keeps counting a game page that renews its session, and forgets a launch after the window', async () => {
    const page = await launch(slots[2]!, 'lobby-f');
    clock.advance(8 * MINUTE);
    // The open page renews its session (every 5 minutes in the browser): lobby-f still plays.
    expect((await call({ method: 'POST', url: `${page}/renew` })).statusCode).toBe(200);
    clock.advance(3 * MINUTE);
    const now = await playersNow();
    expect(countOf(now, slots[2]!)).toBe(1);
    // Everything launched 11 minutes ago and not renewed is out of the 10-minute window.
    expect(countOf(now, slots[0]!)).toBeUndefined();
    expect(countOf(now, fish)).toBeUndefined();
    // A wider window brings them back.
    expect((await setSettings({ playersNowWindowMinutes: 15 })).statusCode).toBe(200);
    expect(countOf(await playersNow(), slots[0]!)).toBe(3);
    expect((await setSettings({ playersNowWindowMinutes: 10 })).statusCode).toBe(200);
  });

  it('does not count a session that ended (its login logged out, or ended on purpose)', async () => {
    const game = slots[3]!;
    await launch(game, 'lobby-g');
    const page = await launch(game, 'lobby-h');
    expect(countOf(await playersNow(), game)).toBe(2);
    // A password change ends the member's sessions (ended_at); the launch record stays.
    await test.db.query(`UPDATE game_session SET ended_at = $2 WHERE member_id = $1`, ['lobby-g', clock.now()]);
    expect(countOf(await playersNow(), game)).toBe(1);
    // A logged-out login's page cannot renew its session: once the window has passed, it is gone too.
    fakeLogoutHeader(bearerFor({ memberId: 'lobby-h', isAgent: 0 }).authorization);
    clock.advance(6 * MINUTE);
    expect((await call({ method: 'POST', url: `${page}/renew` })).statusCode).toBe(410);
    clock.advance(5 * MINUTE);
    expect(countOf(await playersNow(), game)).toBeUndefined();
  });

  it('answers bad input with a 400, never a 5xx', async () => {
    for (const query of ['?gameType=SLOTS', '?gameType=', '?other=1', '?gameType=RNG&gameType=LIVE', `?gameType=${'%00'.repeat(3)}`]) {
      const response = await call({ method: 'GET', url: `/wps/lobby/playersNow${query}` });
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(envelope(response).success).toBe(false);
    }
    for (const body of [{}, { playersNowThreshold: 0 }, { playersNowThreshold: 100_001 }, { playersNowWindowMinutes: 1441 }, { playersNowThreshold: 2.5 }, { playersNowThreshold: 'two' }, { other: 1 }, null]) {
      const response = await setSettings(body);
      expect([body, response.statusCode]).toEqual([body, 400]);
    }
    // Without an admin account: refused, and the settings stay.
    expect((await call({ method: 'PUT', url: ADMIN_LOBBY_SETTINGS_PATH, payload: { playersNowThreshold: 2 } })).statusCode).toBe(401);
    expect(envelope(await call({ method: 'GET', url: ADMIN_LOBBY_SETTINGS_PATH, headers: TEST_ADMIN_HEADERS })).value).toEqual({
      playersNowThreshold: 1,
      playersNowWindowMinutes: 10,
    });
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});

describe('the players-now cache', () => {
  it('serves one count for its time, then asks again; a failed count is not kept', async () => {
    let at = 0;
    const cached = createPlayersNowCache(5_000, () => at);
    let loads = 0;
    const load = async () => [{ vassalage: 'SPX', gameCode: 'A', players: (loads += 1) }];
    expect((await cached('k', load))[0]!.players).toBe(1);
    at = 4_999;
    expect((await cached('k', load))[0]!.players).toBe(1);
    at = 5_000;
    expect((await cached('k', load))[0]!.players).toBe(2);
    await expect(cached('other', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cached('other', load))[0]!.players).toBe(3);
  });
});

describe.each(TEST_DATABASE_KINDS)('the lobby in the whole app on %s', (kind) => {
  it('serves players now and the category art to visitors, the settings to the operator only', async () => {
    const { app, close } = await startTestApp(kind);
    try {
      const now = await app.inject({ method: 'GET', url: '/wps/lobby/playersNow?gameType=RNG' });
      expect(now.statusCode).toBe(200);
      expect(envelope<PlayersNow>(now).value).toMatchObject({ threshold: 3, windowMinutes: 10 });
      expect((await app.inject({ method: 'GET', url: ADMIN_LOBBY_SETTINGS_PATH })).statusCode).toBe(401);
      expect(envelope(await app.inject({ method: 'GET', url: ADMIN_LOBBY_SETTINGS_PATH, headers: TEST_ADMIN_HEADERS })).value).toEqual({
        playersNowThreshold: 3,
        playersNowWindowMinutes: 10,
      });
      // A picture per category: the icon of a game of that type, served as an image.
      const art = envelope<CategoryArt[]>(await app.inject({ method: 'GET', url: '/wps/lobby/categoryArt' })).value;
      expect(art.map((entry) => entry.gameType)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT']);
      for (const { imageUrl } of art) expect(imageUrl).toMatch(/^\/wps\/static\/games\/\d+\.svg$/);
      const icon = await app.inject({ method: 'GET', url: art[0]!.imageUrl });
      expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
      expect((await app.inject({ method: 'GET', url: '/wps/lobby/categoryArt?gameType=RNG' })).statusCode).toBe(400);
    } finally {
      await close();
    }
  }, 180_000);
});

describe('scripts/lobby', () => {
  it('reads and changes the settings through the audited admin route; refuses bad arguments', async () => {
    const { app, test, close } = await startTestApp('pglite');
    try {
      const env = { SUITE_API_URL: await app.listen({ port: 0, host: '127.0.0.1' }), SUITE_ADMIN_TOKEN: TEST_ADMIN_TOKEN, SUITE_OPERATOR: 'dev' };
      expect(await runScript('lobby', ['settings'], env)).toEqual({ code: 0, stderr: '', stdout: 'players now: shown from 3 players up, counting launches of the last 10 minutes\n' });
      expect((await runScript('lobby', ['settings', '--threshold', '1', '--window', '15'], env)).stdout).toBe(
        'players now: shown from 1 player up, counting launches of the last 15 minutes\n',
      );
      const { rows } = await test.db.query(`SELECT 1 FROM admin_audit WHERE route = $1 AND method = 'PUT' AND status = 200`, [ADMIN_LOBBY_SETTINGS_PATH]);
      expect(rows).toHaveLength(1);
      for (const args of [['settings', '--threshold', '0'], ['settings', '--window', '1441'], ['settings', '--threshold', 'two'], ['settings', '--colour', 'red'], ['settings', 'x'], ['frobnicate'], []]) {
        expect([args, (await runScript('lobby', args, env)).code]).toEqual([args, 64]);
      }
      expect((await runScript('lobby', ['settings'], { ...env, SUITE_ADMIN_TOKEN: 'wrong-secret-0123456789' })).code).toBe(1);
    } finally {
      await close();
    }
  }, 180_000);
});
