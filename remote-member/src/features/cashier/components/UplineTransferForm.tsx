import { api, buttonClassName, toMinorUnits, useTranslation } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { checkAmount } from '../amount';
import { useAmountMessage } from '../hooks/use-amount-message';
import { useCashierAction } from '../hooks/use-cashier-action';
import { useFormatMoney } from '../hooks/use-format-money';
import { useFormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { ConfirmStep } from './ConfirmStep';
import { Field } from './Field';
import { LockedPanel } from './LockedPanel';
import { PaymentPasswordField } from './PaymentPasswordField';
import { SummaryList } from './SummaryList';

/** Amount and payment password, a summary to confirm, then the transfer's receipt. */
export function UplineTransferForm({ info, onDone }: { info: api.UplineInfo; onDone: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const amountMessage = useAmountMessage();
  const amount = useFormField();
  const password = useFormField();
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<api.UplineTransferResult | null>(null);
  const action = useCashierAction(api.transferToUpline);

  const upline = info.uplineAccount ?? '';
  const limits = { min: info.minAmount, balance: info.balance };
  const check = checkAmount(amount.value, limits);

  if (result) return <UplineDone result={result} onAgain={() => setResult(null)} />;
  if ((toMinorUnits(info.balance) ?? 0n) < (toMinorUnits(info.minAmount) ?? 0n)) {
    return (
      <LockedPanel title={t('upline.low.title')}>
        <p>{t('upline.low.why', { balance: money(info.balance), min: money(info.minAmount) })}</p>
      </LockedPanel>
    );
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok || password.value === '') return;
    action.clearError();
    setConfirming(true);
  };

  const confirm = async () => {
    if (!check.ok) return;
    const outcome = await action.run({ amount: check.money, paymentPassword: password.value });
    if (!outcome.ok) return;
    setResult(outcome.value);
    setConfirming(false);
    setSubmitted(false);
    amount.reset();
    password.reset();
    onDone();
  };

  if (confirming && check.ok) {
    return (
      <ConfirmStep
        title={t('upline.confirmTitle')}
        rows={[
          { label: t('upline.to'), value: upline },
          { label: t('common.amount'), value: money(check.money) },
        ]}
        error={action.error}
        pending={action.pending}
        onBack={() => setConfirming(false)}
        onConfirm={confirm}
      />
    );
  }

  return (
    <form className="mem-cashier-form mem-cashier-panel" onSubmit={next} noValidate aria-label={t('upline.formTitle')}>
      <SummaryList
        rows={[
          { label: t('upline.to'), value: upline },
          { label: t('upline.balance'), value: money(info.balance) },
        ]}
      />
      <Field
        label={t('common.amount')}
        field={amount}
        inputMode="decimal"
        hint={t('upline.minimum', { min: money(info.minAmount) })}
        error={amountMessage(check, limits)}
        showError={submitted}
      />
      <PaymentPasswordField field={password} showError={submitted} />
      <div className="mem-cashier-actions">
        <button type="submit" className={buttonClassName()}>
          {t('common.continue')}
        </button>
      </div>
    </form>
  );
}

function UplineDone({ result, onAgain }: { result: api.UplineTransferResult; onAgain: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  return (
    <section className="mem-cashier-panel mem-cashier-panel--done" role="status">
      <h2 className="mem-cashier-panel__title">{t('upline.done.title')}</h2>
      <SummaryList
        rows={[
          { label: t('upline.done.reference'), value: result.reference },
          { label: t('upline.to'), value: result.uplineAccount },
          { label: t('common.amount'), value: money(result.amount) },
          { label: t('upline.done.balance'), value: money(result.balance) },
        ]}
      />
      <div className="mem-cashier-actions">
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onAgain}>
          {t('upline.done.again')}
        </button>
      </div>
    </section>
  );
}
