import type { FastifyInstance } from 'fastify';
import type { Game, GameListResult, LaunchResult, PvpRoom, RecentGame } from '@suite/shared/contract';
import { fundWallet, startGamesTestApp, TEST_FRAME_ORIGIN } from '../../testing/games-test-app';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { bearerFor } from '../player-auth/fake-authenticate';
import type { Player } from '../player-auth/player-auth';
import type { PlayState, RoundResult } from './play-repository';

const player: Player = { memberId: 'launch-player', isAgent: 0 };
const trial: Player = { memberId: 'launch-trial', isAgent: 4 };

describe.each(TEST_DATABASE_KINDS)('game launch and play on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let slot: Game;
  beforeAll(async () => {
    ({ app, test, close } = await startGamesTestApp(kind));
    const page = envelope<GameListResult>(await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SPX&pageSize=5' }));
    slot = page.value.games.find((game) => game.isGame && game.minBet === '0.01') ?? page.value.games.find((game) => game.isGame)!;
  }, 180_000);
  afterAll(() => close());

  const launchUrl = (game: Pick<Game, 'vassalage' | 'gameCode' | 'gameType'>, extra = ''): string =>
    `/wps/game/launchGame?vassalage=${game.vassalage}&gameCode=${encodeURIComponent(game.gameCode)}&gameType=${game.gameType}&language=en${extra}`;

  const launch = async (game: Pick<Game, 'vassalage' | 'gameCode' | 'gameType'>, who: Player = player, extra = '') => {
    const response = await app.inject({ method: 'GET', url: launchUrl(game, extra), headers: bearerFor(who) });
    return { status: response.statusCode, body: envelope<LaunchResult>(response) };
  };

  const spin = (pageUrl: string, payload: object) =>
    app.inject({ method: 'POST', url: `${pageUrl.split('?')[0]}/spin`, payload }).then((response) => ({
      status: response.statusCode,
      body: envelope<RoundResult>(response),
    }));

  const balanceOf = async (memberId: string): Promise<string> =>
    (await test.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE member_id = $1', [memberId])).rows[0]?.balance ?? 'none';

  describe('launch rules', () => {
    it('asks a visitor to log in', async () => {
      const response = await app.inject({ method: 'GET', url: launchUrl(slot) });
      expect(response.statusCode).toBe(401);
      expect(envelope(response).message).toBe('You are not logged in, please login');
    });

    it('refuses unknown games, a wrong game type, VASSALAGE entries and lottery games', async () => {
      expect((await launch({ vassalage: 'SPX', gameCode: 'NOPE', gameType: 'RNG' })).status).toBe(404);
      expect((await launch({ ...slot, gameType: 'FISH' })).status).toBe(400);
      const entry = await launch({ vassalage: 'SPX', gameCode: 'VASSALAGE', gameType: 'RNG' });
      expect(entry).toMatchObject({ status: 400, body: { message: 'Spinix Studios is a vendor entry: open its game list instead' } });
      const lottery = await launch({ vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HCM', gameType: 'LOTT' });
      expect(lottery).toMatchObject({ status: 400, body: { message: 'Lottery games open through the lottery launch' } });
    });

    it('launches a PVP game only into one of its rooms, listed first', async () => {
      const pvp = envelope<GameListResult>(await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=PVP&pageSize=1' })).value.games[0]!;
      const roomsUrl = `/wps/relay/GLS2_roomList?vassalage=${pvp.vassalage}&gameCode=${pvp.gameCode}`;
      expect((await app.inject({ method: 'GET', url: roomsUrl })).statusCode).toBe(401);
      const rooms = envelope<PvpRoom[]>(await app.inject({ method: 'GET', url: roomsUrl, headers: { ...bearerFor(player), 'accept-language': 'en' } })).value;
      expect(rooms.map((room) => room.roomName)).toEqual(['Beginner', 'Intermediate', 'Expert']);
      expect(rooms[0]!.minBet).toBe(pvp.minBet);
      expect((await launch(pvp)).body.message).toBe('PVP games need a roomId of the game (GLS2_roomList)');
      expect((await launch(pvp, player, '&roomId=1-1')).status).toBe(400);
      const launched = await launch(pvp, player, `&roomId=${rooms[1]!.roomId}`);
      expect(launched.status).toBe(200);
      const state = envelope<PlayState>(await app.inject({ method: 'GET', url: `${launched.body.value.content.split('?')[0]}/state` })).value;
      expect({ minBet: state.minBet, maxBet: state.maxBet }).toEqual({ minBet: rooms[1]!.minBet, maxBet: rooms[1]!.maxBet });
    });

    it('launches the sports provider lobby', async () => {
      const { value } = envelope<LaunchResult>(
        await app.inject({ method: 'GET', url: '/wps/relay/GCS_gameLaunchFB?language=es', headers: bearerFor(player) }),
      );
      expect(value.content).toMatch(/^\/wps\/static\/play\/[A-Za-z0-9_-]{32}\?lang=es$/);
      const page = await app.inject({ method: 'GET', url: value.content });
      expect(page.body).toContain('FB Sports Sportsbook');
    });
  });

  describe('the demo game', () => {
    let pageUrl: string;
    beforeAll(async () => {
      await fundWallet(test, player.memberId, '10.00');
      const launched = await launch(slot);
      expect(launched.status).toBe(200);
      pageUrl = launched.body.value.content;
    });

    it('is a real page showing the game and the balance, framed only by the suite', async () => {
      expect(pageUrl).toMatch(/^\/wps\/static\/play\/[A-Za-z0-9_-]{32}\?lang=en$/);
      const page = await app.inject({ method: 'GET', url: pageUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain(`frame-ancestors 'self' ${TEST_FRAME_ORIGIN}`);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(page.body).toContain(`<script nonce="${nonce}">`);
      expect(page.body).toContain(`<h1>${slot.gameName}</h1>`);
      expect(page.body).toContain('"balance":"10.00"');
    });

    it('records the launch as the most recent game', async () => {
      const { value } = envelope<{ list: RecentGame[] }>(
        await app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame?clientType=3', headers: bearerFor(player) }),
      );
      expect(value.list[0]).toMatchObject({ nodeId: slot.nodeId, gameName: slot.gameName });
      expect(Date.parse(value.list[0]!.playedAt)).toBeGreaterThan(Date.now() - 60_000);
      const otherVendor = envelope<{ list: RecentGame[] }>(
        await app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame?clientType=3&vassalage=LUX', headers: bearerFor(player) }),
      );
      expect(otherVendor.value.list).toEqual([]);
    });

    it('debits the bet and credits the win in one step, and records the bet', async () => {
      const before = await balanceOf(player.memberId);
      const round = await spin(pageUrl, { idempotencyKey: 'round-0001', amount: '0.50' });
      expect(round.status).toBe(200);
      const { bet, win, balance, reels } = round.body.value;
      expect(bet).toBe('0.50');
      expect(reels).toHaveLength(3);
      const expected = (Math.round(Number(before) * 100) - 50 + Math.round(Number(win) * 100)) / 100;
      expect(balance).toBe(expected.toFixed(2));
      expect(await balanceOf(player.memberId)).toBe(balance);
      const { rows } = await test.db.query<{ bet_amount: string; win_amount: string; balance_after: string; game_id: number; wallet: string }>(
        `SELECT bet_amount, win_amount, balance_after, game_id, wallet FROM game_bet WHERE member_id = $1 AND idempotency_key = 'round-0001'`,
        [player.memberId],
      );
      expect(rows).toEqual([{ bet_amount: '0.50', win_amount: win, balance_after: balance, game_id: Number(slot.nodeId), wallet: 'MAIN' }]);
    });

    it('runs a retried request once: the same key answers the first result', async () => {
      const first = await spin(pageUrl, { idempotencyKey: 'round-0002', amount: '1.00' });
      const retry = await spin(pageUrl, { idempotencyKey: 'round-0002', amount: '1.00' });
      expect(retry.body.value).toEqual(first.body.value);
      expect(await balanceOf(player.memberId)).toBe(first.body.value.balance);
      const reused = await spin(pageUrl, { idempotencyKey: 'round-0002', amount: '2.00' });
      expect(reused).toMatchObject({ status: 422, body: { success: false } });
    });

    it('runs a key once even when the retries race the first request', async () => {
      const before = await balanceOf(player.memberId);
      const results = await Promise.all([1, 2, 3, 4].map(() => spin(pageUrl, { idempotencyKey: 'round-race', amount: '0.10' })));
      // Each either ran (or replayed the first answer) or was told the first is still in flight (409).
      expect(results.every((result) => result.status === 200 || result.status === 409)).toBe(true);
      const answered = results.filter((result) => result.status === 200);
      expect(answered.length).toBeGreaterThanOrEqual(1);
      expect(new Set(answered.map((result) => result.body.value.roundId)).size).toBe(1);
      const { rows } = await test.db.query(`SELECT 1 FROM game_bet WHERE idempotency_key = 'round-race'`);
      expect(rows).toHaveLength(1);
      const win = answered[0]!.body.value.win;
      expect(await balanceOf(player.memberId)).toBe(((Math.round(Number(before) * 100) - 10 + Math.round(Number(win) * 100)) / 100).toFixed(2));
    });

    it('never lets the balance go below zero', async () => {
      await fundWallet(test, player.memberId, '0.30');
      const refused = await spin(pageUrl, { idempotencyKey: 'round-broke', amount: '0.50' });
      expect(refused).toMatchObject({ status: 200, body: { success: false, value: { code: 'insufficientBalance' } } });
      expect(await balanceOf(player.memberId)).toBe('0.30');
      const { rows } = await test.db.query(`SELECT 1 FROM game_bet WHERE idempotency_key = 'round-broke'`);
      expect(rows).toHaveLength(0);
      // Many small bets at once: never more taken than there was.
      await Promise.all(Array.from({ length: 8 }, (_, index) => spin(pageUrl, { idempotencyKey: `round-many-${index}`, amount: '0.10' })));
      expect(Number(await balanceOf(player.memberId))).toBeGreaterThanOrEqual(0);
    });

    it('keeps bets within the limits and refuses malformed rounds', async () => {
      await fundWallet(test, player.memberId, '500.00');
      expect((await spin(pageUrl, { idempotencyKey: 'round-big', amount: '100.01' })).status).toBe(400);
      expect((await spin(pageUrl, { idempotencyKey: 'round-neg', amount: '-1.00' })).status).toBe(400);
      expect((await spin(pageUrl, { idempotencyKey: 'short', amount: '1.00' })).status).toBe(400);
      expect((await spin(pageUrl, { idempotencyKey: 'round-extra', amount: '1.00', win: '100.00' })).body.message).toBe('Invalid body: win is not allowed');
    });

    it('lets a trial account play with its trial balance', async () => {
      await fundWallet(test, trial.memberId, '2000.00');
      const launched = await launch(slot, trial);
      expect(launched.status).toBe(200);
      const round = await spin(launched.body.value.content, { idempotencyKey: 'trial-round-1', amount: '1.00' });
      expect(round.status).toBe(200);
      expect(await balanceOf(trial.memberId)).toBe(round.body.value.balance);
    });

    it('refuses unknown and expired sessions', async () => {
      const unknown = await app.inject({ method: 'GET', url: '/wps/static/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Sesión de juego no encontrada');
      await test.db.query(`UPDATE game_session SET expires_at = now() - interval '1 second' WHERE member_id = $1`, [player.memberId]);
      const expired = await spin(pageUrl, { idempotencyKey: 'round-late', amount: '1.00' });
      expect(expired).toMatchObject({
        status: 410,
        body: { success: false, message: 'La sesión de juego terminó: vuelva a abrir el juego desde el sitio', value: { code: 'sessionEnded' } },
      });
    });
  });
});
