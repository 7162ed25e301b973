/**
 * Time-outs and self-exclusions on the whole app (real database, PGlite and PostgreSQL): confirmed with
 * the login password (E flag, under its wrong-attempt lock); every session ends (login, game, login
 * code); login is refused with the end date (403, ExclusionRefusal, ES and EN) until a time-out ends; a
 * self-exclusion cannot be shortened by the player (a shorter, equal or time-out request refused even
 * from a session that raced it; a longer one replaces it) nor by the operator (no route); after it ends
 * the account stays closed until the player asks to return and 24 hours pass; an excluded member's
 * other calls and moves are refused; marketing stops.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ExclusionRefusal, ExclusionResult, Game, GameListResult, LaunchResult, LoginResult, ReturnRequested } from '@suite/shared/contract';
import { bearer, callEncrypted, loginToken, loginWith, startAccountsApp } from '../../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../../testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabase } from '../../testing/test-databases';
import { notifyMember } from '../cashier/notifications';
import { sendVipNotice } from '../rank/vip-messages';
import { enforceResponsibleGambling } from './enforcement';
import { RETURN_DELAY_HOURS } from './exclusions';
import { exclusionEnd } from './responsible-time';
import { type ClockFile, contractAnswerCheck, newMember, PASSWORD, useClockFile } from './testing/responsible-kit';

jest.setTimeout(240_000);

// Compiling the contract's types takes a while: once, while the file is collected.
const valid = contractAnswerCheck();

const HOUR = 3_600_000;
const EXCLUSION = '/wps/member/responsible/exclusion';
const RETURN = '/wps/member/responsible/return';
const SITE_TIME = /\d{4}-\d\d-\d\d \d\d:\d\d \(UTC\+8\)/;

describe.each(TEST_DATABASE_KINDS)('time-outs and self-exclusions on %s', (kind) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let close: () => Promise<void>;
  let clock: ClockFile;
  let slot: Game;
  const statuses: number[] = [];
  let address = 0;
  const ip = () => `10.25.${kind === 'pglite' ? 1 : 2}.${(address += 1)}`;

  beforeAll(async () => {
    clock = useClockFile();
    ({ app, test, close } = await startAccountsApp(kind));
    const list = envelope<GameListResult>(await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50' })).value;
    slot = list.games.find((game) => game.isGame && Number(game.minBet) <= 1) as Game;
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    clock.dispose();
    await close();
  });

  const track = (response: LightMyRequestResponse) => {
    statuses.push(response.statusCode);
    return response;
  };
  const call = async (options: InjectOptions) => track(await app.inject(options));
  const member = async (prefix: string, balance = '100.00') => {
    const created = await newMember(test.db, prefix, balance);
    return { ...created, token: await loginToken(app, created.account, PASSWORD, { remoteAddress: ip() }) };
  };
  const exclude = async (token: string, exclusionKind: string, period: string, password = PASSWORD, language = 'en') =>
    track(await callEncrypted(app, 'POST', EXCLUSION, { kind: exclusionKind, period, password }, { headers: { ...bearer(token), 'accept-language': language }, remoteAddress: ip() }));
  const login = async (account: string, language = 'en') =>
    track(await loginWith(app, { username: account, password: PASSWORD }, { remoteAddress: ip(), headers: { 'accept-language': language } }));
  const askReturn = async (username: string, password = PASSWORD) =>
    track(await callEncrypted(app, 'POST', RETURN, { username, password }, { remoteAddress: ip(), headers: { 'accept-language': 'en' } }));
  const closedBy = (response: LightMyRequestResponse) => {
    const body = envelope<ExclusionRefusal>(response);
    expect({ status: response.statusCode, success: body.success }).toEqual({ status: 403, success: false });
    return { ...body.value, message: body.message };
  };
  const state = (token: string) => call({ method: 'GET', url: '/wps/member/responsible', headers: bearer(token) });

  it('starts a time-out with the login password: sessions end, login is refused with the end date until it simply ends', async () => {
    const t0 = new Date(Date.now() + 1000);
    clock.set(t0);
    const { id, account, token } = await member('ex_timeout');
    const launched = envelope<LaunchResult>(
      await call({ method: 'GET', url: `/wps/game/launchGame?vassalage=${slot.vassalage}&gameCode=${encodeURIComponent(slot.gameCode)}&gameType=${slot.gameType}`, headers: bearer(token) }),
    ).value;
    const code = envelope<{ code: string }>(await call({ method: 'POST', url: '/wps/session/login/code/new', headers: bearer(token) })).value.code;

    expect(envelope(await exclude(token, 'timeOut', '24h', 'Wrong2026pass'))).toMatchObject({ success: false, message: 'The password is not correct', value: { code: 'passwordWrong' } });
    expect(envelope(await exclude(token, 'timeOut', '6m'))).toMatchObject({ success: false, value: { code: 'exclusionPeriod', periods: ['24h', '7d', '30d', '6w'] } });
    expect((await call({ method: 'POST', url: EXCLUSION, payload: { kind: 'timeOut', period: '24h', password: PASSWORD }, headers: bearer(token) })).statusCode).toBe(400);
    const started = valid<ExclusionResult>('startExclusion', await exclude(token, 'timeOut', '24h'));
    const endsAt = new Date(t0.getTime() + 24 * HOUR).toISOString();
    expect(started).toEqual({ kind: 'timeOut', endsAt });

    // Every session ended: the login, the game it opened, the login code it minted.
    expect((await state(token)).statusCode).toBe(401);
    const spin = await call({ method: 'POST', url: `${launched.content.split('?')[0]}/spin`, payload: { amount: '1.00', idempotencyKey: 'ex-spin-0001' } });
    expect(spin.statusCode).toBe(410);
    expect(envelope(await call({ method: 'POST', url: '/wps/session/login/code', payload: { code } }))).toMatchObject({ success: false });

    const refused = closedBy(await login(account));
    expect(refused).toMatchObject({ code: 'excluded', kind: 'timeOut', endsAt });
    expect(refused.opensAt).toBeUndefined();
    expect(refused.message).toMatch(new RegExp(`^Your account is closed by a time-out until ${SITE_TIME.source}\\.$`));
    expect(closedBy(await login(account, 'es')).message).toMatch(/^Su cuenta está cerrada por una pausa hasta el /);
    // The limited moves refuse it too, inside their transaction.
    await expect(test.db.transaction((tx) => enforceResponsibleGambling(tx, { memberId: id, path: 'deposit', amount: '100.00' }))).rejects.toMatchObject({
      statusCode: 403,
      value: { code: 'excluded', kind: 'timeOut' },
    });
    // A time-out is no self-exclusion: nothing to return from.
    expect(envelope(await askReturn(account))).toMatchObject({ success: false, value: { code: 'notSelfExcluded' } });

    clock.set(new Date(Date.parse(endsAt) - 1));
    expect(closedBy(await login(account))).toMatchObject({ kind: 'timeOut' });
    clock.set(endsAt);
    expect(envelope<LoginResult>(await login(account)).success).toBe(true);
    clock.set(null);
  });

  it('checks the password under its wrong-attempt lock', async () => {
    clock.set(null);
    const { token } = await member('ex_lock');
    for (let attempt = 1; attempt < 5; attempt += 1) expect(envelope(await exclude(token, 'timeOut', '7d', `Wrong${attempt}pass`)).value).toMatchObject({ code: 'passwordWrong' });
    const locked = await exclude(token, 'timeOut', '7d', 'Wrong5pass');
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked).value).toMatchObject({ code: 'passwordLocked' });
    // Even the right password waits for the lock to end.
    expect((await exclude(token, 'timeOut', '7d')).statusCode).toBe(429);
    expect((await state(token)).statusCode).toBe(200);
  });

  it('never shortens a self-exclusion: not the player (even from a session that raced it), not the operator; a longer one replaces it', async () => {
    const t0 = new Date(Date.now() + 1000);
    clock.set(t0);
    const { id, account, token } = await member('ex_self');
    const year = valid<ExclusionResult>('startExclusion', await exclude(token, 'selfExclusion', '1y'));
    expect(year).toEqual({ kind: 'selfExclusion', endsAt: exclusionEnd(t0, '1y').toISOString() });
    expect((await state(token)).statusCode).toBe(401);
    expect(closedBy(await login(account))).toMatchObject({ kind: 'selfExclusion', endsAt: year.endsAt });

    // A session that raced the exclusion (checked just before it committed) is refused everything...
    const hash = (await test.db.query<{ token_hash: string }>(`SELECT token_hash FROM member_session WHERE member_id = $1`, [id])).rows[0]!.token_hash;
    await test.db.query('UPDATE member_session SET revoked_at = NULL WHERE token_hash = $1', [hash]);
    const gated = closedBy(await state(token));
    expect(gated).toMatchObject({ code: 'excluded', kind: 'selfExclusion', endsAt: year.endsAt });
    // ...and cannot shorten it: shorter, equal, or a time-out instead.
    const shorter = await exclude(token, 'selfExclusion', '6m');
    expect(envelope(shorter)).toMatchObject({ success: false, value: { code: 'exclusionNotLonger', kind: 'selfExclusion', endsAt: year.endsAt } });
    expect(envelope(shorter).message).toMatch(/^You already have a self-exclusion until .+: it can only be made longer, never shorter$/);
    expect(envelope(await exclude(token, 'selfExclusion', '1y')).value).toMatchObject({ code: 'exclusionNotLonger' });
    expect(envelope(await exclude(token, 'timeOut', '6w')).value).toMatchObject({ code: 'exclusionNotLonger' });
    expect(envelope(await exclude(token, 'timeOut', '6w', PASSWORD, 'es')).message).toBe('Tiene una autoexclusión en curso: una pausa no la sustituye');
    // A longer one replaces it (and ends the session again).
    const longer = valid<ExclusionResult>('startExclusion', await exclude(token, 'selfExclusion', '2y'));
    expect(longer.endsAt).toBe(exclusionEnd(t0, '2y').toISOString());
    expect((await state(token)).statusCode).toBe(401);
    expect(closedBy(await login(account))).toMatchObject({ endsAt: longer.endsAt });

    // The operator sees it and has no way to lift or shorten it.
    const listed = envelope<{ account: string; period: string; state: string }[]>(
      await call({ method: 'GET', url: `/admin/responsible/exclusions?account=${account}`, headers: TEST_ADMIN_HEADERS }),
    ).value;
    expect(listed.map((row) => `${row.period}/${row.state}`)).toEqual(['2y/inForce', '1y/superseded']);
    for (const method of ['DELETE', 'PUT', 'POST'] as const) {
      expect(app.hasRoute({ method, url: '/admin/responsible/exclusions' })).toBe(false);
      expect((await call({ method, url: '/admin/responsible/exclusions', payload: { account }, headers: TEST_ADMIN_HEADERS })).statusCode).toBe(404);
    }
    const adminRoutes = app.printRoutes({ commonPrefix: false }).split('\n').filter((line) => line.includes('admin/responsible'));
    expect(adminRoutes.join('\n')).not.toMatch(/exclusions.*(PUT|POST|DELETE)/);
    const still = closedBy(await login(account));
    expect(still.endsAt).toBe(longer.endsAt);
    // Asking to return while it runs is refused with its end.
    const early = await askReturn(account);
    expect(early.statusCode).toBe(403);
    expect(envelope(early).message).toMatch(/^Your self-exclusion lasts until .+: you can ask to return once it is over$/);
    clock.set(null);
  });

  it('keeps the account closed after a self-exclusion until the player asks to return and 24 hours pass', async () => {
    const t0 = new Date(Date.now() + 1000);
    clock.set(t0);
    const { account, token } = await member('ex_return');
    const { endsAt } = valid<ExclusionResult>('startExclusion', await exclude(token, 'selfExclusion', '6m'));
    clock.set(endsAt);
    const waiting = closedBy(await login(account));
    expect(waiting).toMatchObject({ code: 'excluded', kind: 'selfExclusion', endsAt, opensAt: null });
    expect(waiting.message).toMatch(/^Your self-exclusion ended on .+\. To reopen your account, ask to return: it opens 24 hours after you ask\.$/);

    expect(envelope(await askReturn(account, 'Wrong2026pass'))).toMatchObject({ success: false, message: 'Incorrect username or password' });
    expect(envelope(await askReturn('no_such_player', PASSWORD))).toMatchObject({ success: false, message: 'Incorrect username or password' });
    const asked = new Date(Date.parse(endsAt) + 5 * HOUR);
    clock.set(asked);
    const { opensAt } = valid<ReturnRequested>('requestReturn', await askReturn(account));
    expect(opensAt).toBe(new Date(asked.getTime() + RETURN_DELAY_HOURS * HOUR).toISOString());
    clock.set(new Date(asked.getTime() + HOUR));
    expect(valid<ReturnRequested>('requestReturn', await askReturn(account)).opensAt).toBe(opensAt);
    const returning = closedBy(await login(account));
    expect(returning).toMatchObject({ endsAt, opensAt });
    expect(returning.message).toMatch(/and you asked to return: your account opens on /);
    clock.set(new Date(Date.parse(opensAt) - 1));
    expect(closedBy(await login(account))).toMatchObject({ opensAt });
    clock.set(opensAt);
    expect(envelope<LoginResult>(await login(account)).success).toBe(true);
    expect(envelope(await askReturn(account))).toMatchObject({ success: false, value: { code: 'notSelfExcluded' } });
    const listed = envelope<{ state: string }[]>(await call({ method: 'GET', url: `/admin/responsible/exclusions?account=${account}`, headers: TEST_ADMIN_HEADERS })).value;
    expect(listed.map((row) => row.state)).toEqual(['over']);
    clock.set(null);
  });

  it('stops marketing to an excluded member: the operator’s messages and offers, the VIP notices (money notices go on)', async () => {
    clock.set(null);
    const { id, account, token } = await member('ex_mkt');
    await exclude(token, 'timeOut', '7d');
    const message = await call({ method: 'POST', url: '/admin/members/messages', payload: { account, title: 'Bonus', content: '100% today' }, headers: TEST_ADMIN_HEADERS });
    expect(message.statusCode).toBe(409);
    expect(envelope(message)).toMatchObject({ success: false, value: { code: 'excluded', kind: 'timeOut' } });
    const reward = await call({
      method: 'POST',
      url: '/admin/members/rewards',
      payload: { account, source: 'promotion', titleEs: 'Bono', titleEn: 'Bonus', amount: '10.00' },
      headers: TEST_ADMIN_HEADERS,
    });
    expect(reward.statusCode).toBe(409);
    const count = async () => (await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_message WHERE member_id = $1', [id])).rows[0]!.n;
    const before = await count();
    await test.db.transaction((tx) => sendVipNotice(tx, id, 'es', 'upgraded', { name: 'Oro', level: 2 }));
    expect(await count()).toBe(before);
    await test.db.transaction((tx) => notifyMember(tx, id, 'depositCredited', { orderId: 'D1', amount: '10.00' }));
    expect(await count()).toBe(before + 1);
    // An open account gets them.
    const other = await member('ex_mkt_open');
    expect((await call({ method: 'POST', url: '/admin/members/messages', payload: { account: other.account, title: 'Hola', content: 'Hola' }, headers: TEST_ADMIN_HEADERS })).statusCode).toBe(200);
  });
});
