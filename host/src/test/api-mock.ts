import { ApiError, callApi, type Endpoint } from '@suite/shared';

/**
 * Answers `callApi` by endpoint path in host tests. The test file mocks the client first:
 *   jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));
 * A route's value may be a function of the payload; an Error (or a thrown one) rejects the call;
 * a path with no route fails like an unreachable server.
 */
export type Route = unknown | ((payload: unknown) => unknown);

export function answerApi(routes: Record<string, Route>): jest.Mock {
  const mock = callApi as unknown as jest.Mock;
  mock.mockImplementation(async (endpoint: Endpoint<unknown, unknown>, payload: unknown) => {
    if (!(endpoint.path in routes)) throw new ApiError('network');
    const route = routes[endpoint.path];
    const value = typeof route === 'function' ? await (route as (payload: unknown) => unknown)(payload) : route;
    if (value instanceof Error) throw value;
    return value;
  });
  return mock;
}

/** The payloads sent to one path so far. */
export function sentTo(path: string): unknown[] {
  return (callApi as unknown as jest.Mock).mock.calls
    .filter(([endpoint]: [Endpoint<unknown, unknown>]) => endpoint.path === path)
    .map(([, payload]: [unknown, unknown]) => payload);
}
