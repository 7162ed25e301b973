import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import type { Database } from './db/database';

/** A database whose every query fails, as when the server went away. */
const brokenDb: Database = {
  kind: 'postgres',
  query: () => Promise.reject(new Error('connection terminated: password=hunter2')),
  exec: () => Promise.reject(new Error('connection terminated')),
  transaction: () => Promise.reject(new Error('connection terminated')),
  listen: () => Promise.reject(new Error('connection terminated')),
  close: () => Promise.resolve(),
};

async function appWith(config: Partial<AppConfig> = {}, logs: string[] = []): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({ db: brokenDb, config: { adminToken: null, ...config }, logger: { level: 'error', stream } });
  await app.ready();
  return app;
}

describe('the HTTP app', () => {
  it('answers an unexpected error with a generic 500 envelope and logs the error', async () => {
    const logs: string[] = [];
    const app = await appWith({}, logs);
    const response = await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error', value: null });
    expect(response.body).not.toContain('hunter2');
    expect(logs.join('')).toContain('request failed');
    await app.close();
  });

  it('reports a database that does not answer as unhealthy (503 envelope)', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'database unavailable', value: null });
    await app.close();
  });

  it('limits the rate per client: 429 envelope with Retry-After', async () => {
    const app = await appWith({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const call = (ip: string) => app.inject({ method: 'GET', url: '/wps/system/unknown', remoteAddress: ip });
    expect((await call('10.0.0.1')).statusCode).toBe(404);
    expect((await call('10.0.0.1')).statusCode).toBe(404);
    const limited = await call('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Rate limit exceeded/), value: null });
    expect((await call('10.0.0.2')).statusCode).toBe(404);
    await app.close();
  });

  it('allows the configured origins only', async () => {
    const app = await appWith({ corsOrigins: ['http://localhost:3000'] });
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/wps/system/status',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const other = await app.inject({ method: 'GET', url: '/wps/system/unknown', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('answers an unsupported body type with an envelope', async () => {
    const app = await appWith();
    // A public route: an admin route reads its account from the (broken) database first.
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: '<register/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, value: null });
    await app.close();
  });
});
