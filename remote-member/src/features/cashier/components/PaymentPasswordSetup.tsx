import { api, buttonClassName, useTranslation } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { useCashierAction } from '../hooks/use-cashier-action';
import { useFormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { ActionError } from './ActionError';
import { Field } from './Field';
import { LockedPanel } from './LockedPanel';

export const PAYMENT_PASSWORD_MIN = 6;
export const PAYMENT_PASSWORD_MAX = 20;

/** Withdrawal locked until a payment password exists: says why and sets it here. */
export function PaymentPasswordSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const password = useFormField();
  const confirmation = useFormField();
  const [submitted, setSubmitted] = useState(false);
  const action = useCashierAction(api.setPaymentPassword);

  const length = password.value.length;
  const passwordError =
    length < PAYMENT_PASSWORD_MIN || length > PAYMENT_PASSWORD_MAX
      ? t('withdraw.password.length', { min: PAYMENT_PASSWORD_MIN, max: PAYMENT_PASSWORD_MAX })
      : undefined;
  const confirmationError = confirmation.value !== password.value ? t('withdraw.password.mismatch') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordError || confirmationError) return;
    const outcome = await action.run({ newPassword: password.value, confirmPassword: confirmation.value });
    if (outcome.ok) onDone();
  };

  return (
    <LockedPanel title={t('withdraw.password.title')}>
      <p>{t('withdraw.password.why')}</p>
      <form className="mem-cashier-form" onSubmit={submit} noValidate>
        <Field
          label={t('withdraw.password.new')}
          field={password}
          type="password"
          autoComplete="new-password"
          maxLength={PAYMENT_PASSWORD_MAX}
          hint={t('withdraw.password.length', { min: PAYMENT_PASSWORD_MIN, max: PAYMENT_PASSWORD_MAX })}
          error={passwordError}
          showError={submitted}
        />
        <Field
          label={t('withdraw.password.confirm')}
          field={confirmation}
          type="password"
          autoComplete="new-password"
          maxLength={PAYMENT_PASSWORD_MAX}
          error={confirmationError}
          showError={submitted}
        />
        <ActionError error={action.error} />
        <div className="mem-cashier-actions">
          <button type="submit" className={buttonClassName()} disabled={action.pending} aria-busy={action.pending}>
            {action.pending ? t('common.sending') : t('withdraw.password.submit')}
          </button>
        </div>
      </form>
    </LockedPanel>
  );
}
