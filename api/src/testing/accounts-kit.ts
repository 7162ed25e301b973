/**
 * Helpers for the accounts tests: a controllable clock, an app with easy proof of work and a fixed
 * captcha text, and the client's own encryption and solver (`@suite/shared/crypto`).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  CaptchaImage,
  Envelope,
  Game,
  GameListResult,
  HumanVerification,
  LaunchResult,
  LoginResult,
  ServerPublicKey,
  VerificationChallenge,
} from '@suite/shared/contract';
import { encryptPayload, importServerKey, payloadAad, solveHumanVerification } from '@suite/shared/crypto';
import type { AppConfig } from '../config';
import type { DatabaseKind } from '../db/database';
import { type AccountsConfig, loadAccountsConfig } from '../features/accounts/accounts-config';
import { envelope, startTestApp, TEST_ADMIN_HEADERS } from './test-app';
import type { TestDatabase } from './test-databases';

export const TEST_CAPTCHA_TEXT = 'AB2CD';
/** Low, so tests solve challenges in microseconds; the default (12) is tested in shared. */
export const TEST_POW_DIFFICULTY = 4;

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function createClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export function testAccountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  // New-IP verification off unless a test turns it on: most tests log one member in from several IPs.
  return { ...loadAccountsConfig({}), powDifficulty: TEST_POW_DIFFICULTY, captchaText: () => TEST_CAPTCHA_TEXT, newIpVerification: false, ...overrides };
}

export async function startAccountsApp(kind: DatabaseKind, accounts: Partial<AccountsConfig> = {}, config: Partial<AppConfig> = {}) {
  return startTestApp(kind, { accounts: testAccountsConfig(accounts), ...config });
}

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

/** An E-flagged body, encrypted exactly as the browser client does. */
export async function encryptFor(app: FastifyInstance, method: 'POST' | 'PUT', path: string, payload: unknown): Promise<unknown> {
  const key = envelope<ServerPublicKey>(await app.inject({ method: 'GET', url: '/wps/system/publicKey' })).value;
  return encryptPayload(await importServerKey(key), payload, payloadAad(method, path));
}

/** The free-play random string as the browser sends it: encrypted for that call, `<kid>.<key>.<iv>.<data>`. */
export async function encryptedFreePlayString(app: FastifyInstance, random: unknown = 'r4nd0mStringFromClient01', path = '/wps/session/login/freeplay'): Promise<string> {
  const { kid, key, iv, data } = (await encryptFor(app, 'POST', path, random)) as { kid: string; key: string; iv: string; data: string };
  return [kid, key, iv, data].join('.');
}

export async function humanCheck(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<Required<HumanVerification>> {
  const challenge = envelope<VerificationChallenge>(await app.inject({ method: 'GET', url: '/wps/verification/challenge', remoteAddress })).value;
  return solveHumanVerification(challenge);
}

/** A fresh captcha: its image (`value`), the cookie that binds it (`name=value`) and the (fixed) answer. */
export async function freshCaptcha(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<{ image: CaptchaImage; cookie: string; captcha: string }> {
  const response = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress });
  const setCookie = response.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  if (!cookie) throw new Error('the captcha answer set no cookie');
  return { image: envelope<CaptchaImage>(response).value, cookie, captcha: TEST_CAPTCHA_TEXT };
}

/** A fresh captcha and its (fixed) answer, bound the older way (the captchaId field, the cookie's value). */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<{ captchaId: string; captcha: string }> {
  const { cookie, captcha } = await freshCaptcha(app, remoteAddress);
  return { captchaId: cookie.slice(cookie.indexOf('=') + 1), captcha };
}

/**
 * What the register page sends besides the player's own fields: the login-after flag, where and how it
 * registered, a solved captcha and a human check from `remoteAddress`. `fields` (username, passwords...)
 * come last and win.
 */
