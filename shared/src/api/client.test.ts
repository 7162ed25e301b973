import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { i18n, initI18n } from '../i18n/i18n';
import { clearSession, getSession, setSession } from '../session/session-store';
import { ApiError } from './api-error';
import { callApi } from './client';
import { endpoint, type NoPayload } from './contract';
import { fakeServer, ok, silentServer, unreachableServer } from './test-adapter';
import { setUnauthorizedHandler } from './unauthorized';

const memberInfo = endpoint<NoPayload, { account: string }>({ method: 'GET', path: '/wps/member/info', auth: true, encrypted: false });
const affiliate = endpoint<{ code: string; domain: string }, null>({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: false,
  encrypted: false,
});
// A plain (not E-flagged) login: the encrypted path is tested in client-encryption.test.ts (Node's WebCrypto).
const login = endpoint<{ username: string; password: string }, { token: string }>({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: false,
});
const emailReset = endpoint<{ username: string; email: string }, null>({
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  encrypted: false,
  form: true,
});

const member = { token: 'tok-123', isAgent: 0, account: 'ann', customerId: '7', memberLabel: null };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

// English is a chunk of its own (loaded by i18next's backend): these tests read both languages.
beforeAll(async () => {
  await initI18n();
  await i18n.loadLanguages('en');
});

beforeEach(async () => {
  sessionStorage.clear();
  setSession(null);
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  await i18n.changeLanguage('es');
});

describe('callApi', () => {
  it('returns the value of a successful envelope', async () => {
    fakeServer(() => ok({ account: 'ann' }));
    await expect(callApi(memberInfo)).resolves.toEqual({ account: 'ann' });
  });

  it('reads base URL and timeout from the runtime config at each request', async () => {
    const sent = fakeServer(() => ok(null));
    await callApi(affiliate, { code: 'A1', domain: 'x.test' });
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.test', apiTimeoutMs: 2500 });
    await callApi(affiliate, { code: 'A1', domain: 'x.test' });
    expect(sent[0]?.baseURL).toBe('');
    expect(sent[1]?.baseURL).toBe('https://api.example.test');
    expect(sent[1]?.timeout).toBe(2500);
  });

  it('sends GET payloads as query parameters', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.test' });
    const sent = fakeServer(() => ok(null));
    await callApi(affiliate, { code: 'A 1', domain: 'x.test' });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.data).toBeUndefined();
    expect(sent[0]?.href).toBe('https://api.example.test/wps/agent/affiliate?code=A+1&domain=x.test');
  });

  it('sends POST payloads as JSON', async () => {
    const sent = fakeServer(() => ok({ token: 't' }));
    await callApi(login, { username: 'ann', password: 'secret12' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers['Content-Type']).toMatch(/application\/json/);
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ username: 'ann', password: 'secret12' });
  });

  it('form-encodes the payload of a form endpoint', async () => {
    const sent = fakeServer(() => ok(null));
    await callApi(emailReset, { username: 'ann', email: 'ann+1@mail.test' });
    expect(sent[0]?.headers['Content-Type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(sent[0]?.data).toBe('username=ann&email=ann%2B1%40mail.test');
  });

  it('sends the session token and the current language', async () => {
    const sent = fakeServer(() => ok({ account: 'ann' }));
    await callApi(memberInfo);
    expect(sent[0]?.headers.Authorization).toBeUndefined();
    expect(sent[0]?.headers['Accept-Language']).toBe('es');

    setSession(member);
    await i18n.changeLanguage('en');
    await callApi(memberInfo);
    expect(sent[1]?.headers.Authorization).toBe('Bearer tok-123');
    expect(sent[1]?.headers['Accept-Language']).toBe('en');
  });
});

