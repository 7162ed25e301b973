import type { FastifyRequest } from 'fastify';
import type { HttpError } from '../http/envelope';
import { openPreparedTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../testing/test-databases';
import { fingerprint, idempotencyKeyOf, runIdempotent } from './idempotency';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const statusOf = async (promise: Promise<unknown>) => promise.then(() => 200, (error: HttpError) => error.statusCode);

describe('the Idempotency-Key header', () => {
  it('reads a bare token or a structured-field string', () => {
    expect(idempotencyKeyOf(requestWith({ 'idempotency-key': 'abc-12345' }))).toBe('abc-12345');
    expect(idempotencyKeyOf(requestWith({ 'idempotency-key': '"8e03978e-40d5-43e8-bc93-6894a57f9324"' }))).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
  });

  it('is 400 when missing or malformed, 422 when the body field says otherwise', () => {
    const status = (run: () => unknown) => {
      try {
        run();
        return 200;
      } catch (error) {
        return (error as HttpError).statusCode;
      }
    };
    expect(status(() => idempotencyKeyOf(requestWith({})))).toBe(400);
    expect(status(() => idempotencyKeyOf(requestWith({ 'idempotency-key': 'short' })))).toBe(400);
    expect(status(() => idempotencyKeyOf(requestWith({ 'idempotency-key': 'has spaces in it' })))).toBe(400);
    expect(status(() => idempotencyKeyOf(requestWith({}), 'body-key-123'))).toBe(200);
    expect(status(() => idempotencyKeyOf(requestWith({ 'idempotency-key': 'header-key-1' }), 'body-key-123'))).toBe(422);
  });

  it('fingerprints payloads whatever their key order', () => {
    expect(fingerprint({ a: '1', b: { c: 2, d: [1, 2] } })).toBe(fingerprint({ b: { d: [1, 2], c: 2 }, a: '1' }));
    expect(fingerprint({ a: '1' })).not.toBe(fingerprint({ a: '1.0' }));
  });
});

describe.each(TEST_DATABASE_KINDS)('runIdempotent on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openPreparedTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  const call = (key: string, payload: unknown = { amount: '1.00' }, operation = 'POST /x') => ({ scope: 'm1', key, operation, payload });

  it('answers 409 while the key is in flight, and takes over a key whose process died', async () => {
    await test.db.query(
      `INSERT INTO idempotency_request (scope, idem_key, operation, fingerprint, state, locked_until)
       VALUES ('m1', 'flying-key', 'POST /x', $1, 'pending', now() + interval '1 minute'),
              ('m1', 'dead-key-1', 'POST /x', $1, 'pending', now() - interval '1 second')`,
      [fingerprint({ amount: '1.00' })],
    );
    expect(await statusOf(runIdempotent(test.db, call('flying-key'), async () => 'ran'))).toBe(409);
    expect(await runIdempotent(test.db, call('dead-key-1'), async () => 'ran')).toBe('ran');
  });

  it('replays the first answer, refuses another payload or call (422), and releases a failed key', async () => {
    let runs = 0;
    const work = async () => ({ run: (runs += 1) });
    expect(await runIdempotent(test.db, call('done-key-1'), work)).toEqual({ run: 1 });
    expect(await runIdempotent(test.db, call('done-key-1'), work)).toEqual({ run: 1 });
    expect(await statusOf(runIdempotent(test.db, call('done-key-1', { amount: '2.00' }), work))).toBe(422);
    expect(await statusOf(runIdempotent(test.db, call('done-key-1', { amount: '1.00' }, 'POST /y'), work))).toBe(422);
    await expect(runIdempotent(test.db, call('fail-key-1'), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runIdempotent(test.db, call('fail-key-1'), work)).toEqual({ run: 2 });
  });
});
