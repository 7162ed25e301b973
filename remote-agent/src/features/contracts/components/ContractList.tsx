import { type api, EmptyState, LoadError, showDialog, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { type AnswerAction, counterpart, isOpen } from '../contract-rules';
import { useContractCall } from '../hooks/use-contract-call';
import { CONTRACTS_NS } from '../i18n';
import { resultMessage } from '../result-message';
import { formatRate } from '../tiers';
import { ContractCard } from './ContractCard';

interface ContractListProps {
  type: api.ContractKind;
  /** The contracts of this type where the agent is a party. */
  contracts: readonly api.AgentContract[];
  me: string | null;
  /** A contract changed: load the list again. */
  onChanged: () => void;
}

/**
 * The agent's contracts of one type, open ones first and the ended ones folded away. Each action is
 * confirmed in a dialog first, then sent through the type's process call; the answer is said in a status line.
 */
export function ContractList({ type, contracts, me, onChanged }: ContractListProps) {
  const { t, i18n } = useTranslation(CONTRACTS_NS);
  const { send, busy } = useContractCall(type);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const typeName = t(`type.${type}`);
  const open = contracts.filter(isOpen);
  const ended = contracts.filter((contract) => !isOpen(contract));

  const run = async (contract: api.AgentContract, action: AnswerAction) => {
    const params = { id: contract.contractId, type: typeName, account: counterpart(contract, me).account, rate: formatRate(contract.rate, i18n.language) };
    const confirmed = await showDialog({
      title: { key: `confirm.${action}.title`, ns: CONTRACTS_NS },
      message: { key: `confirm.${action}.message`, params, ns: CONTRACTS_NS },
      confirmLabel: { key: `action.${action}`, ns: CONTRACTS_NS },
      cancelLabel: { key: 'action.cancel', ns: CONTRACTS_NS },
      withCancel: true,
    });
    if (!confirmed) return;
    const request: api.ContractActionRequest = { action, contractId: contract.contractId };
    const outcome = await send(request, contract.contractId);
    if (!outcome.ok) {
      setNotice('');
      setFailure(outcome.error.message);
      return;
    }
    setFailure(null);
    setNotice(resultMessage(t, outcome.value, request));
    onChanged();
  };

  const cards = (list: readonly api.AgentContract[], label: string) => (
    <ul className="agt-contracts__list" aria-label={label}>
      {list.map((contract) => (
        <li key={contract.contractId}>
          <ContractCard contract={contract} me={me} busy={busy === contract.contractId} onAction={(item, action) => void run(item, action)} />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <p className="agt-contracts__notice" role="status">
        {notice}
      </p>
      {failure !== null && <LoadError title={t('result.failed')} message={failure} />}
      {contracts.length === 0 ? (
        <EmptyState title={t('list.empty.title', { type: typeName })} hint={t('list.empty.hint')} />
      ) : (
        <>
          {open.length > 0 && cards(open, t('list.label', { type: typeName }))}
          {ended.length > 0 && (
            <details className="agt-contracts__ended">
              <summary>{t('list.ended', { count: ended.length })}</summary>
              {cards(ended, t('list.endedLabel', { type: typeName }))}
            </details>
          )}
        </>
      )}
    </>
  );
}
