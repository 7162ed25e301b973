import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { balance, endpoint, memberInfo } from '@suite/shared/contract';
import { bearer, loginToken, loginWith, startAccountsApp } from '../testing/accounts-kit';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';
import { installNoStore, memberRouteKeys } from './no-store';

/** Contract endpoints of the T flag that are plain reads (GET); `:param` filled with a dummy value. */
const memberReads = [...memberRouteKeys()]
  .map((key) => key.split(' ') as [string, string])
  .filter(([method]) => method === 'GET')
  .map(([, path]) => path.replace(/:[A-Za-z]+/g, 'x'));

describe('no-store hook on its own', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const member = endpoint({ method: 'GET', path: '/member/thing', auth: true, encrypted: false });
    const open = endpoint({ method: 'GET', path: '/public/thing', auth: false, encrypted: false });
    installNoStore(app, memberRouteKeys([member, open, 'not an endpoint', null]));
    // A member route that (wrongly) answers without a token: the route's T flag alone marks it.
    app.get('/member/thing', async () => ({ success: true, message: '', value: 1 }));
    app.get('/public/thing', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: 1 }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('marks the routes of the contract that need the member token, even without credentials', async () => {
    const response = await app.inject({ method: 'GET', url: '/member/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'HEAD', url: '/member/thing' })).headers['cache-control']).toBe('no-store');
  });

  it('leaves a public read without credentials to its own cache policy, but not one with credentials', async () => {
    expect((await app.inject({ method: 'GET', url: '/public/thing' })).headers['cache-control']).toBe('public, max-age=60');
    for (const headers of [{ authorization: 'Bearer abc' }, { 'x-admin-token': 't' }]) {
      expect((await app.inject({ method: 'GET', url: '/public/thing', headers })).headers['cache-control']).toBe('no-store');
    }
    // The remember-me cookies ride along with every image: they do not make a public read private.
    expect((await app.inject({ method: 'GET', url: '/public/thing', headers: { cookie: 'lastUser=demo' } })).headers['cache-control']).toBe('public, max-age=60');
  });

  it('marks error replies, unknown routes and every non-read', async () => {
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'POST', url: '/public/thing' })).headers['cache-control']).toBe('no-store');
  });
});

describe.each(TEST_DATABASE_KINDS)('Cache-Control: no-store on member replies (%s)', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  const statuses: number[] = [];

  beforeAll(async () => {
    ({ app, close } = await startAccountsApp(kind));
    token = await loginToken(app, 'demo_player', 'Demo2026pass');
  });
  afterAll(async () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await close();
  });

  async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    statuses.push(response.statusCode);
    return response;
  }

  it('balance and member info are never stored', async () => {
    for (const contract of [balance, memberInfo]) {
      const response = await call({ method: 'GET', url: contract.path, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('every member read of the contract answers no-store, with the token and without it (401 envelope)', async () => {
    expect(memberReads.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const path of memberReads) {
      const withToken = await call({ method: 'GET', url: path, headers: bearer(token) });
      const withoutToken = await call({ method: 'GET', url: path });
      if (withToken.headers['cache-control'] !== 'no-store') missing.push(`${path} (${withToken.statusCode}, with token)`);
      if (withoutToken.headers['cache-control'] !== 'no-store') missing.push(`${path} (${withoutToken.statusCode}, no token)`);
      expect(withoutToken.statusCode).toBeGreaterThanOrEqual(400);
      expect(withoutToken.json()).toMatchObject({ success: false });
    }
    expect(missing).toEqual([]);
  });

  it('the login reply (it holds the token) and error envelopes are never stored', async () => {
    const login = await loginWith(app, { username: 'demo_player', password: 'Demo2026pass' });
    expect(login.json()).toMatchObject({ success: true });
    expect(login.headers['cache-control']).toBe('no-store');
    const notFound = await call({ method: 'GET', url: '/wps/no/such/route' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['cache-control']).toBe('no-store');
    const badInput = await call({ method: 'GET', url: '/wps/records/transactions?pageNo=abc', headers: bearer(token) });
    expect(badInput.statusCode).toBe(400);
    expect(badInput.headers['cache-control']).toBe('no-store');
  });

  it('public reads without credentials keep their own cache policy', async () => {
    const key = await call({ method: 'GET', url: '/wps/system/publicKey' });
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).not.toBe('no-store');
    const banner = await call({ method: 'GET', url: '/wps/static/banners/1.svg' });
    if (banner.statusCode === 200) expect(banner.headers['cache-control']).toBe('public, max-age=3600');
  });
});
