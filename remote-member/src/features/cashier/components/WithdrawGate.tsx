import { useTranslation, type api } from '@suite/shared';
import { CASHIER_NS } from '../i18n';
import { BindAccountForm } from './BindAccountForm';
import { LockedPanel } from './LockedPanel';
import { PaymentPasswordSetup } from './PaymentPasswordSetup';
import { TurnoverBlockPanel } from './TurnoverBlockPanel';
import { WithdrawAccounts } from './WithdrawAccounts';
import { WithdrawForm } from './WithdrawForm';

/**
 * What the withdrawal page can offer now, in order: set a payment password, bind an account, wait
 * for a bonus's turnover, or withdraw. Each locked state is explained, never a silent grey button.
 */
export function WithdrawGate({ info, onChanged }: { info: api.WithdrawInfo; onChanged: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  if (!info.hasPaymentPassword) return <PaymentPasswordSetup onDone={onChanged} />;
  if (info.accounts.length === 0) {
    return (
      <LockedPanel title={t('withdraw.bind.title')}>
        <p>{t('withdraw.bind.why')}</p>
        <BindAccountForm payeeName={info.payeeName} onBound={onChanged} />
      </LockedPanel>
    );
  }
  return (
    <>
      {info.turnoverBlock ? <TurnoverBlockPanel block={info.turnoverBlock} balance={info.balance} /> : <WithdrawForm info={info} onDone={onChanged} />}
      <WithdrawAccounts info={info} onBound={onChanged} />
    </>
  );
}
