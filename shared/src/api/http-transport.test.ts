import { ApiError } from './api-error';
import { type FetchLike, type FetchResponse, headerOf, type HttpRequest, sendHttp, serializeParams } from './http-transport';

/** A fetch answer as the browser gives it (jsdom has no Response: the parts the transport reads). */
function answer(body: string, status = 200, headers: Record<string, string> = {}): FetchResponse {
  return {
    status,
    text: () => Promise.resolve(body),
    headers: { forEach: (visit) => Object.entries(headers).forEach(([name, value]) => visit(value, name.toLowerCase())) },
  };
}

/** A fake fetch recording its arguments; `reply` answers (default: an empty 200). */
function fakeFetch(reply: (init: RequestInit) => Promise<FetchResponse> = () => Promise.resolve(answer(''))) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>((url, init) => {
    calls.push({ url, init });
    return reply(init);
  });
  return { fetch, calls };
}

/** Like the browser's fetch: never answers, rejects when its signal aborts. */
const hangingFetch = (init: RequestInit) =>
  new Promise<FetchResponse>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

const get = (extra: Partial<HttpRequest> = {}): HttpRequest => ({ method: 'GET', baseURL: '', url: '/x', ...extra });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('query parameters', () => {
  it('repeat the key for each array item, skip undefined and null, write dates as ISO and objects as JSON', () => {
    const at = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
    const query = serializeParams({ page: 2, status: ['A', null, 'B'], none: null, gone: undefined, from: at, filter: { x: 1 }, open: false });
    expect(query).toBe('page=2&status=A&status=B&from=2025-01-02T03:04:05.000Z&filter=%7B%22x%22:1%7D&open=false');
  });

  it('percent-encode what a query cannot carry as is, spaces as +', () => {
    expect(serializeParams({ 'q q': 'a b&c=d+e/é#?', list: 'B,PL', price: '$1:2' })).toBe('q+q=a+b%26c%3Dd%2Be%2F%C3%A9%23%3F&list=B,PL&price=$1:2');
    // Every such query reads back to the same values.
    expect(Object.fromEntries(new URLSearchParams('q+q=a+b%26c%3Dd%2Be%2F%C3%A9%23%3F'))).toEqual({ 'q q': 'a b&c=d+e/é#?' });
  });

  it('join base URL, path and query', async () => {
    const { fetch, calls } = fakeFetch();
    await sendHttp(get({ baseURL: 'https://api.example.test/', url: '/wps/a', params: { code: 'A 1' } }), fetch);
    await sendHttp(get({ url: '/wps/b', params: { none: undefined } }), fetch);
    await sendHttp(get({ baseURL: 'https://api.example.test', url: '/wps/c?x=1#top', params: { y: 2 } }), fetch);
    await sendHttp(get({ baseURL: 'https://api.example.test', url: 'https://cdn.example.test/file.json' }), fetch);
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.test/wps/a?code=A+1',
      '/wps/b',
      'https://api.example.test/wps/c?x=1&y=2',
      'https://cdn.example.test/file.json',
    ]);
  });
});

