import { api, buttonClassName, useTranslation } from '@suite/shared';
import { useId, useState, type FormEvent } from 'react';
import { checkAmount, isPositive } from '../amount';
import { useAmountMessage } from '../hooks/use-amount-message';
import { useCashierAction } from '../hooks/use-cashier-action';
import { useFormatMoney } from '../hooks/use-format-money';
import { useFormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { ConfirmStep } from './ConfirmStep';
import { Field } from './Field';
import { LockedPanel } from './LockedPanel';
import { PaymentPasswordField } from './PaymentPasswordField';
import { StatusBadge } from './StatusBadge';
import { SummaryList } from './SummaryList';

type Step = 'fill' | 'confirm';

const accountLabel = (account: api.WithdrawAccount) => `${account.provider} ${account.accountNo}`;

/** Account, amount and payment password; a summary to confirm; then the pending order. */
export function WithdrawForm({ info, onDone }: { info: api.WithdrawInfo; onDone: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const amountMessage = useAmountMessage();
  const selectId = useId();
  const [accountId, setAccountId] = useState(info.accounts[0]?.id ?? '');
  const amount = useFormField();
  const password = useFormField();
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<Step>('fill');
  const [order, setOrder] = useState<api.WithdrawalOrder | null>(null);
  const action = useCashierAction(api.createWithdrawal);

  const account = info.accounts.find((entry) => entry.id === accountId) ?? info.accounts[0];
  const limits = { min: info.minAmount, max: info.maxAmount, balance: info.withdrawable };
  const check = checkAmount(amount.value, limits);

  if (order) return <WithdrawDone order={order} onAgain={() => setOrder(null)} />;
  if (!isPositive(info.withdrawable)) {
    return (
      <LockedPanel title={t('withdraw.nothing.title')}>
        <p>{t('withdraw.nothing.why', { balance: money(info.balance), withdrawable: money(info.withdrawable) })}</p>
      </LockedPanel>
    );
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!account || !check.ok || password.value === '') return;
    action.clearError();
    setStep('confirm');
  };

  const confirm = async () => {
    if (!account || !check.ok) return;
    const outcome = await action.run({ accountId: account.id, amount: check.money, paymentPassword: password.value });
    if (!outcome.ok) return;
    setOrder(outcome.value);
    setStep('fill');
    setSubmitted(false);
    amount.reset();
    password.reset();
    onDone();
  };

  if (step === 'confirm' && account && check.ok) {
    return (
      <ConfirmStep
        title={t('withdraw.confirmTitle')}
        rows={[
          { label: t('withdraw.account'), value: accountLabel(account) },
          { label: t('withdraw.holder'), value: account.holderName },
          { label: t('common.amount'), value: money(check.money) },
        ]}
        error={action.error}
        pending={action.pending}
        onBack={() => setStep('fill')}
        onConfirm={confirm}
      />
    );
  }

  return (
    <form className="mem-cashier-form mem-cashier-panel" onSubmit={next} noValidate aria-label={t('withdraw.formTitle')}>
      <SummaryList
        rows={[
          { label: t('withdraw.balance'), value: money(info.balance) },
          { label: t('withdraw.withdrawable'), value: money(info.withdrawable) },
        ]}
      />
      <div className="mem-cashier-field">
        <label className="mem-cashier-field__label" htmlFor={selectId}>
          {t('withdraw.account')}
        </label>
        <select id={selectId} className="mem-cashier-field__input" value={account?.id ?? ''} onChange={(event) => setAccountId(event.target.value)}>
          {info.accounts.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {accountLabel(entry)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('common.amount')}
        field={amount}
        inputMode="decimal"
        hint={t('amount.limits', { min: money(info.minAmount), max: money(info.maxAmount) })}
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

function WithdrawDone({ order, onAgain }: { order: api.WithdrawalOrder; onAgain: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  return (
    <section className="mem-cashier-panel mem-cashier-panel--done" role="status">
      <h2 className="mem-cashier-panel__title">{t('withdraw.done.title')}</h2>
      <p>{t('withdraw.done.text')}</p>
      <SummaryList
        rows={[
          { label: t('common.orderNo'), value: order.orderId },
          { label: t('common.amount'), value: money(order.amount) },
          { label: t('withdraw.account'), value: accountLabel(order.account) },
          { label: t('common.status'), value: <StatusBadge status={order.status} /> },
        ]}
      />
      <div className="mem-cashier-actions">
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onAgain}>
          {t('withdraw.done.again')}
        </button>
      </div>
    </section>
  );
}
