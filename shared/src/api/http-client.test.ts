// The one axios instance (apiHttp) and its interceptors, as a raw axios user and callApi see them.
import { AxiosError, CanceledError } from 'axios';
import { DEFAULT_PLATFORM_PROFILE } from '../config/platform-profile';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { i18n, initI18n } from '../i18n/i18n';
import { setSession } from '../session/session-store';
import { ApiError } from './api-error';
import { callApi, type UploadProgress } from './client';
import { endpoint } from './contract';
import { apiHttp } from './http-client';
import { fakeServer, ok } from './test-adapter';

const upload = endpoint<{ images: string[] }, null>({ method: 'POST', path: '/wps/member/feedback', auth: true, encrypted: false });
const withCookies = endpoint<undefined, string>({ method: 'GET', path: '/wps/system/captcha', auth: false, encrypted: false, credentials: true });
const info = endpoint<undefined, { account: string }>({ method: 'GET', path: '/wps/member/info', auth: true, encrypted: false });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(() => initI18n());

beforeEach(async () => {
  sessionStorage.clear();
  setSession(null);
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  await i18n.changeLanguage('es');
});

describe('query parameters', () => {
  it('repeat the key for each array item, skip undefined and null, write dates as ISO and objects as JSON', () => {
    const at = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
    const params = { page: 2, status: ['A', null, 'B'], none: null, gone: undefined, from: at, filter: { x: 1 }, open: false };
    expect(apiHttp.getUri({ url: '/x', params })).toBe('/x?page=2&status=A&status=B&from=2025-01-02T03:04:05.000Z&filter=%7B%22x%22:1%7D&open=false');
  });

  it('percent-encode what a query cannot carry as is, spaces as +', () => {
    expect(apiHttp.getUri({ url: '/x', params: { 'q q': 'a b&c=d+e/é#?', list: 'B,PL', price: '$1:2' } })).toBe('/x?q+q=a+b%26c%3Dd%2Be%2F%C3%A9%23%3F&list=B,PL&price=$1:2');
    // Every such query reads back to the same values.
    expect(Object.fromEntries(new URLSearchParams('q+q=a+b%26c%3Dd%2Be%2F%C3%A9%23%3F'))).toEqual({ 'q q': 'a b&c=d+e/é#?' });
  });

  it('join base URL, path and query', () => {
    expect(apiHttp.getUri({ baseURL: 'https://api.example.test/', url: '/wps/a', params: { code: 'A 1' } })).toBe('https://api.example.test/wps/a?code=A+1');
    expect(apiHttp.getUri({ url: '/wps/b', params: { none: undefined } })).toBe('/wps/b');
    expect(apiHttp.getUri({ baseURL: 'https://api.example.test', url: '/wps/c?x=1#top', params: { y: 2 } })).toBe('https://api.example.test/wps/c?x=1&y=2');
    expect(apiHttp.getUri({ baseURL: 'https://api.example.test', url: 'https://cdn.example.test/file.json' })).toBe('https://cdn.example.test/file.json');
  });
});

describe('request bodies and headers', () => {
  it('sends a plain object as JSON with its content type, and accepts JSON first', async () => {
    const sent = fakeServer(() => ok(null));
    await apiHttp.post('/login', { username: 'ann', tags: [1, 2] });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.data).toBe('{"username":"ann","tags":[1,2]}');
    expect(sent[0]?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*' });
  });

  it('sends URLSearchParams as a form, and keeps a content type the caller gave', async () => {
    const sent = fakeServer(() => ok(null));
    await apiHttp.post('/f', new URLSearchParams({ email: 'ann+1@mail.test' }));
    await apiHttp.post('/p', { a: 1 }, { headers: { 'content-type': 'application/vnd.x+json' } });
    expect(sent[0]?.data).toBe('email=ann%2B1%40mail.test');
    expect(sent[0]?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent[1]?.headers.get('content-type')).toBe('application/vnd.x+json');
  });

  it('includes cookies for another origin only for credentials endpoints (withCredentials)', async () => {
    const sent = fakeServer(() => ok('img'));
    await callApi(withCookies);
    await callApi(info);
    expect(sent.map((request) => request.withCredentials)).toEqual([true, false]);
  });
});

