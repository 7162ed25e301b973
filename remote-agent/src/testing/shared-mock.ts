// Test support: @suite/shared with `callApi` as a jest mock answered per endpoint path (the fake
// server), and `useApi` rebuilt on top of it (same contract: calls on mount, on a new payload and on
// reload, keeps the last data while it reloads). `refreshBalance` is a mock. Every call is recorded
// with its options, so a test can read the Idempotency-Key a money call carried.
//
//   jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());
import { useCallback, useEffect, useState } from 'react';
import type * as Shared from '@suite/shared';

type SharedModule = typeof Shared;
type Handler = (payload: never, options?: Shared.CallOptions) => unknown;

const actual = (): SharedModule => jest.requireActual<SharedModule>('@suite/shared');

const handlers = new Map<string, Handler>();

export interface SentCall {
  method: Shared.HttpMethod;
  path: string;
  payload: unknown;
  options: Shared.CallOptions | undefined;
}
export const sentCalls: SentCall[] = [];

/** An endpoint, or its path alone (any method). Two calls may share a path (GET and POST /wps/agent/team/transfer). */
type Target = string | Pick<Shared.Endpoint<unknown, unknown>, 'method' | 'path'>;
const keyOf = (target: Target): string => (typeof target === 'string' ? target : `${target.method} ${target.path}`);
const matches = (call: SentCall, target: Target): boolean =>
  typeof target === 'string' ? call.path === target : call.path === target.path && call.method === target.method;

/**
 * Answers calls to `target` with the handler's value (or promise); a thrown ApiError is the refusal. An
 * endpoint's own handler wins over its path's.
 */
export function onApi(target: Target, handler: Handler): void {
  handlers.set(keyOf(target), handler);
}

export function resetApi(): void {
  handlers.clear();
  sentCalls.length = 0;
}

export function callsTo(target: Target): SentCall[] {
  return sentCalls.filter((call) => matches(call, target));
}

/** The payloads sent to `path`, in order. */
export function payloadsTo<T = unknown>(target: Target): T[] {
  return callsTo(target).map((call) => call.payload as T);
}

/** The payload of the last call to `path`. */
export function lastPayload<T>(target: Target): T {
  return callsTo(target).at(-1)?.payload as T;
}

/** A business refusal as the client reports it (HTTP 200, success false): its message is shown as is. */
export function refusal(message: string, value?: unknown): Shared.ApiError {
  return new (actual().ApiError)('server', { status: 200, serverMessage: message, value });
}

/** A lost answer (the money may or may not have moved): the client's translated network error. */
export function networkError(): Shared.ApiError {
  return new (actual().ApiError)('network');
}

const mockCallApi = jest.fn(async (endpoint: Shared.Endpoint<unknown, unknown>, payload?: unknown, options?: Shared.CallOptions) => {
  sentCalls.push({ method: endpoint.method, path: endpoint.path, payload, options });
  const handler = handlers.get(keyOf(endpoint)) ?? handlers.get(endpoint.path);
  if (!handler) throw new (actual().ApiError)('network');
  return handler(payload as never, options);
});

function useApiOnMock<Req, Res>(endpoint: Shared.Endpoint<Req, Res>, payload: Req, { enabled = true }: Shared.UseApiOptions = {}): Shared.UseApiResult<Res> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ request: string; data?: Res; error?: Shared.ApiError } | null>(null);
  const key = payload === undefined ? '' : JSON.stringify(payload);
  const request = `${endpoint.method} ${endpoint.path} ${key} #${attempt}`;
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const body: unknown = key === '' ? undefined : JSON.parse(key);
    mockCallApi(endpoint as Shared.Endpoint<unknown, unknown>, body).then(
      (data) => live && setOutcome({ request, data: data as Res }),
      (error: Shared.ApiError) => live && setOutcome((previous) => ({ request, data: previous?.data, error })),
    );
    return () => {
      live = false;
    };
  }, [endpoint, key, request, enabled]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = outcome?.request === request;
  return { data: outcome?.data, error: settled ? outcome?.error : undefined, loading: enabled && !settled, reload };
}

export const mockRefreshBalance = jest.fn(async () => undefined);

export function sharedMock(): SharedModule {
  return {
    ...actual(),
    callApi: mockCallApi as unknown as SharedModule['callApi'],
    useApi: useApiOnMock as SharedModule['useApi'],
    refreshBalance: mockRefreshBalance,
  };
}
