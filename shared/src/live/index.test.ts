import {
  type api,
  balanceStatusAtom,
  clearSession,
  getSession,
  initI18n,
  onLiveEvent,
  publicStateAtom,
  setSession,
  setUnauthorizedHandler,
  suiteStore,
} from '@suite/shared';
// The API client's in-memory server (a test helper, never compiled into an app).
// eslint-disable-next-line no-restricted-imports
import { fakeServer, ok, type RecordedRequest } from '../api/test-adapter';
import { END_GRACE_MS, sessionKey, startLiveEvents } from './index';
import { fakeStreamServer, sseEvent } from './testing/fake-stream';

const SESSION = { token: 'tok-ann', isAgent: 0, account: 'ann', customerId: 'c-1', memberLabel: '[]' };

let calls: RecordedRequest[];
let dead = false;
/** The host's 401 handling: to the login page. */
const toLogin = jest.fn();

beforeAll(() => {
  initI18n();
  setUnauthorizedHandler(toLogin);
});
beforeEach(() => {
  jest.useFakeTimers();
  dead = false;
  calls = fakeServer((request) => {
    if (dead) return { status: 401, data: { success: false, message: 'login again', value: null } };
    if (request.url === '/wps/v2/wallets/balance') return ok({ sumBalance: '10.00', wallets: [] });
    if (request.url === '/wps/member/publicState') return ok({ rewardCount: 4, missionCount: 1 });
    return { status: 404, data: { success: false, message: 'no', value: null } };
  });
  setSession(SESSION);
});
afterEach(() => {
  clearSession();
  jest.useRealTimers();
});

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

it('shows a pushed balance and unread count at once, reloads the reward counts, and tells the subscribers', async () => {
  const server = fakeStreamServer();
  const heard: api.LiveEvent[] = [];
  const unsubscribe = onLiveEvent(['bets', 'withdrawal'], (event) => heard.push(event));
  const stop = startLiveEvents({ fetch: server.fetch });
  await advance(0);
  expect(server.last().url).toBe('/wps/member/events');
  expect(server.last().headers.Authorization).toBe('Bearer tok-ann');

  await server.last().send(sseEvent({ id: '41', kind: 'balance', sumBalance: '1234.50' }) + sseEvent({ id: '42', kind: 'messages', unreadMessage: 3 }));
  expect(suiteStore.get(publicStateAtom)).toMatchObject({ balance: '1234.50', unreadMessage: 3 });
  expect(suiteStore.get(balanceStatusAtom)).toBe('loaded');
  expect(calls).toHaveLength(0);

  await server.last().send(sseEvent({ id: '43', kind: 'rewards' }));
  await advance(0);
  expect(calls.map((call) => call.url)).toEqual(['/wps/member/publicState']);
  expect(suiteStore.get(publicStateAtom)).toMatchObject({ rewardCount: 4, missionCount: 1 });

  await server.last().send(sseEvent({ id: '44', kind: 'bets' }) + sseEvent({ id: '45', kind: 'withdrawal', orderId: 'W1', status: 'approved' }));
  expect(heard.map((event) => [event.kind, event.id])).toEqual([
    ['bets', '44'],
    ['withdrawal', '45'],
  ]);
  unsubscribe();
  stop();
});

it('ignores a balance that is not an amount', async () => {
  const server = fakeStreamServer();
  const stop = startLiveEvents({ fetch: server.fetch });
  await advance(0);
  await server.last().send(sseEvent({ id: '41', kind: 'balance', sumBalance: 'lots' }));
  expect(suiteStore.get(publicStateAtom).balance).toBeNull();
  stop();
});

it('ends with the session: a logout in this tab closes the stream and nothing reconnects', async () => {
  const server = fakeStreamServer();
  startLiveEvents({ fetch: server.fetch });
  await advance(0);
  clearSession();
  expect(server.last().aborted()).toBe(true);
  await advance(120_000);
  expect(server.connections).toHaveLength(1);
});

it('a 401 on the stream lets the client check the session: dead, it is cleared as any 401 does', async () => {
  dead = true;
  const server = fakeStreamServer([{ status: 401, contentType: 'application/json' }]);
  startLiveEvents({ fetch: server.fetch });
  await advance(0);
  expect(getSession()).not.toBeNull();
  await advance(END_GRACE_MS);
  expect(calls.map((call) => call.url)).toEqual(['/wps/v2/wallets/balance']);
  expect(getSession()).toBeNull();
  expect(toLogin).toHaveBeenCalledTimes(1);
});

it('a logout in another tab of the session (the server ends the stream) signs this tab out too', async () => {
  const server = fakeStreamServer();
  startLiveEvents({ fetch: server.fetch });
  await advance(0);
  dead = true;
  await server.last().send(sseEvent({ id: '50', kind: 'end', reason: 'logout' }));
  await advance(END_GRACE_MS);
  expect(getSession()).toBeNull();
  expect(toLogin).toHaveBeenCalledTimes(1);
  await advance(120_000);
  expect(server.connections).toHaveLength(1);
});

it('the tab signing out itself is left to its own logout', async () => {
  const server = fakeStreamServer();
  startLiveEvents({ fetch: server.fetch });
  await advance(0);
  dead = true;
  await server.last().send(sseEvent({ id: '50', kind: 'end', reason: 'logout' }));
  clearSession();
  await advance(END_GRACE_MS);
  expect(calls).toHaveLength(0);
  expect(toLogin).not.toHaveBeenCalled();
});

it('names a session by a hash of its token, never the token', () => {
  expect(sessionKey('tok-ann')).toMatch(/^[0-9a-f]{16}$/);
  expect(sessionKey('tok-ann')).toBe(sessionKey('tok-ann'));
  expect(sessionKey('tok-ben')).not.toBe(sessionKey('tok-ann'));
});

it('does nothing for a visitor', async () => {
  clearSession();
  const server = fakeStreamServer();
  startLiveEvents({ fetch: server.fetch });
  await advance(0);
  expect(server.connections).toHaveLength(0);
});
