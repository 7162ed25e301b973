/**
 * Idempotency of money calls, as the IETF Idempotency-Key header draft says. The key is claimed in
 * its own committed statement (state pending, with a fingerprint of the request), so a second
 * request with the same key sees it at once; the work and the key's final answer are then written
 * in one transaction. Missing or malformed key -> 400; same key in flight -> 409; same key with
 * another payload (or operation) -> 422; same key and payload after completion -> the first answer.
 * A failed attempt releases its key (nothing moved: its transaction rolled back), so it may be retried.
 *
 * On a database that runs one transaction at a time (PGlite), nothing else can run while a move's
 * transaction is open, so the claim goes inside that transaction: the same answers (a second request
 * with the key runs after the first has committed and gets its answer), one commit less a move.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@suite/shared/contract';
import type { Database, Queryable } from '../db/database';
import { runsTransactionsOneAtATime } from '../db/transaction-owner';
import { HttpError } from '../http/envelope';

/** A pending key whose process died is taken over after this long. */
export const IDEMPOTENCY_LOCK_SECONDS = 30;

const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

const MESSAGES = {
  missing: {
    es: 'Falta la cabecera Idempotency-Key (8 a 64 caracteres A-Z a-z 0-9 _ -)',
    en: 'The Idempotency-Key header is missing (8 to 64 characters A-Z a-z 0-9 _ -)',
  },
  malformed: {
    es: 'La cabecera Idempotency-Key no es válida (8 a 64 caracteres A-Z a-z 0-9 _ -)',
    en: 'The Idempotency-Key header is not valid (8 to 64 characters A-Z a-z 0-9 _ -)',
  },
  mismatch: {
    es: 'La clave de idempotencia ya se usó con otra solicitud',
    en: 'The idempotency key was already used for a different request',
  },
  inFlight: {
    es: 'Una solicitud con esta clave de idempotencia aún se está procesando',
    en: 'A request with this idempotency key is still being processed',
  },
} as const;

const problem = (status: number, key: keyof typeof MESSAGES) => new HttpError(status, MESSAGES[key].es, { translations: MESSAGES[key] });

/**
 * The request's key: the Idempotency-Key header (a bare token or an RFC 8941 string "..."), else
 * `bodyKey` (the body field older clients and the game frame send). Both given: they must agree.
 */
export function idempotencyKeyOf(request: FastifyRequest, bodyKey?: string): string {
  const header = request.headers['idempotency-key'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  let key: string | undefined;
  if (raw !== undefined) {
    const unquoted = /^"(.*)"$/.exec(raw.trim());
    key = unquoted ? unquoted[1] : raw.trim();
    if (!KEY.test(key ?? '')) throw problem(400, 'malformed');
  }
  if (bodyKey !== undefined) {
    if (!KEY.test(bodyKey)) throw problem(400, 'malformed');
    if (key !== undefined && key !== bodyKey) throw problem(422, 'mismatch');
    key = bodyKey;
  }
  if (key === undefined) throw problem(400, 'missing');
  return key;
}

/** The operation a key belongs to: method and route ('POST /wps/cashier/withdraw'). */
export function operationOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

/** JSON with sorted object keys: equal payloads give equal text whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(payload: unknown): string {
  return createHash('sha256').update(canonical(payload)).digest('hex');
}

export interface IdempotentCall {
  /** Whose key it is: the member id ('gateway' for the payment gateway). */
  scope: string;
  key: string;
  /** 'POST /wps/cashier/withdraw': a key belongs to one operation. */
  operation: string;
  /** What identifies the request (the body without its key field). */
  payload: unknown;
}

interface KeyRow {
  operation: string;
  fingerprint: string;
  state: 'pending' | 'done';
  response: unknown;
  stale: boolean;
}

/**
 * Runs `work` at most once per (scope, key). Its value must be JSON (it is stored and replayed).
 */
export async function runIdempotent<T>(db: Database, call: IdempotentCall, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const print = fingerprint(call.payload);
  if (runsTransactionsOneAtATime(db)) {
    // Claim, work and answer in one transaction: a failure rolls the claim back with the rest.
    return db.transaction(async (tx) => {
      const earlier = await claim(tx, call, print);
      if (earlier) return earlier.response as T;
      return answer(tx, call, await work(tx));
    });
  }
  const earlier = await claim(db, call, print);
  if (earlier) return earlier.response as T;
  try {
    return await db.transaction(async (tx) => answer(tx, call, await work(tx)));
  } catch (error) {
    await db.query(`DELETE FROM idempotency_request WHERE scope = $1 AND idem_key = $2 AND state = 'pending'`, [call.scope, call.key]).catch(() => undefined);
    throw error;
  }
}

/**
 * Claims the key for this call. Answers the earlier call's row when it is done (its answer is replayed);
 * throws 422 for another payload or operation, 409 while another attempt holds the key.
 */
async function claim(db: Queryable, call: IdempotentCall, print: string): Promise<{ response: unknown } | null> {
  const claimed = await db.query(
    `INSERT INTO idempotency_request (scope, idem_key, operation, fingerprint, state, locked_until)
     VALUES ($1, $2, $3, $4, 'pending', now() + make_interval(secs => $5))
     ON CONFLICT (scope, idem_key) DO NOTHING`,
    [call.scope, call.key, call.operation, print, IDEMPOTENCY_LOCK_SECONDS],
  );
  if (claimed.rowCount !== 0) return null;
  const { rows } = await db.query<KeyRow>(
    `SELECT operation, fingerprint, state, response, locked_until < now() AS stale
       FROM idempotency_request WHERE scope = $1 AND idem_key = $2`,
    [call.scope, call.key],
  );
  const row = rows[0];
  // Released by a failed attempt between our insert and this read: the caller may simply retry.
  if (!row) throw problem(409, 'inFlight');
  if (row.operation !== call.operation || row.fingerprint !== print) throw problem(422, 'mismatch');
  if (row.state === 'done') return { response: row.response };
  if (!row.stale) throw problem(409, 'inFlight');
  // The first attempt's process died: take the key over (only one taker wins).
  const taken = await db.query(
    `UPDATE idempotency_request SET locked_until = now() + make_interval(secs => $3)
      WHERE scope = $1 AND idem_key = $2 AND state = 'pending' AND locked_until < now()`,
    [call.scope, call.key, IDEMPOTENCY_LOCK_SECONDS],
  );
  if (taken.rowCount === 0) throw problem(409, 'inFlight');
  return null;
}

/** Stores the call's answer with its key (in the work's transaction) and hands it on. */
async function answer<T>(tx: Queryable, call: IdempotentCall, result: T): Promise<T> {
  await tx.query(`UPDATE idempotency_request SET state = 'done', response = $3::jsonb WHERE scope = $1 AND idem_key = $2`, [
    call.scope,
    call.key,
    JSON.stringify(result ?? null),
  ]);
  return result;
}
