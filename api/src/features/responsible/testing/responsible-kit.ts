/**
 * Helpers of the safer-gambling tests: the limits' clock through its test seam (SUITE_TEST_CLOCK_FILE,
 * set by `useClockFile` before the app is built), fresh members with a known password and balance,
 * and the ledger's times of a member's postings (a window rolls relative to them).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { contractAnswerSchemas, type JsonSchema } from '@suite/shared/contract/testing';
import type { Database, Queryable } from '../../../db/database';
import { envelope } from '../../../testing/test-app';
import { TEST_CLOCK_ENV } from '../../../clock/test-clock';
import { insertMember } from '../../accounts/member-repository';
import { hashPassword } from '../../session/password-hash';

export const PASSWORD = 'Resp2026pass';

export interface ClockFile {
  /** Stands still at this instant; null: the real clock. */
  set(at: Date | string | null): void;
  dispose(): void;
}

/** Points SUITE_TEST_CLOCK_FILE at a fresh file (the real clock until `set`). Call before building the app. */
export function useClockFile(): ClockFile {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'suite-responsible-'));
  const file = path.join(dir, 'clock');
  writeFileSync(file, '');
  process.env[TEST_CLOCK_ENV] = file;
  return {
    set: (at) => writeFileSync(file, at === null ? '' : new Date(at).toISOString()),
    dispose: () => {
      delete process.env[TEST_CLOCK_ENV];
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let serial = 0;
/** A new member (account `<prefix><n>`, password PASSWORD, main wallet `balance`); returns id and account. */
export async function newMember(db: Database, prefix: string, balance = '0.00'): Promise<{ id: string; account: string }> {
  serial += 1;
  const account = `${prefix}${serial}${Math.floor(Math.random() * 1e6)}`.slice(0, 20);
  const passwordHash = await hashPassword(PASSWORD);
  const id = await db.transaction((tx) => insertMember(tx, { account, passwordHash, isAgent: 0, passwordChangedAt: new Date(), passwordExpiresAt: null, balance }));
  return { id, account };
}

/** The instants (ms, rounded up) of the member's bet postings, oldest first. */
export async function betTimes(db: Queryable, memberId: string): Promise<number[]> {
  const { rows } = await db.query<{ at: string }>(
    `SELECT ceil(extract(epoch FROM p.created_at) * 1000)::bigint::text AS at FROM ledger_posting p JOIN ledger_account a ON a.id = p.account_id
      WHERE a.owner = 'member' AND a.member_id = $1 AND p.entry_type = 'bet' ORDER BY p.created_at`,
    [memberId],
  );
  return rows.map((row) => Number(row.at));
}

/** The creation instants (ms, rounded up) of the member's deposit orders, oldest first. */
export async function orderTimes(db: Queryable, memberId: string): Promise<number[]> {
  const { rows } = await db.query<{ at: string }>(
    `SELECT ceil(extract(epoch FROM created_at) * 1000)::bigint::text AS at FROM deposit_order WHERE member_id = $1 ORDER BY created_at`,
    [memberId],
  );
  return rows.map((row) => Number(row.at));
}

/**
 * The answer checker of the safer-gambling route tests: `valid(name, response)` expects a 200 success
 * and checks the value against the contract's answer schema of `name`. Compiling the contract's types
 * takes a while: call it once per file, while the file is collected.
 */
export function contractAnswerCheck(): <T>(name: string, response: LightMyRequestResponse) => T {
  const fromFastify = createRequire(require.resolve('fastify'));
  const Ajv = createRequire(fromFastify.resolve('@fastify/ajv-compiler'))('ajv') as new (options: object) => {
    compile(schema: JsonSchema): ((data: unknown) => boolean) & { errors?: unknown[] | null };
  };
  const schemas = contractAnswerSchemas();
  const ajv = new Ajv({ strict: false, allErrors: true });
  return <T>(name: string, response: LightMyRequestResponse): T => {
    const body = envelope<T>(response);
    expect({ status: response.statusCode, success: body.success, message: body.message }).toEqual({ status: 200, success: true, message: expect.any(String) });
    const validate = ajv.compile(schemas[name] as JsonSchema);
    expect({ name, errors: validate(body.value) ? [] : validate.errors }).toEqual({ name, errors: [] });
    return body.value;
  };
}
