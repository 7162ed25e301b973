import { type api, Button, Modal, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { CONTRACTS_NS } from '../i18n';
import { formatRate } from '../tiers';

interface LowerRateDialogProps {
  /** The downline the offer is for. */
  account: string;
  /** The API's answer: its translated warning and what would end. */
  result: api.ContractActionResult;
  onConsent: () => void;
  onCancel: () => void;
}

/**
 * The lower-rate rule: the offer's rate is below what the downline gives its own downlines, so those
 * contracts end if the agent goes on. Nothing is sent unless the agent consents.
 */
export function LowerRateDialog({ account, result, onConsent, onCancel }: LowerRateDialogProps) {
  const { t, i18n } = useTranslation(CONTRACTS_NS);
  const listId = useId();
  const affected = result.affectedContracts;
  return (
    <Modal open role="alertdialog" title={t('lowerRate.title', { account })} onClose={onCancel} lockScroll className="agt-lower-rate">
      <div className="agt-lower-rate__body">
        {result.warning && <p className="agt-lower-rate__warning">{result.warning}</p>}
        <h3 id={listId} className="agt-lower-rate__subtitle">
          {t('lowerRate.affected')}
        </h3>
        <ul aria-labelledby={listId} className="agt-lower-rate__list">
          {affected.length > 0
            ? affected.map((contract) => (
                <li key={contract.contractId}>
                  {t('lowerRate.contract', {
                    id: contract.contractId,
                    agent: contract.agentAccount,
                    downline: contract.downlineAccount,
                    rate: formatRate(contract.rate, i18n.language),
                    status: t(`status.${contract.status}`),
                  })}
                </li>
              ))
            : result.affectedDownlines.map((downline) => <li key={downline}>{downline}</li>)}
        </ul>
        <div className="agt-lower-rate__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('lowerRate.cancel')}
          </Button>
          <Button onClick={onConsent}>{t('lowerRate.consent')}</Button>
        </div>
      </div>
    </Modal>
  );
}
