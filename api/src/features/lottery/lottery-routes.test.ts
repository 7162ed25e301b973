import type { FastifyInstance } from 'fastify';
import type { LaunchResult, LotteryGameMenu, LotteryMenu, OpenedNumero, PopularLottery } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { envelope } from '../../testing/test-app';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { runDrawTick } from './draw-tick';
import { fixedDigits, manualClock, type ManualClock, resetLotteries } from './testing/lottery-fixtures';
import { loginAs, lotteryTestApp } from './testing/lottery-test-app';

/** Saturday 2026-01-31, 15:00:10 in Vietnam. */
const T0 = '2026-01-31T08:00:10.000Z';
const MENU = '/lgw/vn/games/game_menu';
const RECENT = '/lgw/vn/games/game_menu/recent';
const LAUNCH = '/lgw/games/launch';
const BACK = 'http://localhost:3000/lottery';

function launchUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    prizeMode: 'SEA',
    view: 'betting',
    device: 'WEB',
    backUrl: BACK,
    language: 'es',
    ...params,
  });
  return `${LAUNCH}?${query.toString()}`;
}

describe.each(TEST_DATABASE_KINDS)('lottery endpoints on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let clock: ManualClock;
  let app: FastifyInstance;

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const menu = async (url: string, headers: Record<string, string> = {}) => envelope<LotteryMenu[]>(await get(url, headers)).value;
  const item = async (gameId: string, headers: Record<string, string> = {}) =>
    (await menu(`${MENU}?prizeMode=SEA&device=WEB`, headers)).flatMap((tab) => tab.gameMenus).find((game) => game.gameId === gameId);

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    await prepareDatabase(db);
    clock = manualClock(T0);
    app = await lotteryTestApp(db, clock);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });
  beforeEach(async () => {
    await resetLotteries(db);
    clock.set(T0);
    // Two days of history: Thursday's and Friday's draws are settled, Saturday's are open.
    for (const at of ['2026-01-29T12:00:00.000Z', '2026-01-30T12:00:00.000Z', T0]) await runDrawTick(db, Date.parse(at), fixedDigits);
  });

  it('GET game_menu lists the lotteries of the prize mode by tag, each with its current draw', async () => {
    const response = await get(`${MENU}?prizeMode=SEA&device=WEB`);
    expect(response.statusCode).toBe(200);
    const tabs = envelope<LotteryMenu[]>(response).value;
    expect(tabs.map((tab) => tab.tag)).toEqual(['SOUTH', 'CENTRAL', 'NORTH', 'FAST']);
    expect(tabs.map((tab) => tab.gameMenus.length)).toEqual([15, 10, 1, 3]);
    const fast = tabs[3]?.gameMenus[0];
    expect(fast).toEqual<LotteryGameMenu>({
      gameId: 'FAST_1M',
      remark: "1'",
      numero: '202601310901',
      remainTime: 50_000,
      lockTime: 30_000,
      drawDayOfWeek: [1, 2, 3, 4, 5, 6, 7],
      gameMenuTag: 'FAST',
      winningTime: '2026-01-31T08:01:00.000Z',
      gameName: 'Lotería rápida 1 min',
      gameCode: 'FAST_1M',
      vendor: 'TCG_SEA',
      hot: true,
      lastDraw: { numero: '202601301141', winningNumber: '012', winningTime: '2026-01-30T12:01:00.000Z' },
    });
    expect(tabs[0]?.gameMenus[0]).toMatchObject({
      gameId: 'VN_HCM',
      gameName: 'TP. Hồ Chí Minh',
      vendor: 'TCG_LOTTO_VN',
      drawDayOfWeek: [2, 7],
      numero: '20260131',
      remainTime: 74 * 60_000 + 50_000,
      lockTime: 15 * 60_000,
      winningTime: '2026-01-31T09:15:00.000Z',
    });
  });

  it('names lotteries in the language of Accept-Language', async () => {
    expect((await item('FAST_3M', { 'accept-language': 'en-GB,en;q=0.9' }))?.gameName).toBe('Fast lottery 3 min');
    expect((await item('FAST_3M', { 'accept-language': 'es' }))?.gameName).toBe('Lotería rápida 3 min');
    // An explicit language wins over the header.
    const english = await menu(`${MENU}?prizeMode=Elott&device=WEB&language=en`, { 'accept-language': 'es' });
    expect(english[0]?.gameMenus.map((game) => game.gameName)).toEqual(['Fast lottery 1 min', 'Fast lottery 3 min', 'Fast lottery 5 min']);
  });

  it('counts the remaining time down with the clock and stops at zero until the draw is settled', async () => {
    clock.set('2026-01-31T08:00:40.000Z');
    expect((await item('FAST_1M'))?.remainTime).toBe(20_000);
    clock.set('2026-01-31T08:01:05.000Z');
    expect((await item('FAST_1M'))?.remainTime).toBe(0);
    await runDrawTick(db, clock.now(), fixedDigits);
    expect(await item('FAST_1M')).toMatchObject({ numero: '202601310902', remainTime: 55_000, lastDraw: { numero: '202601310901' } });
  });

  it.each([
    ['Elott', ['FAST']],
    ['Lott', ['SOUTH', 'CENTRAL', 'NORTH']],
    ['ZY', ['SOUTH', 'CENTRAL', 'NORTH']],
  ])('GET game_menu with prize mode %s shows only its lotteries', async (prizeMode, tags) => {
    expect((await menu(`${MENU}?prizeMode=${prizeMode}&device=WEB`)).map((tab) => tab.tag)).toEqual(tags);
  });

  it('GET popular lists the most played lotteries, at most count, in the language asked', async () => {
    const response = await get('/lgw/games/popular?count=3&prizeMode=SEA&device=WEB&language=en');
    expect(response.statusCode).toBe(200);
    const popular = envelope<PopularLottery[]>(response).value;
    expect(popular.map((game) => game.gameId)).toEqual(['VN_MB', 'VN_HCM', 'FAST_1M']);
    expect(popular[2]).toEqual({
      gameId: 'FAST_1M',
      gameName: 'Fast lottery 1 min',
      gameCode: 'FAST_1M',
      vendor: 'TCG_SEA',
      prizeMode: 'SEA',
      imageUrl: null,
      numero: '202601310901',
      remainTime: 50_000,
    });
    const twenty = envelope<PopularLottery[]>(await get('/lgw/games/popular?count=20&prizeMode=SEA&device=WEB&language=es')).value;
    expect(twenty).toHaveLength(20);
  });

  it('GET numeros/opened/game lists the latest regional results only, latest first', async () => {
    const response = await get('/lgw/vn/numeros/opened/game?count=100');
    expect(response.statusCode).toBe(200);
    const results = envelope<OpenedNumero[]>(response).value;
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((result) => result.gameId.startsWith('VN_'))).toBe(true);
    const times = results.map((result) => result.winningTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(results[0]).toEqual({
      gameId: 'VN_MB',
      gameCode: 'VN_MB',
      gameName: 'Miền Bắc',
      numero: '20260130',
      winningNumber: '01234',
      winningTime: '2026-01-30T11:15:00.000Z',
    });
    expect(envelope<OpenedNumero[]>(await get('/lgw/vn/numeros/opened/game?count=2')).value).toHaveLength(2);
  });

  it.each([RECENT + '?prizeMode=SEA&device=WEB&recentCount=100', '/lotto/lgw/games/opened/numero?count=10', launchUrl({ gameCode: 'VN_HCM' })])(
    'GET %s needs a login: 401 envelope',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'You are not logged in, please login', value: null });
    },
  );

  it('a launch returns the lobby URL with the launch parameters and records the lottery as recent', async () => {
    const response = await get(launchUrl({ gameCode: 'FAST_1M' }), loginAs('m1'));
    expect(response.statusCode).toBe(200);
    const { content } = envelope<LaunchResult>(response).value;
    const url = new URL(content, 'http://suite.example');
    // The lobby session's page: a random token (192 bits) in the path.
    expect(url.pathname).toMatch(/^\/lotto\/lobby\/[A-Za-z0-9_-]{32}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({ prizeMode: 'SEA', view: 'betting', lang: 'es', gameCode: 'FAST_1M', backUrl: BACK });

    clock.advance(1000);
    await get(launchUrl({ gameCode: 'VN_HCM' }), loginAs('m1'));
    clock.advance(1000);
    await get(launchUrl({ view: 'lobby' }), loginAs('m1'));
    const recent = async (member: string, count = 100) =>
      envelope<LotteryGameMenu[]>(await get(`${RECENT}?prizeMode=SEA&device=WEB&recentCount=${count}`, loginAs(member))).value.map((game) => game.gameId);
    expect(await recent('m1')).toEqual(['VN_HCM', 'FAST_1M']);
    expect(await recent('m1', 1)).toEqual(['VN_HCM']);
    expect(await recent('m2')).toEqual([]);

    clock.advance(1000);
    await get(launchUrl({ gameCode: 'FAST_1M' }), loginAs('m1'));
    expect(await recent('m1')).toEqual(['FAST_1M', 'VN_HCM']);
    // Recent lists follow the prize mode too.
    const elott = await get(`${RECENT}?prizeMode=Elott&device=WEB&recentCount=100`, loginAs('m1'));
    expect(envelope<LotteryGameMenu[]>(elott).value.map((game) => game.gameId)).toEqual(['FAST_1M']);
  });

  it('GET opened/numero lists the results of the lotteries the member launched', async () => {
    await get(launchUrl({ gameCode: 'FAST_3M' }), loginAs('m3'));
    const results = envelope<OpenedNumero[]>(await get('/lotto/lgw/games/opened/numero?count=10', loginAs('m3'))).value;
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((result) => result.gameId))).toEqual(new Set(['FAST_3M']));
    expect(envelope<OpenedNumero[]>(await get('/lotto/lgw/games/opened/numero?count=10', loginAs('m4'))).value).toEqual([]);
  });

  it.each([
    [{ gameCode: 'VN_HCM' }, 4, 403, 'in_need_true_account'],
    [{ gameCode: 'NOPE' }, 0, 404, 'Lottery not found'],
    [{ gameCode: 'FAST_1M', prizeMode: 'Lott' }, 0, 404, 'Lottery not found'],
    [{ view: 'betting' }, 0, 400, 'Invalid query: gameCode is required for the betting view'],
    [{ gameCode: 'VN_HCM', backUrl: 'javascript:alert(1)' }, 0, 400, 'Invalid query: backUrl must match pattern "^(https?://|/)\\S*$"'],
    [{ gameCode: 'VN_HCM', lottoArea: 'TH' }, 0, 400, 'Invalid query: lottoArea must be one of VN'],
    [{ gameCode: 'VN_HCM', view: 'table' }, 0, 400, 'Invalid query: view must be one of betting, lobby'],
  ])('a launch with %j by isAgent %d is refused with %d', async (params, isAgent, status, message) => {
    const response = await get(launchUrl(params), loginAs('m5', isAgent));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message, value: null });
  });

  it('the lobby page shows the next draw with its countdowns and the latest results, translated', async () => {
    const { content } = envelope<LaunchResult>(await get(launchUrl({ gameCode: 'FAST_1M' }), loginAs('m1'))).value;
    const page = await get(content);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<h1>Apuestas: Lotería rápida 1 min</h1>');
    expect(page.body).toContain('<dd class="numero">202601310901</dd>');
    // Bets close in 20 s, the draw is in 50 s; the script keeps them ticking.
    expect(page.body).toMatch(/data-kind="lock"[^>]*>00:00:20</);
    expect(page.body).toMatch(/data-kind="draw"[^>]*>00:00:50</);
    expect(page.body).toContain('<td class="digits">012</td>');
    expect(page.body).toContain(`<a href="${BACK}" rel="noreferrer">Volver</a>`);

    const english = await get(content.replace('lang=es', 'lang=en').replace('view=betting', 'view=lobby'));
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Next draw');
    expect(english.body).toContain('Latest results');
    // The lobby view lists every lottery of the prize mode.
    expect(english.body).toContain('<th scope="row">TP. Hồ Chí Minh</th>');
    expect(english.body).toContain('<th scope="row">Fast lottery 5 min</th>');
  });

  it('the lobby page escapes what the URL carries', async () => {
    const page = await get(`/lgw/lobby?prizeMode=SEA&view=lobby&lang=en&backUrl=${encodeURIComponent('/lottery?x="><script>alert(1)</script>')}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('<a href="/lottery?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E" rel="noreferrer">Back</a>');
  });

  describe('the back link goes only to the site (issue 11)', () => {
    it.each([
      'https://evil.example/lottery',
      'http://localhost:3001/lottery',
      'https://localhost:3000/lottery',
      'http://localhost:3000@evil.example/',
      'http://user:pass@localhost:3000/lottery',
      '//evil.example/lottery',
      '/\\evil.example/lottery',
    ])('a launch with the back link %s is refused with a 400 envelope, and no lobby session is opened', async (backUrl) => {
      const response = await get(launchUrl({ gameCode: 'VN_HCM', backUrl }), loginAs('back1'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/^Invalid query: backUrl must/), value: null });
      expect((await db.query(`SELECT 1 FROM lottery_lobby_session WHERE member_id = 'back1'`)).rows).toEqual([]);
    });

    it.each([
      [BACK, BACK],
      ['http://localhost:3000/lottery?tab=NORTH#top', 'http://localhost:3000/lottery?tab=NORTH#top'],
      ['/vnlottery?tab=NORTH', '/vnlottery?tab=NORTH'],
      // The API's own origin as the browser reached it: the site's, when the host proxies the API.
      ['http://localhost/lottery', 'http://localhost/lottery'],
    ])('a launch with the site link %s opens a lobby whose Volver link is %s', async (backUrl, link) => {
      const launched = await get(launchUrl({ gameCode: 'VN_HCM', backUrl }), loginAs('back2'));
      expect(launched.statusCode).toBe(200);
      const { content } = envelope<LaunchResult>(launched).value;
      expect(new URL(content, 'http://api.test').searchParams.get('backUrl')).toBe(link);
      const page = await get(content);
      expect(page.body).toContain(`<a href="${link.replace(/&/g, '&amp;')}" rel="noreferrer">Volver</a>`);
    });

    it('drops a foreign back link an edited lobby URL carries: the page has no link to it', async () => {
      const { content } = envelope<LaunchResult>(await get(launchUrl({ gameCode: 'VN_HCM' }), loginAs('back3'))).value;
      const edited = content.replace(encodeURIComponent(BACK), encodeURIComponent('https://evil.example/phish'));
      expect(edited).not.toBe(content);
      const page = await get(edited);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('evil.example');
      expect(page.body).not.toContain('rel="noreferrer">Volver</a>');
      const readOnly = await get(`/lgw/lobby?prizeMode=SEA&view=lobby&lang=en&backUrl=${encodeURIComponent('https://evil.example/')}`);
      expect(readOnly.body).not.toContain('evil.example');
    });
  });

  it.each([
    [`${MENU}?device=WEB`, 'Invalid query: prizeMode is required'],
    [`${MENU}?prizeMode=XX&device=WEB`, 'Invalid query: prizeMode must be one of Lott, ZY, Elott, SEA'],
    [`${MENU}?prizeMode=SEA&device=APP`, 'Invalid query: device must be one of WEB'],
    [`${RECENT}?prizeMode=SEA&device=WEB&recentCount=101`, 'Invalid query: recentCount must be <= 100'],
    ['/lgw/games/popular?count=0&prizeMode=SEA&device=WEB&language=es', 'Invalid query: count must be >= 1'],
    ['/lgw/games/popular?count=20&prizeMode=SEA&device=WEB&language=fr', 'Invalid query: language must be one of es, en'],
    ['/lgw/vn/numeros/opened/game?count=abc', 'Invalid query: count must be integer'],
    ['/lgw/vn/numeros/opened/game', 'Invalid query: count is required'],
    ['/lgw/lobby?prizeMode=SEA&view=lobby', 'Invalid query: lang is required'],
  ])('GET %s is refused with a 400 envelope naming the field', async (url, message) => {
    const response = await get(url, loginAs('m1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, value: null });
  });
});
