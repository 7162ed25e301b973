// Test double of the API for this remote: `callApi` answered by per-path handlers, so components run
// their real flows without a server.
//   jest.mock('@suite/shared', () => jest.requireActual('<path>/testing/api-mock').sharedWithFakeApi());
import type * as Shared from '@suite/shared';

type SharedModule = typeof Shared;
type Handler = (payload: never) => unknown;

const handlers = new Map<string, Handler>();
export const sentRequests: Array<{ path: string; payload: unknown }> = [];

/** Answers calls to `path` with the handler's value; a thrown error is the failure. */
export function onApi<Req, Res>(endpoint: Shared.Endpoint<Req, Res>, handler: (payload: Req) => Res | Promise<Res>): void {
  handlers.set(endpoint.path, handler as Handler);
}

export function resetApi(): void {
  handlers.clear();
  sentRequests.length = 0;
}

export function requestsTo(endpoint: Shared.Endpoint<unknown, unknown>): unknown[] {
  return sentRequests.filter((request) => request.path === endpoint.path).map((request) => request.payload);
}

export function sharedWithFakeApi(): SharedModule {
  const real = jest.requireActual<SharedModule>('@suite/shared');
  const callApi = jest.fn(async (endpoint: Shared.Endpoint<unknown, unknown>, payload?: unknown) => {
    sentRequests.push({ path: endpoint.path, payload });
    const handler = handlers.get(endpoint.path);
    if (!handler) throw new real.ApiError('network');
    return (handler as (payload: unknown) => unknown)(payload);
  });
  // The balance reload goes through the real client: a spy here, so tests can see it and no request leaves.
  const refreshBalance = jest.fn(async () => undefined);
  return { ...real, callApi: callApi as unknown as SharedModule['callApi'], refreshBalance };
}
