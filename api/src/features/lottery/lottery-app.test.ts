import type { FastifyInstance } from 'fastify';
import type { LaunchResult, LotteryGameMenu, LotteryMenu } from '@suite/shared/contract';
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
    expect(content).toMatch(/^\/lgw\/lobby\?/);
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
});