describe('callApi failures', () => {
  it('shows the server message as is when the envelope says success: false', async () => {
    fakeServer(() => ({ data: { success: false, message: 'Contraseña incorrecta', value: { captcha: true } } }));
    const error = await failure(callApi(login, { username: 'ann', password: 'wrong123' }));
    expect(error).toMatchObject({ kind: 'server', status: 200, serverMessage: 'Contraseña incorrecta', value: { captcha: true } });
    expect(error.message).toBe('Contraseña incorrecta');
  });

  it('on 401 ends the session and hands navigation to the registered handler', async () => {
    setSession(member);
    const toLogin = jest.fn();
    const restore = setUnauthorizedHandler(toLogin);
    fakeServer(() => ({ status: 401, data: { success: false, message: 'token expired', value: null } }));

    const error = await failure(callApi(memberInfo));

    restore();
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('Lo sentimos, aún no ha iniciado sesión, inicie sesión.');
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('does not send a player who has just signed out to /login when a call from before the logout answers 401', async () => {
    setSession(member);
    const toLogin = jest.fn();
    const restore = setUnauthorizedHandler(toLogin);
    let answer: () => void = () => undefined;
    fakeServer(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 401, data: { success: false, message: 'token revoked', value: null } });
        }),
    );
    const pending = failure(callApi(memberInfo));
    await new Promise((resolve) => setTimeout(resolve, 0));
    clearSession();
    answer();
    const error = await pending;
    restore();
    expect(error.kind).toBe('unauthorized');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('does not redirect a visitor refused by an open endpoint', async () => {
    const toLogin = jest.fn();
    const restore = setUnauthorizedHandler(toLogin);
    fakeServer(() => ({ status: 401, data: { success: false, message: 'bad credentials', value: null } }));
    const error = await failure(callApi(login, { username: 'ann', password: 'x' }));
    restore();
    expect(error.kind).toBe('unauthorized');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('reports 429 with the Retry-After delay in the message', async () => {
    fakeServer(() => ({ status: 429, headers: { 'retry-after': '30' }, data: { success: false, message: '', value: null } }));
    const error = await failure(callApi(affiliate, { code: 'A', domain: 'x' }));
    expect(error).toMatchObject({ kind: 'rateLimited', status: 429, retryAfterSeconds: 30 });
    expect(error.message).toBe('Demasiadas solicitudes, inténtelo de nuevo en 30 s');
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    fakeServer(() => ({ status: 429, headers: { 'Retry-After': inTwoMinutes } }));
    const error = await failure(callApi(affiliate, { code: 'A', domain: 'x' }));
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('times out after the configured delay', async () => {
    setRuntimeConfig({ apiTimeoutMs: 20 });
    silentServer();
    const error = await failure(callApi(memberInfo));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('La página tardó demasiado en cargar, compruebe su conexión de red');
  });

  it('reports a dropped connection as a network error', async () => {
    unreachableServer();
    await i18n.changeLanguage('en');
    const error = await failure(callApi(memberInfo));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Network link is abnormal, please try again');
  });

  it('translates HTTP errors and keeps what the server said aside', async () => {
    fakeServer(() => ({ status: 400, data: { success: false, message: 'body must have property email', value: null } }));
    const rejected = await failure(callApi(emailReset, { username: 'ann', email: 'a@b.test' }));
    expect(rejected).toMatchObject({ kind: 'badRequest', status: 400, serverMessage: 'body must have property email' });
    expect(rejected.message).toBe('Los datos enviados no son válidos');

    fakeServer(() => ({ status: 500, data: { success: false, message: 'Internal server error', value: null } }));
    const crashed = await failure(callApi(memberInfo));
    expect(crashed).toMatchObject({ kind: 'server', status: 500, serverMessage: 'Internal server error' });
    expect(crashed.message).toBe('El servidor no pudo completar la solicitud, inténtelo de nuevo');

    fakeServer(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const gateway = await failure(callApi(memberInfo));
    expect(gateway).toMatchObject({ kind: 'server', status: 502, serverMessage: undefined });
  });

  it('refuses a 200 answer that is not an envelope', async () => {
    fakeServer(() => ({ data: '<html>captive portal</html>' }));
    const error = await failure(callApi(memberInfo));
    expect(error).toMatchObject({ kind: 'unknown', message: 'Error desconocido' });
  });
});