describe('the interceptors, for a raw axios call too', () => {
  it('add base URL, timeout, the token in the profile’s header and scheme, and the language', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.test', apiTimeoutMs: 2500 });
    setSession({ token: 'tok-1', isAgent: 0, account: 'ann', customerId: '1', memberLabel: null });
    await i18n.changeLanguage('en');
    const sent = fakeServer(() => ok({ account: 'ann' }));
    const response = await apiHttp.get('/wps/member/info', { params: { fields: ['a', 'b'] } });
    expect(response.data).toEqual({ success: true, message: '', value: { account: 'ann' } });
    expect(sent[0]).toMatchObject({ baseURL: 'https://api.example.test', timeout: 2500, href: 'https://api.example.test/wps/member/info?fields=a&fields=b' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent[0]?.headers.get('Accept-Language')).toBe('en');

    setRuntimeConfig({ platform: { ...DEFAULT_PLATFORM_PROFILE, token: { header: 'token', scheme: '' } } });
    await apiHttp.get('/wps/member/info');
    expect(sent[1]?.headers.get('token')).toBe('tok-1');
    expect(sent[1]?.headers.get('Authorization')).toBeUndefined();
  });

  it('map statuses and envelopes to ApiError', async () => {
    fakeServer((request) =>
      request.url === '/refused' ? { data: { success: false, message: 'Saldo insuficiente', value: null } } : { status: 500, data: { success: false, message: 'boom', value: null } },
    );
    expect(await failure(apiHttp.post('/refused', {}))).toMatchObject({ kind: 'server', status: 200, message: 'Saldo insuficiente' });
    expect(await failure(apiHttp.get('/crashed'))).toMatchObject({ kind: 'server', status: 500, serverMessage: 'boom' });
  });

  it('show the words of a 403 refusal that names its code (a limit, an exclusion), and not of a bare 403', async () => {
    const message = 'Ha alcanzado su límite de depósitos de 24 horas: P 100.00';
    fakeServer((request) =>
      request.url === '/limited'
        ? { status: 403, data: { success: false, message, value: { code: 'limitReached', kind: 'deposit' } } }
        : { status: 403, data: { success: false, message: 'Forbidden', value: null } },
    );
    expect(await failure(apiHttp.post('/limited', {}))).toMatchObject({ kind: 'server', status: 403, message, value: { code: 'limitReached' } });
    const bare = await failure(apiHttp.get('/forbidden'));
    expect(bare).toMatchObject({ kind: 'server', status: 403, serverMessage: 'Forbidden' });
    expect(bare.message).not.toBe('Forbidden');
  });
});

describe('transport failures', () => {
  it.each([
    ['a timeout (ECONNABORTED)', 'timeout', new AxiosError('timeout of 10ms exceeded', AxiosError.ECONNABORTED)],
    ['a timeout (ETIMEDOUT)', 'timeout', new AxiosError('timeout of 10ms exceeded', AxiosError.ETIMEDOUT)],
    ['the caller’s cancel (ERR_CANCELED)', 'unknown', new CanceledError()],
    ['no response (ERR_NETWORK)', 'network', new AxiosError('Network Error', AxiosError.ERR_NETWORK)],
    ['a bad option', 'unknown', new AxiosError('Unknown adapter', AxiosError.ERR_BAD_OPTION)],
  ])('%s fails as %s', async (_name, kind, error) => {
    fakeServer(() => Promise.reject(error));
    const caught = await failure(callApi(info));
    expect(caught.kind).toBe(kind);
    expect(caught.status).toBeUndefined();
    expect(caught.cause).toBe(error);
  });

  it('the caller’s abort fails as unknown, in flight or before sending (then nothing is sent)', async () => {
    const sent = fakeServer(() => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = failure(callApi(info, undefined, { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect((await pending).kind).toBe('unknown');
    expect(sent[0]?.signal?.aborted).toBe(true);

    expect((await failure(callApi(info, undefined, { signal: controller.signal }))).kind).toBe('unknown');
    expect(sent).toHaveLength(1);
  });
});

describe('upload progress', () => {
  it('reaches the caller through callApi’s onUploadProgress', async () => {
    const seen: UploadProgress[] = [];
    fakeServer((request) => {
      request.uploadProgress({ loaded: 512, total: 2048, progress: 0.25 });
      request.uploadProgress({ loaded: 2048, total: 2048, progress: 1 });
      return ok(null);
    });
    await callApi(upload, { images: ['data:image/png;base64,cG5n'] }, { onUploadProgress: (progress) => seen.push(progress) });
    expect(seen.map(({ loaded, total, progress }) => ({ loaded, total, progress }))).toEqual([
      { loaded: 512, total: 2048, progress: 0.25 },
      { loaded: 2048, total: 2048, progress: 1 },
    ]);
  });
});
