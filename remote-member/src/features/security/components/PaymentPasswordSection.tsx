import { api, buttonClassName, toast, useTranslation, validateRequired } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { useAction } from '../hooks/use-action';
import { SECURITY_NS } from '../i18n';
import { ActionError } from './FormNotices';
import { TextField } from '../../../components/TextField';

/** The cashier's bounds (api cashier/payment-password.ts). */
export const PAYMENT_PASSWORD_MIN = 6;
export const PAYMENT_PASSWORD_MAX = 20;

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Sets the payment (withdraw) password when there is none, or changes it with the current one. */
export function PaymentPasswordSection({ hasPassword, onSaved }: { hasPassword: boolean; onSaved: () => void }) {
  const { t } = useTranslation(SECURITY_NS);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const action = useAction(api.setPaymentPassword);
  const bounds = { min: PAYMENT_PASSWORD_MIN, max: PAYMENT_PASSWORD_MAX };

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const length = [...values.newPassword].length;
    const required = (value: string) => (validateRequired(value) ? t('validation.required') : undefined);
    const next = {
      oldPassword: hasPassword ? required(values.oldPassword) : undefined,
      newPassword: required(values.newPassword) ?? (length < bounds.min || length > bounds.max ? t('payment.length', bounds) : undefined),
      confirmPassword: required(values.confirmPassword) ?? (values.confirmPassword !== values.newPassword ? t('validation.inconsistent_twice') : undefined),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const outcome = await action.run({
      ...(hasPassword ? { oldPassword: values.oldPassword } : {}),
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    });
    if (!outcome.ok) return;
    setValues(EMPTY);
    toast.success(hasPassword ? t('payment.doneChange') : t('payment.doneSet'));
    onSaved();
  };

  return (
    <section className="mem-sec-panel" aria-labelledby="mem-sec-payment-title">
      <h2 id="mem-sec-payment-title" className="mem-sec-panel__title">
        {t('payment.title')}
      </h2>
      <p className="mem-sec-muted">{hasPassword ? t('payment.set') : t('payment.unset')}</p>
      <form className="mem-sec-form" aria-labelledby="mem-sec-payment-title" onSubmit={(event) => void submit(event)} noValidate>
        {hasPassword && (
          <TextField label={t('payment.old')} type="password" autoComplete="off" value={values.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} />
        )}
        <TextField
          label={t('payment.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          hint={t('payment.rule', bounds)}
        />
        <TextField
          label={t('payment.confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <ActionError error={action.error} />
        <div className="mem-sec-actions">
          <button type="submit" className={buttonClassName()} disabled={action.pending} aria-busy={action.pending || undefined}>
            {action.pending ? t('payment.saving') : hasPassword ? t('payment.submitChange') : t('payment.submitSet')}
          </button>
        </div>
      </form>
    </section>
  );
}
