// Test double of the API for the accounts UI: `callApi` (and the calls that use it inside shared)
// answered by per-endpoint handlers, so forms run their real flows without a server.
//   jest.mock('@suite/shared', () => jest.requireActual('<path>/testing/shared-mock').sharedMock());
import type * as Shared from '@suite/shared';

type SharedModule = typeof Shared;
type Handler = (payload: unknown) => unknown;

const actual = (): SharedModule => jest.requireActual<SharedModule>('@suite/shared');

const handlers = new Map<string, Handler>();
export const sentRequests: Array<{ path: string; method: string; payload: unknown }> = [];

/** Answers `METHOD /path` (or just `/path`) with the handler's value; a thrown error is the refusal. */
export function onApi(path: string, handler: Handler): void {
  handlers.set(path, handler);
}

export function resetApi(): void {
  handlers.clear();
  sentRequests.length = 0;
}

/** A refused call as the client reports it (HTTP 200, success false, with the envelope's value). */
export function refusal(message: string, value: unknown = null): Shared.ApiError {
  return new (actual().ApiError)('server', { status: 200, serverMessage: message, value });
}

export function requestsTo(path: string): unknown[] {
  return sentRequests.filter((request) => request.path === path).map((request) => request.payload);
}

const pending = new Set<Promise<unknown>>();

async function answer(endpoint: Shared.Endpoint<unknown, unknown>, payload?: unknown): Promise<unknown> {
  sentRequests.push({ path: endpoint.path, method: endpoint.method, payload });
  const handler = handlers.get(`${endpoint.method} ${endpoint.path}`) ?? handlers.get(endpoint.path);
  if (!handler) throw new (actual().ApiError)('network');
  return handler(payload);
}

export const mockCallApi = jest.fn((endpoint: Shared.Endpoint<unknown, unknown>, payload?: unknown) => {
  const call = answer(endpoint, payload);
  pending.add(call);
  void call.catch(() => undefined).finally(() => pending.delete(call));
  return call;
});

/** Waits until every call made so far (and the calls their answers make) has been answered. */
export async function settleApi(): Promise<void> {
  for (let round = 0; round < 20 && pending.size > 0; round += 1) {
    await Promise.allSettled([...pending]);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  }
}

export function sharedMock(): SharedModule {
  const real = actual();
  return {
    ...real,
    callApi: mockCallApi as unknown as SharedModule['callApi'],
    getHumanVerification: jest.fn(async () => ({ verifyProvider: 'pow', verifyToken: 'challenge.42' })),
    loadMemberInfo: jest.fn(async () => {
      try {
        const info = (await mockCallApi(real.api.memberInfo)) as Shared.api.MemberInfo;
        real.suiteStore.set(real.memberInfoAtom, info);
        return info;
      } catch {
        return null;
      }
    }),
    refreshBalance: jest.fn(async () => {
      try {
        const value = (await mockCallApi(real.api.balance)) as Shared.api.Balance;
        real.setPublicState({ balance: value.sumBalance });
        real.suiteStore.set(real.balanceStatusAtom, 'loaded');
      } catch {
        real.suiteStore.set(real.balanceStatusAtom, 'error');
      }
    }),
    // The header's counts (the session bootstrap loads them after the balance): answered here too, so
    // they never go through shared's own client to a server that is not there.
    refreshUnreadCount: jest.fn(async () => {
      try {
        const { unreadMessage } = (await mockCallApi(real.api.unreadCount)) as Shared.api.UnreadCount;
        real.setPublicState({ unreadMessage });
      } catch {
        // No answer set: the badge keeps its count, as the real call does.
      }
    }),
    refreshPublicState: jest.fn(async () => {
      try {
        const value = (await mockCallApi(real.api.memberPublicState)) as Shared.api.PublicState;
        real.setPublicState(value);
        if (value.balance !== null) real.suiteStore.set(real.balanceStatusAtom, 'loaded');
      } catch {
        // No answer set: the header keeps what it shows.
      }
    }),
    loadSiteSwitches: jest.fn(async () => undefined),
    // Stands in for the payload scheme: the sealed text shows what was sealed (tests check both).
    encryptFreePlayString: jest.fn(async (random: string) => `sealed(${random})`),
    forgetServerKey: jest.fn(),
  };
}
