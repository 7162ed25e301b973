import { type api, Button, Card, formatClock, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { type AnswerAction, actionsFor, counterpart, sameAccount } from '../contract-rules';
import { CONTRACTS_NS } from '../i18n';
import { formatRate } from '../tiers';
import { ContractStatusBadge } from './ContractStatusBadge';
import { TiersTable } from './TiersTable';

interface ContractCardProps {
  contract: api.AgentContract;
  /** The agent's own account. */
  me: string | null;
  /** This contract's action is being sent. */
  busy: boolean;
  onAction: (contract: api.AgentContract, action: AnswerAction) => void;
}

/** One contract: the other party, status, rate, period, tiers, dates, what waits for whom, and the actions open to the agent. */
export function ContractCard({ contract, me, busy, onAction }: ContractCardProps) {
  const { t, i18n } = useTranslation(CONTRACTS_NS);
  const headingId = useId();
  const other = counterpart(contract, me);
  const actions = actionsFor(contract, me);
  const number = t('list.number', { id: contract.contractId });
  return (
    <Card as="article" flat padding="sm" className="agt-contract" aria-labelledby={headingId}>
      <div className="agt-contract__head">
        <h3 id={headingId} className="agt-contract__title">
          {number}
        </h3>
        <ContractStatusBadge status={contract.status} />
      </div>
      <p className="agt-contract__party">{t(other.role === 'upline' ? 'list.withUpline' : 'list.withDownline', { account: other.account })}</p>
      <p className="agt-contract__facts">
        <span>{t('list.rate', { rate: formatRate(contract.rate, i18n.language) })}</span>
        <span>{t('list.period', { period: t(`periodType.${contract.periodType}`) })}</span>
      </p>
      <TiersTable caption={t('list.tiers', { id: contract.contractId })} tiers={contract.tiers} />
      <ul className="agt-contract__dates">
        <li>{t('list.created', { date: formatClock(contract.createdAt) })}</li>
        {contract.signedAt && <li>{t('list.signedAt', { date: formatClock(contract.signedAt) })}</li>}
        {contract.endedAt && (
          <li>
            {t('list.endedAt', {
              date: formatClock(contract.endedAt),
              reason: t(`endReason.${contract.endReason ?? contract.status}`, { defaultValue: contract.endReason ?? '' }),
            })}
          </li>
        )}
      </ul>
      <WaitingNote contract={contract} me={me} otherAccount={other.account} />
      {actions.length > 0 && (
        <div className="agt-contract__actions">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' || action === 'requestTermination' ? 'secondary' : 'primary'}
              size="sm"
              loading={busy}
              aria-label={t('action.of', { action: t(`action.${action}`), id: contract.contractId })}
              onClick={() => onAction(contract, action)}
            >
              {t(`action.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}

function WaitingNote({ contract, me, otherAccount }: { contract: api.AgentContract; me: string | null; otherAccount: string }) {
  const { t } = useTranslation(CONTRACTS_NS);
  const params = { account: otherAccount };
  let note: string | null = null;
  if (contract.status === 'pending') note = t(sameAccount(contract.downlineAccount, me) ? 'list.offeredToMe' : 'list.waitingDownline', params);
  if (contract.status === 'terminationPending')
    note = t(sameAccount(contract.terminationRequestedBy, me) ? 'list.terminationByMe' : 'list.terminationByOther', params);
  return note ? <p className="agt-contract__note">{note}</p> : null;
}
