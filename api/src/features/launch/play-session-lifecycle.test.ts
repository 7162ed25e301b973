/**
 * Issue 11: a game link (and a lottery lobby) dies with the login session that opened it. Run on the
 * app as buildApp wires it (real logins, logout, password change), on PGlite and PostgreSQL.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Game, GameListResult, LaunchResult, LotteryLobbyState } from '@suite/shared/contract';
import { checkLedger } from '../../ledger/ledger-check';
import { bearer, callEncrypted, createClock, loginToken, startAccountsApp, type TestClock } from '../../testing/accounts-kit';
import { fundWallet } from '../../testing/games-test-app';
import { envelope } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { SESSION_TTL_MINUTES } from './play-repository';

const PASSWORD = 'Demo2026pass';
const NEW_PASSWORD = 'Kx7pQ2vLm9trees';
const MINUTE = 60_000;
const ENDED_ES = { success: false, message: 'La sesión de juego terminó: vuelva a abrir el juego desde el sitio', value: { code: 'sessionEnded' } };

describe.each(TEST_DATABASE_KINDS)('game and lobby sessions bound to the login on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: TestClock;
  let slot: Game;
  let memberId: string;
  let password = PASSWORD;
  const statuses: number[] = [];
  let keys = 0;
  const newKey = () => `life-${kind}-${(keys += 1)}`;

  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  };
  const login = () => loginToken(app, 'demo_player', password);
  const launchGame = async (token: string): Promise<string> => {
    const url = `/wps/game/launchGame?vassalage=${slot.vassalage}&gameCode=${encodeURIComponent(slot.gameCode)}&gameType=${slot.gameType}&language=es`;
    const response = await call({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return envelope<LaunchResult>(response).value.content.split('?')[0]!;
  };
  const spin = (page: string) => call({ method: 'POST', url: `${page}/spin`, payload: { idempotencyKey: newKey(), amount: slot.minBet } });
  const renew = (page: string) => call({ method: 'POST', url: `${page}/renew` });
  const logout = (token: string) => call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
  const mainBalance = async () => (await test.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE member_id = $1', [memberId])).rows[0]?.balance;
  const rounds = async () => Number((await test.db.query<{ n: string }>('SELECT count(*) AS n FROM game_bet WHERE member_id = $1', [memberId])).rows[0]?.n);

  beforeAll(async () => {
    clock = createClock();
    ({ app, test, close } = await startAccountsApp(kind, { now: clock.now }));
    const list = envelope<GameListResult>(await call({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SPX&pageSize=5' }));
    slot = list.value.games.find((game) => game.isGame)!;
    memberId = (await test.db.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_player'`)).rows[0]!.id;
    await fundWallet(test, memberId, '500.00');
  }, 180_000);
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await checkLedger(test.db)).toMatchObject({ ok: true });
    await close();
  }, 60_000);

  it('stops spending after the logout of the login that launched the game: spin, state, renew and the page all refuse', async () => {
    const token = await login();
    const page = await launchGame(token);
    expect((await spin(page)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    const before = [await mainBalance(), await rounds()];

    const refused = await spin(page);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual(ENDED_ES);
    const english = await call({ method: 'GET', url: `${page}/state`, headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(410);
    expect(english.json()).toEqual({ ...ENDED_ES, message: 'The game session has ended: open the game again from the site' });
    expect((await renew(page)).statusCode).toBe(410);
    const html = await call({ method: 'GET', url: `${page}?lang=en` });
    expect(html.statusCode).toBe(410);
    expect(html.body).toContain('The game session has ended. Open the game again from the site.');
    // Parallel attempts after the logout: none spends.
    const parallel = await Promise.all([1, 2, 3, 4, 5].map(() => spin(page)));
    expect(parallel.map((response) => response.statusCode)).toEqual([410, 410, 410, 410, 410]);
    expect([await mainBalance(), await rounds()]).toEqual(before);
  });

  it('lives minutes: refused once the expiry passes without renewal; renewed, it keeps working while the login lives', async () => {
    const token = await login();
    const idle = await launchGame(token);
    const renewed = await launchGame(token);
    clock.advance((SESSION_TTL_MINUTES - 5) * MINUTE);
    const renewal = await renew(renewed);
    expect(renewal.statusCode).toBe(200);
    expect(Date.parse(envelope<{ expiresAt: string }>(renewal).value.expiresAt)).toBe(clock.now().getTime() + SESSION_TTL_MINUTES * MINUTE);
    clock.advance(10 * MINUTE);
    // 20 minutes after the launch: the renewed session plays, the other one has expired.
    expect((await spin(renewed)).statusCode).toBe(200);
    const expired = await spin(idle);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual(ENDED_ES);
    expect((await renew(idle)).statusCode).toBe(410);
    // Renewal after the logout is refused, and so is the spin.
    expect((await logout(token)).statusCode).toBe(200);
    expect((await renew(renewed)).statusCode).toBe(410);
    expect((await spin(renewed)).statusCode).toBe(410);
  });

  it('refuses renewal once the login session is idle past its limit', async () => {
    const token = await login();
    const page = await launchGame(token);
    expect((await renew(page)).statusCode).toBe(200);
    await test.db.query(`UPDATE member_session SET last_seen_at = last_seen_at - interval '3 hours' WHERE member_id = $1`, [memberId]);
    expect((await renew(page)).statusCode).toBe(410);
    expect((await spin(page)).statusCode).toBe(410);
  });

  it('answers 404 for an unknown or malformed token, and a launch needs a login', async () => {
    const unknown = await renew('/wps/static/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Sesión de juego no encontrada', value: null });
    expect((await renew('/wps/static/play/short')).statusCode).toBe(404);
    const visitor = await call({ method: 'GET', url: `/wps/game/launchGame?vassalage=${slot.vassalage}&gameCode=${slot.gameCode}&gameType=${slot.gameType}` });
    expect(visitor.statusCode).toBe(401);
  });

  it('a password change ends every game and lobby session of the member, the ones of the changing login included', async () => {
    const here = await login();
    const elsewhere = await login();
    const gameHere = await launchGame(here);
    const gameElsewhere = await launchGame(elsewhere);
    const query = new URLSearchParams({ lottoArea: 'VN', launchMode: 'LOTT', prizeMode: 'SEA', view: 'betting', device: 'WEB', language: 'es', gameCode: 'VN_HCM', backUrl: 'http://localhost:3000/lottery' });
    const launched = await call({ method: 'GET', url: `/lgw/games/launch?${query}`, headers: bearer(here) });
    expect(launched.statusCode).toBe(200);
    const lobby = /^\/lotto\/lobby\/([A-Za-z0-9_-]{32})\?/.exec(envelope<LaunchResult>(launched).value.content)![1];
    const stateUrl = `/lotto/lobby/${lobby}/state?gameCode=VN_HCM`;
    const lobbyState = await call({ method: 'GET', url: stateUrl });
    expect(lobbyState.statusCode).toBe(200);
    const numero = envelope<LotteryLobbyState>(lobbyState).value.draw?.numero ?? '1';
    const lobbyBet = () =>
      call({
        method: 'POST',
        url: `/lotto/lobby/${lobby}/bets`,
        headers: { 'idempotency-key': newKey() },
        payload: { gameCode: 'VN_HCM', numero, playType: 'DE', picks: ['12'], stakePerNumber: '1.00' },
      });
    // Live before the change: the bet is taken (or refused as a business answer when the draw is locked).
    expect((await lobbyBet()).statusCode).toBe(200);
    for (const page of [gameHere, gameElsewhere]) expect((await spin(page)).statusCode).toBe(200);

    const changed = await callEncrypted(
      app,
      'POST',
      '/wps/member/password',
      { oldPassword: password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      { headers: bearer(here) },
    );
    expect(envelope(changed)).toMatchObject({ success: true });
    password = NEW_PASSWORD;
    const before = [await mainBalance(), await rounds()];

    // The changing login lives on; everything it (or the other login) opened is over.
    expect((await call({ method: 'GET', url: '/wps/member/info', headers: bearer(here) })).statusCode).toBe(200);
    for (const page of [gameHere, gameElsewhere]) {
      const refused = await spin(page);
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toEqual(ENDED_ES);
      expect((await renew(page)).statusCode).toBe(410);
    }
    expect((await lobbyBet()).statusCode).toBe(410);
    expect((await call({ method: 'GET', url: stateUrl })).statusCode).toBe(410);
    expect([await mainBalance(), await rounds()]).toEqual(before);

    // A new launch from the same login works again.
    expect((await spin(await launchGame(here))).statusCode).toBe(200);
  });
});
