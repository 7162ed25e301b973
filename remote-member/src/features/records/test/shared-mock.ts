// Test support: @suite/shared with `callApi` as a jest mock and `useApi` rebuilt on top of it, so a
// test answers the records calls through one fake server. Keeps useApi's contract: calls on mount
// and when the payload changes by value, drops the answer of a call it replaced, keeps the last
// data while the next call loads. The report kit (@suite/shared/reports) imports the root
// `@suite/shared` too, so its components see this mock like the pages do.
//
//   jest.mock('@suite/shared', () => jest.requireActual('../test/shared-mock').sharedMock());
import { useCallback, useEffect, useState } from 'react';

type Shared = typeof import('@suite/shared');
type UseApi = Shared['useApi'];

export function sharedMock(): Shared {
  const actual = jest.requireActual<Shared>('@suite/shared');
  const callApi = jest.fn() as unknown as Shared['callApi'];

  const useApi = ((endpoint, payload, { enabled = true } = {}) => {
    const [attempt, setAttempt] = useState(0);
    const [outcome, setOutcome] = useState<{ request: string; data?: unknown; error?: unknown } | null>(null);
    const key = payload === undefined ? '' : JSON.stringify(payload);
    const request = `${endpoint.method} ${endpoint.path} ${key} #${attempt}`;
    useEffect(() => {
      if (!enabled) return undefined;
      const controller = new AbortController();
      const body: unknown = key === '' ? undefined : JSON.parse(key);
      (callApi as unknown as (...args: unknown[]) => Promise<unknown>)(endpoint, body, { signal: controller.signal }).then(
        (data) => !controller.signal.aborted && setOutcome({ request, data }),
        (error: unknown) => !controller.signal.aborted && setOutcome((previous) => ({ request, data: previous?.data, error })),
      );
      return () => controller.abort();
    }, [endpoint, key, request, enabled]);
    const reload = useCallback(() => setAttempt((n) => n + 1), []);
    const settled = outcome?.request === request;
    return { data: outcome?.data, error: settled ? outcome?.error : undefined, loading: enabled && !settled, reload };
  }) as UseApi;

  return { ...actual, callApi, useApi };
}