describe('request bodies and headers', () => {
  it('sends a plain object as JSON with its content type', async () => {
    const { fetch, calls } = fakeFetch();
    await sendHttp({ method: 'POST', baseURL: '', url: '/login', data: { username: 'ann', tags: [1, 2] } }, fetch);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"username":"ann","tags":[1,2]}');
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*' });
  });

  it('sends URLSearchParams as a form, a string as it is', async () => {
    const { fetch, calls } = fakeFetch();
    await sendHttp({ method: 'POST', baseURL: '', url: '/f', data: new URLSearchParams({ email: 'ann+1@mail.test' }) }, fetch);
    await sendHttp({ method: 'PUT', baseURL: '', url: '/s', data: 'sealed.blob' }, fetch);
    expect(calls[0]?.init.body).toBe('email=ann%2B1%40mail.test');
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(calls[1]?.init.body).toBe('sealed.blob');
    expect(calls[1]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends no body with GET or DELETE, and keeps the caller’s own headers and content type', async () => {
    const { fetch, calls } = fakeFetch();
    await sendHttp({ method: 'DELETE', baseURL: '', url: '/d', data: { a: 1 } }, fetch);
    await sendHttp({ method: 'POST', baseURL: '', url: '/p', data: { a: 1 }, headers: { 'content-type': 'application/vnd.x+json', 'Accept-Language': 'es' } }, fetch);
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[1]?.init.headers).toEqual({ Accept: 'application/json, text/plain, */*', 'content-type': 'application/vnd.x+json', 'Accept-Language': 'es' });
  });

  it('includes cookies only when asked (withCredentials), otherwise same-origin as fetch and XHR do by default', async () => {
    const { fetch, calls } = fakeFetch();
    await sendHttp(get({ withCredentials: true }), fetch);
    await sendHttp(get(), fetch);
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'same-origin']);
  });

  it('gives the fetch seam the request as described, with the URL and body as sent', async () => {
    const { fetch } = fakeFetch();
    await sendHttp({ method: 'POST', baseURL: 'https://api.test', url: '/p', params: { a: 1 }, data: { b: 2 }, timeout: 900 }, fetch);
    expect(fetch.mock.calls[0]?.[2]).toMatchObject({ method: 'POST', baseURL: 'https://api.test', url: '/p', params: { a: 1 }, href: 'https://api.test/p?a=1', data: '{"b":2}', timeout: 900 });
  });
});

describe('responses', () => {
  it('come back for every status, JSON parsed when the body is JSON, otherwise as text', async () => {
    const replies = [answer('{"success":false}', 500), answer('<html>Bad gateway</html>', 502), answer('', 204), answer('"quoted"', 200)];
    const { fetch } = fakeFetch(() => Promise.resolve(replies.shift() ?? answer('', 599)));
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await sendHttp(get(), fetch));
    expect(results.map(({ status, data }) => ({ status, data }))).toEqual([
      { status: 500, data: { success: false } },
      { status: 502, data: '<html>Bad gateway</html>' },
      { status: 204, data: '' },
      { status: 200, data: 'quoted' },
    ]);
  });

  it('let headers be read in any case', async () => {
    const { fetch } = fakeFetch(() => Promise.resolve(answer('', 429, { 'Retry-After': '30', 'X-Captcha-Key': 'cap-7' })));
    const response = await sendHttp(get(), fetch);
    expect(headerOf(response, 'retry-after')).toBe('30');
    expect(headerOf(response, 'x-captcha-key')).toBe('cap-7');
    expect(headerOf(response, 'X-RateLimit-Reset')).toBeUndefined();
  });
});

describe('transport failures', () => {
  it('a request that outlives its timeout fails as timeout', async () => {
    const { fetch } = fakeFetch(hangingFetch);
    const error = await failure(sendHttp(get({ timeout: 10 }), fetch));
    expect(error.kind).toBe('timeout');
  });

  it('times out even when a fetch ignores its signal, and covers the body download', async () => {
    const slowBody: FetchResponse = { ...answer(''), text: () => new Promise<string>(() => undefined) };
    const { fetch } = fakeFetch(() => Promise.resolve(slowBody));
    expect((await failure(sendHttp(get({ timeout: 10 }), fetch))).kind).toBe('timeout');
  });

  it('the caller’s abort fails as unknown, in flight or before sending (then nothing is sent)', async () => {
    const { fetch, calls } = fakeFetch(hangingFetch);
    const controller = new AbortController();
    const pending = sendHttp(get({ signal: controller.signal, timeout: 10_000 }), fetch);
    controller.abort();
    expect((await failure(pending)).kind).toBe('unknown');
    expect(calls[0]?.init.signal?.aborted).toBe(true);

    const error = await failure(sendHttp(get({ signal: controller.signal }), fetch));
    expect(error.kind).toBe('unknown');
    expect(calls).toHaveLength(1);
  });

  it('a fetch TypeError (offline, DNS, CORS) fails as network', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(sendHttp(get(), fetch));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
  });
});
