// Test support: @suite/shared with `callApi` as a jest mock answered per endpoint path, and `useApi`
// rebuilt on top of it (same contract: calls on mount and on reload, keeps the last data while it
// reloads), so a page test drives every call through one fake API. `refreshBalance` is a mock, and
// `setPublicState` is spied on (it still sets the real atom, so the centre's menu follows).
//
//   jest.mock('@suite/shared', () => jest.requireActual('../testing/shared-mock').sharedMock());
import { useCallback, useEffect, useState } from 'react';
import type * as Shared from '@suite/shared';

type SharedModule = typeof Shared;
type Handler = (payload: never, options?: Shared.CallOptions) => unknown;

const actual = (): SharedModule => jest.requireActual<SharedModule>('@suite/shared');

const handlers = new Map<string, Handler>();

export interface SentCall {
  path: string;
  payload: unknown;
  options: Shared.CallOptions | undefined;
}
export const sentCalls: SentCall[] = [];

/**
 * Answers calls to `path` with the handler's value (or promise); a thrown ApiError is the refusal. The
 * handler gets the call's options too (e.g. to report upload progress through `onUploadProgress`).
 */
export function onApi(path: string, handler: Handler): void {
  handlers.set(path, handler);
}

export function resetApi(): void {
  handlers.clear();
  sentCalls.length = 0;
}

export function callsTo(path: string): SentCall[] {
  return sentCalls.filter((call) => call.path === path);
}

/** A business refusal as the client reports it (HTTP 200, success false): its message is shown as is. */
export function refusal(message: string): Shared.ApiError {
  return new (actual().ApiError)('server', { status: 200, serverMessage: message });
}

/** A lost answer (the money may or may not have moved). */
export function networkError(): Shared.ApiError {
  return new (actual().ApiError)('network');
}

const mockCallApi = jest.fn(async (endpoint: Shared.Endpoint<unknown, unknown>, payload?: unknown, options?: Shared.CallOptions) => {
  sentCalls.push({ path: endpoint.path, payload, options });
  const handler = handlers.get(endpoint.path);
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
    const body = key === '' ? undefined : JSON.parse(key);
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
export const mockSetPublicState = jest.fn((partial: Partial<Shared.api.PublicState>) => actual().setPublicState(partial));

export function sharedMock(): SharedModule {
  return {
    ...actual(),
    callApi: mockCallApi as unknown as SharedModule['callApi'],
    useApi: useApiOnMock as SharedModule['useApi'],
    refreshBalance: mockRefreshBalance,
    setPublicState: mockSetPublicState,
  };
}
