import { api, buttonClassName, toMinorUnits, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { useCashierAction } from '../hooks/use-cashier-action';
import { CASHIER_NS } from '../i18n';
import { ActionError } from './ActionError';

/** "All back to main": every game wallet's balance to the main wallet in one go. */
export function RecallAllFunds({ funds, onDone }: { funds: api.ConsolidatedFunds; onDone: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const noteId = useId();
  const [done, setDone] = useState(false);
  const action = useCashierAction(api.recallAllFunds);
  const nothingToRecall = funds.wallets.every((wallet) => wallet.wallet === api.MAIN_WALLET || (toMinorUnits(wallet.balance) ?? 0n) === 0n);

  const recall = async () => {
    setDone(false);
    const outcome = await action.run(undefined);
    if (!outcome.ok) return;
    setDone(true);
    onDone();
  };

  return (
    <div className="mem-cashier-recall">
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        onClick={recall}
        disabled={nothingToRecall || action.pending}
        aria-busy={action.pending}
        aria-describedby={nothingToRecall ? noteId : undefined}
      >
        {action.pending ? t('common.sending') : t('wallet.recall.button')}
      </button>
      {nothingToRecall ? (
        <p id={noteId} className="mem-cashier-muted">
          {t('wallet.recall.nothing')}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mem-cashier-success">
          {t('wallet.recall.done')}
        </p>
      ) : null}
      <ActionError error={action.error} />
    </div>
  );
}
