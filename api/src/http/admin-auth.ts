/**
 * Who may use the /admin routes, and the log of what they did (docs/security.md, "Admin accounts
 * and operator patterns"). Every admin request sends `x-operator: <account name>` and
 * `x-admin-token: <secret>`; the secret is checked against the account's scrypt hash (constant-time
 * compare), a success is remembered for a minute (keyed by a hash of name and secret) so scrypt does
 * not run on every call, and every request to /admin, refused or not (bad input before the account
 * is checked, bad credentials, rate limit, unknown route), leaves a row in admin_audit with its status
 * and the reason of a refusal (installAdminAudit).
 *
 * Accounts are created by scripts/admin-account. Outside production the API keeps a development
 * account 'dev' whose secret is SUITE_ADMIN_TOKEN (the `adminToken` the route files receive).
 */
import { createHash, randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from './envelope';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const ADMIN_OPERATOR_HEADER = 'x-operator';
/** The development account outside production (secret: SUITE_ADMIN_TOKEN, default dev-admin-token). */
export const DEV_ADMIN_NAME = 'dev';
export const ADMIN_NAME_PATTERN = /^[a-z0-9][a-z0-9._@-]{0,39}$/;
export const ADMIN_SECRET_MAX_LENGTH = 200;
/** Secrets chosen by an operator (scripts/admin-account create --stdin). */
export const ADMIN_SECRET_MIN_LENGTH = 16;
/** A verified name and secret is trusted this long without scrypt (the account is still read each time). */
export const VERIFIED_CACHE_MS = 60_000;
const VERIFIED_CACHE_MAX = 256;

// scrypt N = 2^15, r = 8 (32 MiB, tens of ms): the secrets are random 256-bit values or at least 16 characters.
const SCRYPT_LOG_N = 15;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const KEY_LENGTH = 32;

function scrypt(secret: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(secret.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashAdminSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, SCRYPT_LOG_N, SCRYPT_R, SCRYPT_P);
  return `scrypt$${SCRYPT_LOG_N}$${SCRYPT_R}$${SCRYPT_P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time check of a secret against a stored hash; false for a hash that cannot be read. */
export async function verifyAdminSecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  const params = [logN, r, p].map(Number);
  if (scheme !== 'scrypt' || !salt || !key || params.some((n) => !Number.isInteger(n) || n < 1 || n > 20)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), params[0] as number, params[1] as number, params[2] as number);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Compared against when the name is unknown, so a refusal takes as long whatever the name. */
let dummyHash: Promise<string> | undefined;

/** A new random secret (256 bits, base64url). */
export function generateAdminSecret(): string {
  return randomBytes(32).toString('base64url');
}

export interface AdminAccount {
  name: string;
  createdAt: Date;
  disabledAt: Date | null;
}

export class AdminAccountError extends Error {}

export function checkAdminName(name: string): string {
  if (!ADMIN_NAME_PATTERN.test(name)) {
    throw new AdminAccountError(`invalid account name "${name}": 1-40 of a-z 0-9 . _ @ -, starting with a letter or digit`);
  }
  return name;
}

export function checkChosenSecret(secret: string): string {
  if (secret.length < ADMIN_SECRET_MIN_LENGTH || secret.length > ADMIN_SECRET_MAX_LENGTH) {
    throw new AdminAccountError(`the secret must have ${ADMIN_SECRET_MIN_LENGTH} to ${ADMIN_SECRET_MAX_LENGTH} characters`);
  }
  if (/\p{Cc}/u.test(secret)) throw new AdminAccountError('the secret must not contain control characters');
  return secret;
}

/** A new account; refused when the name is taken (reset it instead). */
export async function createAdminAccount(db: Queryable, name: string, secret: string): Promise<void> {
  checkAdminName(name);
  const hash = await hashAdminSecret(secret);
  const { rowCount } = await db.query('INSERT INTO admin_account (name, secret_hash) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, hash]);
  if (rowCount === 0) throw new AdminAccountError(`the account ${name} exists (use "reset ${name}" for a new secret)`);
}

/** A new secret for an existing account, which is enabled again. */
export async function resetAdminAccount(db: Queryable, name: string, secret: string): Promise<void> {
  checkAdminName(name);
  const hash = await hashAdminSecret(secret);
  const { rowCount } = await db.query('UPDATE admin_account SET secret_hash = $2, disabled_at = NULL WHERE name = $1', [name, hash]);
  if (rowCount === 0) throw new AdminAccountError(`no account ${name}`);
}

/** Disabled at once: every API process reads the account on each request. */
export async function disableAdminAccount(db: Queryable, name: string): Promise<void> {
  const { rowCount } = await db.query('UPDATE admin_account SET disabled_at = coalesce(disabled_at, now()) WHERE name = $1', [name]);
  if (rowCount === 0) throw new AdminAccountError(`no account ${name}`);
}

export async function listAdminAccounts(db: Queryable): Promise<AdminAccount[]> {
  const { rows } = await db.query<AdminAccount>(
    'SELECT name, created_at AS "createdAt", disabled_at AS "disabledAt" FROM admin_account ORDER BY name',
  );
  return rows;
}

/** Outside production: the 'dev' account with this secret (its hash replaced when the secret changed). */
export async function seedDevAdminAccount(db: Queryable, secret: string): Promise<void> {
  const { rows } = await db.query<{ secret_hash: string }>('SELECT secret_hash FROM admin_account WHERE name = $1', [DEV_ADMIN_NAME]);
  if (rows[0] && (await verifyAdminSecret(secret, rows[0].secret_hash))) return;
  await db.query(
    `INSERT INTO admin_account (name, secret_hash) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET secret_hash = EXCLUDED.secret_hash`,
    [DEV_ADMIN_NAME, await hashAdminSecret(secret)],
  );
}

// ---------------------------------------------------------------------------------------------
// The audit log

export interface AdminAuditRow {
  id: number;
  at: Date;
  operator: string | null;
  authenticated: boolean;
  method: string;
  route: string;
  target: Record<string, unknown>;
  status: number;
  /** The answer's message when the request was refused (4xx, 5xx), else null. */
  reason: string | null;
  ip: string | null;
}

const SECRET_KEY = /pass|secret|token|key|captcha|code|pin/i;
const MAX_TEXT = 120;
const MAX_TARGET = 2000;
const MAX_REASON = 300;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text PostgreSQL stores as text and in jsonb: a NUL byte (refused by both) becomes the six
 * characters `\u0000`, a lone surrogate (refused by jsonb; a cut emoji) U+FFFD.
 */
export function auditText(value: string): string {
  return value.split('\u0000').join('\\u0000').replace(LONE_SURROGATE, '\uFFFD');
}

/** Params, query and body as logged: secrets replaced, long texts and lists cut, texts storable (auditText). */
export function summarizeTarget(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return auditText(value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…(${value.length})` : value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, 20).map((item) => summarizeTarget(item, depth + 1));
    return value.length > 20 ? [...items, `…(${value.length})`] : items;
  }
  const entries = Object.entries(value as Record<string, unknown>).slice(0, 30);
  return Object.fromEntries(entries.map(([key, item]) => [auditText(key), SECRET_KEY.test(key) ? '[hidden]' : summarizeTarget(item, depth + 1)]));
}

