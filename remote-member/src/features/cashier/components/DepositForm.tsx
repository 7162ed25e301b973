import { api, buttonClassName, useTranslation } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { centsToMoney, checkAmount, depositFee } from '../amount';
import { useAmountMessage } from '../hooks/use-amount-message';
import { useCashierAction } from '../hooks/use-cashier-action';
import { useFormatMoney } from '../hooks/use-format-money';
import { useFormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { ActionError } from './ActionError';
import { ChannelPicker } from './ChannelPicker';
import { Field } from './Field';
import { SummaryList } from './SummaryList';

/** Channel and amount, with the fee and the credited amount worked out as the player types. */
export function DepositForm({ channels, onCreated }: { channels: api.DepositChannel[]; onCreated: (order: api.DepositOrder) => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const amountMessage = useAmountMessage();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const amount = useFormField();
  const [submitted, setSubmitted] = useState(false);
  const action = useCashierAction(api.createDeposit);

  const channel = channels.find((entry) => entry.id === channelId) ?? channels[0];
  const limits = { min: channel?.minAmount, max: channel?.maxAmount };
  const check = checkAmount(amount.value, limits);
  const fee = check.ok && channel ? depositFee(check.cents, channel.feePercent, channel.feeFixed) : null;
  const credit = check.ok && fee !== null ? check.cents - fee : null;
  const coversFee = credit === null || credit > 0n;
  const amountError = amountMessage(check, limits) ?? (coversFee ? undefined : t('deposit.feeAboveAmount'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!channel || !check.ok || !coversFee) return;
    const outcome = await action.run({ channelId: channel.id, amount: check.money });
    if (outcome.ok) onCreated(outcome.value);
  };

  return (
    <form className="mem-cashier-form" onSubmit={submit} noValidate>
      <ChannelPicker channels={channels} value={channel?.id ?? ''} onChange={setChannelId} />
      <Field
        label={t('common.amount')}
        field={amount}
        inputMode="decimal"
        error={amountError}
        showError={submitted}
        hint={channel ? t('amount.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) }) : undefined}
      />
      <div aria-live="polite" className="mem-cashier-preview">
        {fee !== null && credit !== null ? (
          <SummaryList
            rows={[
              { label: t('deposit.preview.fee'), value: money(centsToMoney(fee)) },
              { label: t('deposit.preview.credit'), value: money(centsToMoney(credit)) },
            ]}
          />
        ) : null}
      </div>
      <ActionError error={action.error} />
      <div className="mem-cashier-actions">
        <button type="submit" className={buttonClassName()} disabled={action.pending} aria-busy={action.pending}>
          {action.pending ? t('common.sending') : t('deposit.submit')}
        </button>
      </div>
    </form>
  );
}
