import type { api } from '@suite/shared';

type Translate = (key: string, params: Record<string, string | number>) => string;

/** What the agent is told after a contract call, from the answer (translated by the page's `t`). */
export function resultMessage(t: Translate, result: api.ContractActionResult, request: api.ContractActionRequest): string {
  const id = result.contractId ?? request.contractId ?? '';
  if (result.status === 'pending') {
    const account = request.downlineAccount ?? '';
    const sent = t('result.pending', { account, id });
    const ended = result.affectedContracts.length;
    return ended > 0 ? `${sent} ${t('result.ended', { count: ended, account })}` : sent;
  }
  return t(`result.${result.status}`, { id });
}
