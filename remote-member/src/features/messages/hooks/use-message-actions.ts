import { api, ApiError, callApi, setPublicState, type Endpoint } from '@suite/shared';
import { useCallback, useMemo, useRef } from 'react';

export type ActionResult = { ok: true } | { ok: false; error: ApiError };

/**
 * Reading and deleting messages. Every answer carries the member's new unread count, which goes to the
 * shared public state (header and centre menu badge). Answers may arrive out of order, so an answer
 * older than the last one applied does not set the count back.
 */
export function useMessageActions() {
  const sent = useRef(0);
  const applied = useRef(0);

  const send = useCallback(async (endpoint: Endpoint<api.MessageIds, api.UnreadAfter>, ids: string[]): Promise<ActionResult> => {
    const order = ++sent.current;
    try {
      const { unreadMessage } = await callApi(endpoint, { ids });
      if (order > applied.current) {
        applied.current = order;
        setPublicState({ unreadMessage });
      }
      return { ok: true };
    } catch (caught) {
      return { ok: false, error: caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught }) };
    }
  }, []);

  return useMemo(
    () => ({
      read: (ids: string[]) => send(api.readMessages, ids),
      remove: (ids: string[]) => send(api.deleteMessages, ids),
    }),
    [send],
  );
}
