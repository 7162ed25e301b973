import { useTranslation } from '@suite/shared';
import type { FormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { Field } from './Field';

/** The payment password as the money forms ask for it: hidden, never offered to the browser's autofill. */
export function PaymentPasswordField({ field, showError }: { field: FormField; showError: boolean }) {
  const { t } = useTranslation(CASHIER_NS);
  return (
    <Field
      label={t('common.paymentPassword')}
      field={field}
      type="password"
      autoComplete="off"
      error={field.value === '' ? t('common.passwordRequired') : undefined}
      showError={showError}
    />
  );
}