export async function registrationForm(app: FastifyInstance, remoteAddress: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  return {
    login: true,
    registerUrl: 'http://localhost:3000/register',
    registerMethod: 'WEB',
    domain: 'localhost',
    ...(await solvedCaptcha(app, remoteAddress)),
    ...(await humanCheck(app, remoteAddress)),
    ...fields,
  };
}

export interface CallOptions {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** Calls an E route with an encrypted body. */
export async function callEncrypted(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  { remoteAddress = '127.0.0.1', headers = {} }: CallOptions = {},
) {
  const body = await encryptFor(app, method, url, payload);
  return app.inject({ method, url, payload: body as InjectOptions['payload'], remoteAddress, headers });
}

/** A username login with the proof of work solved (add captcha fields when asked). */
export async function loginWith(app: FastifyInstance, fields: Record<string, string>, options: CallOptions = {}) {
  const verification = await humanCheck(app, options.remoteAddress);
  return callEncrypted(app, 'POST', '/wps/session/login', { type: 'username', ...verification, ...fields }, options);
}

export async function loginToken(app: FastifyInstance, username: string, password: string, options: CallOptions = {}): Promise<string> {
  const response = await loginWith(app, { username, password }, options);
  const body = envelope<LoginResult>(response);
  if (!body.success) throw new Error(`login of ${username} failed: ${body.message}`);
  return body.value.token;
}

export interface OutboxItem {
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string;
  body: string;
}

export async function outbox(app: FastifyInstance, query: Record<string, string> = {}): Promise<OutboxItem[]> {
  const search = new URLSearchParams(query).toString();
  const response = await app.inject({ method: 'GET', url: `/admin/dev/outbox?${search}`, headers: TEST_ADMIN_HEADERS });
  return (response.json() as Envelope<OutboxItem[]>).value;
}

/** The code of the newest SMS to this E.164 number. */
export async function lastSmsCode(app: FastifyInstance, recipient: string): Promise<string> {
  const [latest] = await outbox(app, { channel: 'sms', recipient, limit: '1' });
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${recipient}`);
  return code;
}

export async function setSwitch(app: FastifyInstance, modId: string, enabled: boolean): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/admin/site/switches/${modId}`,
    payload: { enabled },
    headers: TEST_ADMIN_HEADERS,
  });
  if (response.statusCode !== 200) throw new Error(`switch ${modId}: ${response.body}`);
}

/** A seeded member's id (demo_player unless said). */
export async function memberIdOf(test: TestDatabase, account = 'demo_player'): Promise<string> {
  const { rows } = await test.db.query<{ id: string }>('SELECT id FROM member WHERE account = $1', [account]);
  if (!rows[0]) throw new Error(`no member ${account}`);
  return rows[0].id;
}

export interface RecordedCalls {
  /** Every status answered, for the file's closing check that none was 5xx. */
  statuses: number[];
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** An admin route, with the test admin's headers. */
  admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** Calls to the app (`app()`: the one the file's beforeAll started) that keep every status answered. */
export function recordCalls(app: () => FastifyInstance): RecordedCalls {
  const statuses: number[] = [];
  const call = async (options: InjectOptions) => {
    const response = await app().inject(options);
    statuses.push(response.statusCode);
    return response;
  };
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call({ method, url, headers: TEST_ADMIN_HEADERS, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  return { statuses, call, admin };
}

/** The first slot of Spinix Studios launched for the member: the game and its game page (the rounds' URL without the query). */
export async function launchFirstSlot(call: RecordedCalls['call'], token: string): Promise<{ slot: Game; page: string }> {
  const list = envelope<GameListResult>(await call({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SPX&pageSize=5' }));
  const slot = list.value.games.find((game) => game.isGame)!;
  const launchUrl = `/wps/game/launchGame?vassalage=${slot.vassalage}&gameCode=${encodeURIComponent(slot.gameCode)}&gameType=${slot.gameType}&language=es`;
  const page = envelope<LaunchResult>(await call({ method: 'GET', url: launchUrl, headers: bearer(token) })).value.content.split('?')[0]!;
  return { slot, page };
}
