// Test support: answers the mocked callApi by endpoint path, like a small in-memory API.
import { ApiError, type Endpoint } from '@suite/shared';

export type Handler = (payload: never) => unknown;

/**
 * Makes `callApi` answer with `handlers[endpoint.path](payload)`; a handler may return a value, a
 * promise, or throw. Unknown paths fail like a server error. Returns the calls seen, per path.
 */
export function answerApi(callApi: unknown, handlers: Record<string, Handler>) {
  const mock = callApi as jest.Mock;
  mock.mockImplementation(async (endpoint: Endpoint<unknown, unknown>, payload: never) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new ApiError('server', { status: 500, serverMessage: `no handler for ${endpoint.path}` });
    return handler(payload);
  });
  return {
    calls(path: string): unknown[] {
      return mock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint<unknown, unknown>).path === path).map(([, payload]) => payload);
    },
  };
}
