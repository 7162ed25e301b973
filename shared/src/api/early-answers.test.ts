import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { i18n, initI18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { callApi } from './client';
import { announcements, systemStatus } from './contract';
import { earlyCallKey, type EarlyBoot } from './early-answers';
import { fakeServer, ok } from './test-adapter';

const QUERY = { types: 'B,PL,PU,PR', platform: 'W' as const, execution: 'B' };
const STATUS = { status: 0, maintenanceEndTime: null, ip: '203.0.113.9' };

/** A fetch Response as the page's early request gives it (jsdom has no Response: the parts the client reads). */
function jsonResponse(body: unknown, status = 200): Response {
  const headers = new Map([['content-type', 'application/json']]);
  return {
    status,
    ok: status >= 200 && status < 300,
    text: () => Promise.resolve(JSON.stringify(body)),
    headers: { forEach: (visit: (value: string, name: string) => void) => headers.forEach((value, name) => visit(value, name)) },
  } as unknown as Response;
}

/** What host/public/boot-early.js leaves on the window, with the given answers. */
function pageAsked(calls: Record<string, Promise<Response>>, overrides: Partial<EarlyBoot> = {}): void {
  window.__suiteEarly = { calls, apiBaseUrl: '', language: 'es', ...overrides };
}

beforeAll(() => initI18n());

beforeEach(async () => {
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  await i18n.changeLanguage('es');
});

afterEach(() => {
  delete window.__suiteEarly;
});

describe('earlyCallKey', () => {
  it('names a call by method, path and its query sorted by field', () => {
    expect(earlyCallKey('GET', '/wps/system/status')).toBe('GET /wps/system/status');
    expect(earlyCallKey('GET', announcements.path, QUERY)).toBe('GET /wps/relay/MCSFE_getListAnnouncements?execution=B&platform=W&types=B%2CPL%2CPU%2CPR');
    expect(earlyCallKey('GET', '/x', { b: 1, a: undefined, c: null })).toBe('GET /x?b=1');
  });
});

describe('the client and the answers the page asked for early', () => {
  it('adopts the early answer once: no request to the server, the value checked as usual', async () => {
    const server = fakeServer(() => ok({ status: 2, maintenanceEndTime: null, ip: 'server' }));
    pageAsked({ [earlyCallKey('GET', systemStatus.path)]: Promise.resolve(jsonResponse({ success: true, message: '', value: STATUS })) });
    await expect(callApi(systemStatus)).resolves.toEqual(STATUS);
    expect(server).toHaveLength(0);
    // A second call asks the server.
    await expect(callApi(systemStatus)).resolves.toEqual({ status: 2, maintenanceEndTime: null, ip: 'server' });
    expect(server).toHaveLength(1);
  });

  it('adopts a call with a query only for the same query', async () => {
    const server = fakeServer(() => ok({ playerNotices: [], banners: [], popup: [], promotion: [], help: [] }));
    const value = { playerNotices: [], banners: [{ bannerId: '1', url: '/b.svg', groupName: 'w_home', linkageType: null }], popup: [], promotion: [], help: [] };
    pageAsked({ [earlyCallKey('GET', announcements.path, QUERY)]: Promise.resolve(jsonResponse({ success: true, message: '', value })) });
    await callApi(announcements, { ...QUERY, types: 'H' });
    expect(server).toHaveLength(1);
    await expect(callApi(announcements, QUERY)).resolves.toEqual(value);
    expect(server).toHaveLength(1);
  });

  it('reports an early error answer as the server error it is', async () => {
    fakeServer(() => ok(STATUS));
    pageAsked({ [earlyCallKey('GET', systemStatus.path)]: Promise.resolve(jsonResponse({ success: false, message: 'down' }, 503)) });
    const error = await callApi(systemStatus).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('server');
  });

  it('asks the server when the early request failed, or went to another API or in another language', async () => {
    const server = fakeServer(() => ok(STATUS));
    pageAsked({ [earlyCallKey('GET', systemStatus.path)]: Promise.reject(new TypeError('Failed to fetch')) });
    await expect(callApi(systemStatus)).resolves.toEqual(STATUS);
    pageAsked({ [earlyCallKey('GET', systemStatus.path)]: Promise.resolve(jsonResponse({ success: true, value: { status: 1 } })) }, { apiBaseUrl: 'https://api.other.example' });
    await expect(callApi(systemStatus)).resolves.toEqual(STATUS);
    pageAsked({ [earlyCallKey('GET', systemStatus.path)]: Promise.resolve(jsonResponse({ success: true, value: { status: 1 } })) }, { language: 'en' });
    await expect(callApi(systemStatus)).resolves.toEqual(STATUS);
    expect(server).toHaveLength(3);
  });

  it('gives up on an early answer that has not come when the caller aborts', async () => {
    fakeServer(() => ok(STATUS));
    pageAsked({ [earlyCallKey('GET', systemStatus.path)]: new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const call = callApi(systemStatus, undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(ApiError);
  });
});
