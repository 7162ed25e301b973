import { api, buttonClassName, formatClock, toMinorUnits, useTranslation } from '@suite/shared';
import { useId, useState, type FormEvent } from 'react';
import { UploadProgressBar, uploadPercent } from '../../../components/UploadProgress';
import { centsToMoney, checkAmount } from '../amount';
import { useAmountMessage } from '../hooks/use-amount-message';
import { useCashierAction } from '../hooks/use-cashier-action';
import { useFormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { readAsDataUrl } from '../proof-images';
import { ActionError } from './ActionError';
import { Field } from './Field';
import { ProofPicker } from './ProofPicker';

const RECEIPTS: api.WithdrawalReceipt[] = ['received', 'partlyReceived', 'notReceived'];

/**
 * The player's answer to a paid withdrawal (spec 2 §4): received, partly received (how much, proof
 * optional) or not received (proof required), before the deadline.
 */
export function ConfirmReceiptForm({ order, onAnswered }: { order: api.WithdrawalOrder; onAnswered: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const amountMessage = useAmountMessage();
  const group = useId();
  const [receipt, setReceipt] = useState<api.WithdrawalReceipt | null>(null);
  const received = useFormField();
  const [proofs, setProofs] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [reading, setReading] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  /** While the proof images go up: the percent sent (undefined until the browser knows the total). */
  const [upload, setUpload] = useState<{ percent: number | undefined } | null>(null);
  const action = useCashierAction(api.confirmWithdrawal);

  const orderCents = toMinorUnits(order.amount) ?? 0n;
  const receivedLimits = { max: centsToMoney(orderCents - 1n) };
  const receivedCheck = checkAmount(received.value, receivedLimits);
  const needsAmount = receipt === 'partlyReceived';
  const proofAllowed = receipt === 'partlyReceived' || receipt === 'notReceived';
  const proofRequired = receipt === 'notReceived';
  const valid = receipt !== null && (!needsAmount || receivedCheck.ok) && (!proofRequired || proofs.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setUnreadable(false);
    if (!valid || receipt === null) return;
    let proofImages: string[] | undefined;
    if (proofAllowed && proofs.length > 0) {
      setReading(true);
      try {
        proofImages = await Promise.all(proofs.map(readAsDataUrl));
      } catch {
        setUnreadable(true);
        return;
      } finally {
        setReading(false);
      }
    }
    if (proofImages) setUpload({ percent: undefined });
    const outcome = await action.run(
      {
        orderId: order.orderId,
        receipt,
        ...(needsAmount && receivedCheck.ok ? { receivedAmount: receivedCheck.money } : {}),
        ...(proofImages ? { proofImages } : {}),
      },
      proofImages ? { onUploadProgress: (progress) => setUpload({ percent: uploadPercent(progress) }) } : undefined,
    );
    setUpload(null);
    if (outcome.ok) onAnswered();
  };

  const busy = reading || action.pending;
  return (
    <form className="mem-cashier-form mem-cashier-confirm" onSubmit={submit} noValidate aria-label={t('withdraw.confirm.title', { order: order.orderId })}>
      <fieldset className="mem-cashier-choices">
        <legend className="mem-cashier-field__label">{t('withdraw.confirm.question')}</legend>
        <p className="mem-cashier-field__hint">{t('withdraw.confirm.deadline', { time: formatClock(order.confirmBy) })}</p>
        {RECEIPTS.map((option) => (
          <label key={option} className="mem-cashier-choice">
            <input type="radio" name={group} value={option} checked={receipt === option} onChange={() => setReceipt(option)} />
            <span>{t(`withdraw.receipt.${option}`)}</span>
          </label>
        ))}
        {submitted && receipt === null ? (
          <p role="alert" className="mem-cashier-field__error">
            {t('withdraw.confirm.choose')}
          </p>
        ) : null}
      </fieldset>
      {needsAmount ? (
        <Field
          label={t('withdraw.confirm.receivedAmount')}
          field={received}
          inputMode="decimal"
          error={receivedCheck.ok ? undefined : receivedCheck.error === 'aboveMax' ? t('withdraw.confirm.receivedBelowOrder') : amountMessage(receivedCheck, receivedLimits)}
          showError={submitted}
        />
      ) : null}
      {proofAllowed ? <ProofPicker files={proofs} onChange={setProofs} required={proofRequired} showError={submitted} /> : null}
      {unreadable ? (
        <p role="alert" className="mem-cashier-field__error">
          {t('withdraw.confirm.unreadable')}
        </p>
      ) : null}
      {upload ? <UploadProgressBar label={t('withdraw.confirm.uploading')} percent={upload.percent} /> : null}
      <ActionError error={action.error} />
      <div className="mem-cashier-actions">
        <button type="submit" className={buttonClassName()} disabled={busy} aria-busy={busy}>
          {busy ? t('common.sending') : t('withdraw.confirm.submit')}
        </button>
      </div>
    </form>
  );
}
