import { ApiError, type api, callApi } from '@suite/shared';
import { useCallback, useState } from 'react';
import { PROCESS_CALLS } from '../contract-rules';

export type CallOutcome = { ok: true; value: api.ContractActionResult } | { ok: false; error: ApiError };

/**
 * Sends one contract action through the type's process call; `busy` names what is under way (a contract
 * id, or 'new' for an offer) so only its buttons wait.
 */
export function useContractCall(type: api.ContractKind) {
  const [busy, setBusy] = useState<string | null>(null);
  const send = useCallback(
    async (request: api.ContractActionRequest, busyKey: string): Promise<CallOutcome> => {
      setBusy(busyKey);
      try {
        return { ok: true, value: await callApi(PROCESS_CALLS[type], request) };
      } catch (caught) {
        return { ok: false, error: caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught }) };
      } finally {
        setBusy(null);
      }
    },
    [type],
  );
  return { send, busy };
}
