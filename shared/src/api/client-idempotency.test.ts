import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { initI18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { callApi, newIdempotencyKey } from './client';
import { endpoint, IDEMPOTENCY_KEY_PATTERN } from './contract';
import { fakeServer, ok } from './test-adapter';

const withdraw = endpoint<{ amount: string }, { orderId: string }>({
  method: 'POST',
  path: '/wps/cashier/withdraw',
  auth: true,
  encrypted: false,
  idempotent: true,
});
const info = endpoint<undefined, null>({ method: 'GET', path: '/wps/cashier/withdraw/info', auth: true, encrypted: false });

beforeAll(async () => {
  await initI18n();
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'http://api.test' });
});

const header = (config: { headers: unknown }) => (config.headers as { get(name: string): unknown }).get('Idempotency-Key');

describe('idempotent calls', () => {
  it('send the action key the page gives, in the Idempotency-Key header', async () => {
    const sent = fakeServer(() => ok({ orderId: 'W1' }));
    await callApi(withdraw, { amount: '100.00' }, { idempotencyKey: 'action-key-0001' });
    await callApi(withdraw, { amount: '100.00' }, { idempotencyKey: 'action-key-0001' });
    expect(sent.map(header)).toEqual(['action-key-0001', 'action-key-0001']);
  });

  it('get a fresh key when the page gives none; other calls send none', async () => {
    const sent = fakeServer(() => ok(null));
    await callApi(withdraw, { amount: '1.00' });
    await callApi(withdraw, { amount: '1.00' });
    await callApi(info);
    const [first, second, third] = sent.map(header);
    expect(String(first)).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
    expect(second).not.toBe(first);
    expect(third).toBeUndefined();
  });

  it('report a request still in flight (409) in the player’s words', async () => {
    fakeServer(() => ({ status: 409, data: { success: false, message: 'in flight', value: null } }));
    const error = await callApi(withdraw, { amount: '1.00' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'inFlight', message: 'Su solicitud anterior aún se está procesando; espere un momento' });
  });

  it('make keys the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });
});
