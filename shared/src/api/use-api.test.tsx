import { act, renderHook, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { endpoint } from './contract';
import { fakeServer, ok, type FakeReply, type RecordedRequest } from './test-adapter';
import { useApi } from './use-api';

const records = endpoint<{ page: number }, { page: number; rows: string[] }>({
  method: 'GET',
  path: '/wps/records',
  auth: false,
  encrypted: false,
});

/** A server whose answers the test releases one by one. */
function heldServer() {
  const pending: { config: RecordedRequest; answer: (reply: FakeReply) => void }[] = [];
  fakeServer((config) => new Promise<FakeReply>((answer) => pending.push({ config, answer })));
  return pending;
}

const pageOf = (config: RecordedRequest | undefined) => Number((config?.params as { page: number }).page);

beforeAll(() => initI18n());

describe('useApi', () => {
  it('loads, then shows the data', async () => {
    fakeServer((config) => ok({ page: pageOf(config), rows: ['a'] }));
    const { result } = renderHook(() => useApi(records, { page: 1 }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ page: 1, rows: ['a'] });
    expect(result.current.error).toBeUndefined();
  });

  it('does not call while disabled', () => {
    const sent = fakeServer(() => ok(null));
    const { result } = renderHook(() => useApi(records, { page: 1 }, { enabled: false }));
    expect(result.current.loading).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('cancels the request of an old payload and shows only the new answer', async () => {
    const pending = heldServer();
    const { result, rerender } = renderHook(({ page }) => useApi(records, { page }), { initialProps: { page: 1 } });
    await waitFor(() => expect(pending).toHaveLength(1));

    rerender({ page: 2 });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0]?.config.signal?.aborted).toBe(true);

    await act(async () => {
      pending[1]?.answer(ok({ page: 2, rows: ['b'] }));
      pending[0]?.answer(ok({ page: 1, rows: ['stale'] }));
    });
    expect(result.current.data).toEqual({ page: 2, rows: ['b'] });
    expect(result.current.loading).toBe(false);
  });

  it('sends nothing new when a re-render passes an equal payload', async () => {
    const sent = fakeServer(() => ok({ page: 1, rows: [] }));
    const { result, rerender } = renderHook(() => useApi(records, { page: 1 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender();
    expect(sent).toHaveLength(1);
  });

  it('aborts on unmount and never updates afterwards', async () => {
    const pending = heldServer();
    const { result, unmount } = renderHook(() => useApi(records, { page: 1 }));
    await waitFor(() => expect(pending).toHaveLength(1));
    unmount();
    expect(pending[0]?.config.signal?.aborted).toBe(true);
    await act(async () => pending[0]?.answer(ok({ page: 1, rows: ['late'] })));
    expect(result.current.data).toBeUndefined();
  });

  it('reports an ApiError and loads again on reload, keeping the old data meanwhile', async () => {
    let calls = 0;
    fakeServer(() => {
      calls += 1;
      return calls === 1 ? ok({ page: 1, rows: ['a'] }) : { status: 503 };
    });
    const { result } = renderHook(() => useApi(records, { page: 1 }));
    await waitFor(() => expect(result.current.data).toEqual({ page: 1, rows: ['a'] }));

    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual({ page: 1, rows: ['a'] });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toMatchObject({ kind: 'server', status: 503 });
    expect(calls).toBe(2);
  });
});
