import type { FastifyInstance } from 'fastify';
import type { LaunchResult, LotteryGameMenu, LotteryLobbyState, LotteryMenu, OpenedNumero } from '@suite/shared/contract';
import { bearer, loginToken, startAccountsApp } from '../../testing/accounts-kit';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

/** The lottery feature as buildApp wires it: real clock, real sessions, scheduler started with the app. */
describe.each(TEST_DATABASE_KINDS)('lottery in the API app on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startAccountsApp(kind));
  });
  afterAll(() => close());

  it('has opened a current draw for every lottery by the time the app is ready', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu?prizeMode=SEA&device=WEB' });
    expect(response.statusCode).toBe(200);
    const games = envelope<LotteryMenu[]>(response).value.flatMap((tab) => tab.gameMenus);
    expect(games).toHaveLength(29);
    for (const game of games) {
      expect(game.numero).not.toBe('');
      expect(Date.parse(game.winningTime ?? '')).toBeGreaterThan(started - 1000);
      expect(game.remainTime).toBeGreaterThanOrEqual(0);
      expect(game.remainTime).toBeLessThanOrEqual(8 * 24 * 3600 * 1000);
    }
    const oneMinute = games.find((game) => game.gameId === 'FAST_1M');
    expect(oneMinute?.remainTime).toBeLessThanOrEqual(60_000);
  });

  it('refuses the T routes to a visitor and bad input with a 400 envelope', async () => {
    const recent = await app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu/recent?prizeMode=SEA&device=WEB&recentCount=100' });
    expect(recent.statusCode).toBe(401);
    expect(recent.json()).toEqual({ success: false, message: 'You are not logged in, please login', value: null });
    const bad = await app.inject({ method: 'GET', url: '/lgw/vn/numeros/opened/game?count=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Invalid query: count must be >= 1', value: null });
  });

  it('lets a logged-in member launch a lottery, which then heads the recent list', async () => {
    const token = await loginToken(app, 'demo_player', 'Demo2026pass');
    const query = 'lottoArea=VN&launchMode=LOTT&prizeMode=SEA&view=betting&device=WEB&language=es&backUrl=http%3A%2F%2Flocalhost%3A3000%2Flottery';
    const launch = await app.inject({ method: 'GET', url: `/lgw/games/launch?${query}&gameCode=VN_MB`, headers: bearer(token) });
    expect(launch.statusCode).toBe(200);
    const { content } = envelope<LaunchResult>(launch).value;
    expect(content).toMatch(/^\/lotto\/lobby\/[A-Za-z0-9_-]{32}\?/);
    const lobby = await app.inject({ method: 'GET', url: content });
    expect(lobby.statusCode).toBe(200);
    expect(lobby.body).toContain('Apuestas: Miền Bắc');
    const recent = await app.inject({
      method: 'GET',
      url: '/lgw/vn/games/game_menu/recent?prizeMode=SEA&device=WEB&recentCount=100',
      headers: bearer(token),
    });
    expect(envelope<LotteryGameMenu[]>(recent).value.map((game) => game.gameId)).toEqual(['VN_MB']);
  });

  it('shows real past results on a fresh database: 100 regional draws with prize sheets, and the launched lotteries', async () => {
    const regional = envelope<OpenedNumero[]>(await app.inject({ method: 'GET', url: '/lgw/vn/numeros/opened/game?count=100' })).value;
    expect(regional).toHaveLength(100);
    expect(regional.every((result) => result.gameId.startsWith('VN_') && /^\d{5,6}$/.test(result.winningNumber))).toBe(true);
    const times = regional.map((result) => result.winningTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Date.parse(times[0] ?? '')).toBeLessThanOrEqual(Date.now());

    const token = await loginToken(app, 'demo_player', 'Demo2026pass');
    const query = 'lottoArea=VN&launchMode=LOTT&prizeMode=SEA&view=betting&device=WEB&language=es&backUrl=http%3A%2F%2Flocalhost%3A3000%2Flottery';
    await app.inject({ method: 'GET', url: `/lgw/games/launch?${query}&gameCode=FAST_3M`, headers: bearer(token) });
    const mine = envelope<OpenedNumero[]>(await app.inject({ method: 'GET', url: '/lotto/lgw/games/opened/numero?count=100', headers: bearer(token) })).value;
    expect(mine.length).toBeGreaterThanOrEqual(50);
    expect(new Set(mine.map((result) => result.gameId))).toEqual(new Set(['FAST_3M', 'VN_MB']));
  });

  it('ends the lobby session with the logout of the login that launched it', async () => {
    const token = await loginToken(app, 'demo_player', 'Demo2026pass');
    const query = 'lottoArea=VN&launchMode=LOTT&prizeMode=SEA&view=betting&device=WEB&language=en&backUrl=http%3A%2F%2Flocalhost%3A3000%2Flottery';
    const { content } = envelope<LaunchResult>(await app.inject({ method: 'GET', url: `/lgw/games/launch?${query}&gameCode=VN_HCM`, headers: bearer(token) })).value;
    const lobby = /^\/lotto\/lobby\/([A-Za-z0-9_-]{32})\?/.exec(content)?.[1];
    const stateUrl = `/lotto/lobby/${lobby}/state?gameCode=VN_HCM`;
    const state = await app.inject({ method: 'GET', url: stateUrl });
    expect(state.statusCode).toBe(200);
    const value = envelope<LotteryLobbyState>(state).value;
    expect(value.game).toEqual({ gameCode: 'VN_HCM', name: 'TP. Hồ Chí Minh', kind: 'regional', digits: 6 });
    expect(value.lastResult?.prizeNumbers).toHaveLength(18);
    expect(Number(value.balance)).toBeGreaterThan(0);

    const logout = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: stateUrl, headers: { 'accept-language': 'en' } });
    expect(after.statusCode).toBe(410);
    expect(after.json()).toEqual({ success: false, message: 'The lobby session has ended: open the lottery again', value: null });
    const bet = await app.inject({
      method: 'POST',
      url: `/lotto/lobby/${lobby}/bets`,
      headers: { 'idempotency-key': 'after-logout-1' },
      payload: { gameCode: 'VN_HCM', numero: value.draw?.numero ?? '', playType: 'DE', picks: ['12'], stakePerNumber: '1.00' },
    });
    expect(bet.statusCode).toBe(410);
  });
});