function targetOf(request: FastifyRequest, note: Record<string, unknown> | undefined): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  for (const [name, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    if (value !== undefined && value !== null && !(typeof value === 'object' && Object.keys(value).length === 0)) {
      parts[name] = summarizeTarget(value);
    }
  }
  if (note) parts.result = summarizeTarget(note);
  const text = JSON.stringify(parts);
  return text.length > MAX_TARGET ? { truncated: auditText(text.slice(0, MAX_TARGET)) } : parts;
}

export async function readAdminAudit(
  db: Queryable,
  { operator, limit, beforeId }: { operator?: string | undefined; limit: number; beforeId?: number | undefined },
): Promise<AdminAuditRow[]> {
  const { rows } = await db.query<AdminAuditRow>(
    `SELECT id, at, operator, authenticated, method, route, target, status, reason, ip FROM admin_audit
      WHERE ($1::text IS NULL OR operator = $1) AND ($2::bigint IS NULL OR id < $2)
      ORDER BY id DESC LIMIT $3`,
    [operator ?? null, beforeId ?? null, limit],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The hook

interface AdminAuthState {
  db: Queryable;
  devSecret: string | null;
  seeding: Promise<void> | undefined;
  verified: Map<string, { hash: string; until: number }>;
}

interface Audit {
  /** The account once authenticated; before, the name as sent (lower-cased when it is a valid name). */
  operator: string | null;
  authenticated: boolean;
  /** Why the credentials were refused (the answer says only "refused"). */
  detail?: string;
  /** What the handler did (noteAdminAudit), logged as the target's `result`. */
  note?: Record<string, unknown>;
}

const states = new WeakMap<FastifyInstance, AdminAuthState>();
const audits = new WeakMap<FastifyRequest, Audit>();
/** The database each app writes its audit rows to (installAdminAudit). */
const auditDbs = new WeakMap<FastifyInstance, Queryable>();
/** The onRequest hooks adminAuth made: the rate limiter is moved before them. */
const adminHooks = new WeakSet<object>();

const headerText = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The x-operator header as sent: a valid name lower-cased, anything else cut to 64 characters. */
function claimedOperator(request: FastifyRequest): string | null {
  const raw = headerText(request, ADMIN_OPERATOR_HEADER);
  if (raw === undefined) return null;
  const name = raw.toLowerCase();
  return ADMIN_NAME_PATTERN.test(name) ? name : raw.slice(0, 64);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/** /admin and everything under it, matched route or not (also spelled with percent-escapes or capitals). */
function isAdminPath(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/admin')) return true;
  let path = pathOf(request);
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the raw path is checked
  }
  return /^\/+admin(\/|$)/i.test(path);
}

/** The failure envelope's message of a refused request (4xx, 5xx), else null. */
function reasonOf(statusCode: number, payload: unknown, audit: Audit): string | null {
  if (statusCode < 400) return null;
  let message: string | null = null;
  if (typeof payload === 'string' && payload.length <= 65_536) {
    try {
      const parsed = JSON.parse(payload) as { message?: unknown } | null;
      if (parsed !== null && typeof parsed === 'object' && typeof parsed.message === 'string') message = parsed.message;
    } catch {
      // not an envelope: the status says it
    }
  }
  message ??= `HTTP ${statusCode}`;
  if (audit.detail) message = `${message} (${audit.detail})`;
  return auditText(message.slice(0, MAX_REASON));
}

async function writeAudit(db: Queryable, request: FastifyRequest, reply: FastifyReply, audit: Audit, payload: unknown): Promise<void> {
  try {
    await db.query(
      `INSERT INTO admin_audit (operator, authenticated, method, route, target, status, reason, ip)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
      [
        audit.operator === null ? null : auditText(audit.operator),
        audit.authenticated,
        request.method,
        auditText((request.routeOptions.url ?? pathOf(request)).slice(0, 200)),
        JSON.stringify(targetOf(request, audit.note)),
        reply.statusCode,
        reasonOf(reply.statusCode, payload, audit),
        auditText(request.ip.slice(0, 64)),
      ],
    );
  } catch (error) {
    // Never turns the answer into a 500: the refusal or success stands, the log says what was lost.
    request.log.error({ err: error, operator: audit.operator, route: request.routeOptions.url }, 'admin audit row not written');
  }
}

/**
 * Every request to /admin leaves a row in admin_audit, written in onSend (before the answer goes
 * out) whatever answered it: a route, the input guards (a NUL byte is refused before the account is
 * checked), the rate limiter, the JSON parser, the not-found handler or a framework error. Call once
 * per app before the routes (buildApp does; adminAuth installs it too when it was not).
 */
export function installAdminAudit(app: FastifyInstance, db: Queryable): void {
  if (auditDbs.has(app)) return;
  auditDbs.set(app, db);
  // @fastify/rate-limit appends its onRequest hook to every route, after the route's own: on an admin
  // route it would run after the account check, so refused credentials were never counted and a flood
  // ran scrypt without limit. The limiter goes first; the account check comes after it.
  app.addHook('onRoute', (route) => {
    const hooks = route.onRequest;
    if (!Array.isArray(hooks) || !hooks.some((hook) => adminHooks.has(hook))) return;
    route.onRequest = [...hooks.filter((hook) => !adminHooks.has(hook)), ...hooks.filter((hook) => adminHooks.has(hook))];
  });
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      let audit = audits.get(request);
      if (!audit && isAdminPath(request)) audit = { operator: claimedOperator(request), authenticated: false };
      if (audit) {
        audits.delete(request);
        await writeAudit(db, request, reply, audit, payload);
      }
    } catch (error) {
      request.log.error({ err: error }, 'admin audit row not written');
    }
    return payload;
  });
}

/**
 * The row of an answer that bypasses the onSend hooks: Fastify's frameworkErrors (a malformed path,
 * a path parameter over maxParamLength). Call before sending it; never throws.
 */
export async function auditFrameworkAnswer(request: FastifyRequest, reply: FastifyReply, payload: string): Promise<void> {
  try {
    const db = auditDbs.get(request.server);
    if (db && isAdminPath(request)) await writeAudit(db, request, reply, { operator: claimedOperator(request), authenticated: false }, payload);
  } catch (error) {
    request.log.error({ err: error }, 'admin audit row not written');
  }
}

/** Adds what a handler did (ids it made, the outcome) to the request's audit row, as `target.result`. */
export function noteAdminAudit(request: FastifyRequest, note: Record<string, unknown>): void {
  const audit = audits.get(request);
  if (audit) audit.note = { ...audit.note, ...note };
}

/** The authenticated admin account of a request that passed adminAuth; throws 401 otherwise. */
export function adminNameOf(request: FastifyRequest): string {
  const audit = audits.get(request);
  if (!audit?.authenticated || audit.operator === null) throw new HttpError(401, REFUSED);
  return audit.operator;
}

function stateOf(app: FastifyInstance, db: Queryable, devSecret: string | null | undefined): AdminAuthState {
  let state = states.get(app);
  if (!state) {
    const created: AdminAuthState = { db, devSecret: devSecret ?? null, seeding: undefined, verified: new Map() };
    state = created;
    states.set(app, created);
    installAdminAudit(app, db);
  }
  return state;
}

async function ensureDevAccount(state: AdminAuthState): Promise<void> {
  if (!state.devSecret) return;
  state.seeding ??= seedDevAdminAccount(state.db, state.devSecret).catch((error: unknown) => {
    state.seeding = undefined;
    throw error;
  });
  await state.seeding;
}

const REFUSED = 'Admin credentials refused';

/** Resolves when the name and secret belong to an enabled account; else a 401 (why: in the audit row). */
async function authenticate(state: AdminAuthState, name: string, secret: string, audit: Audit): Promise<void> {
  const { rows } = await state.db.query<{ secret_hash: string; disabled_at: Date | null }>(
    'SELECT secret_hash, disabled_at FROM admin_account WHERE name = $1',
    [name],
  );
  const account = rows[0];
  const cacheKey = createHash('sha256').update(name).update('\0').update(secret).digest('base64url');
  const cached = state.verified.get(cacheKey);
  const now = Date.now();
  if (account && !account.disabled_at && cached && cached.hash === account.secret_hash && cached.until > now) return;
  if (cached) state.verified.delete(cacheKey);
  if (!account) {
    // Same work as for a known name: a refusal does not tell which names exist.
    await verifyAdminSecret(secret, await (dummyHash ??= hashAdminSecret(generateAdminSecret())));
    audit.detail = 'unknown account';
    throw new HttpError(401, REFUSED);
  }
  const good = await verifyAdminSecret(secret, account.secret_hash);
  if (!good || account.disabled_at) {
    audit.detail = good ? 'disabled account' : 'wrong secret';
    throw new HttpError(401, REFUSED);
  }
  if (state.verified.size >= VERIFIED_CACHE_MAX) state.verified.delete(state.verified.keys().next().value as string);
  state.verified.set(cacheKey, { hash: account.secret_hash, until: now + VERIFIED_CACHE_MS });
}

/**
 * The onRequest hook of every admin route: `x-operator` names an enabled account and
 * `x-admin-token` is its secret, else 401 (the same answer for an unknown name, a wrong secret and a
 * disabled account). `devSecret`: the development account's secret outside production (null: none).
 */
export function adminAuth(
  app: FastifyInstance,
  { db, devSecret }: { db: Queryable; devSecret?: string | null },
): (request: FastifyRequest) => Promise<void> {
  const state = stateOf(app, db, devSecret);
  const hook = async (request: FastifyRequest): Promise<void> => {
    const rawName = headerText(request, ADMIN_OPERATOR_HEADER);
    const name = rawName?.toLowerCase();
    const validName = name !== undefined && ADMIN_NAME_PATTERN.test(name) ? name : null;
    const audit: Audit = { operator: claimedOperator(request), authenticated: false };
    audits.set(request, audit);
    const secret = headerText(request, ADMIN_TOKEN_HEADER);
    if (!rawName || !secret) {
      throw new HttpError(401, `Admin account required (${ADMIN_OPERATOR_HEADER} and ${ADMIN_TOKEN_HEADER} headers)`);
    }
    if (!validName) {
      audit.detail = 'invalid account name';
      throw new HttpError(401, REFUSED);
    }
    if (secret.length > ADMIN_SECRET_MAX_LENGTH) {
      audit.detail = 'secret too long';
      throw new HttpError(401, REFUSED);
    }
    await ensureDevAccount(state);
    await authenticate(state, validName, secret, audit);
    audit.authenticated = true;
    // The route files read the name from this header (operatorOf): keep it as the account's.
    request.headers[ADMIN_OPERATOR_HEADER] = validName;
  };
  adminHooks.add(hook);
  return hook;
}
