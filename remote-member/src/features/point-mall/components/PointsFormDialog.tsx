import { Button, buttonClassName, Link, Modal, useTranslation } from '@suite/shared';
import { type ReactNode, useId } from 'react';
import { PAYMENT_PASSWORD_PAGE, usePaymentPasswordMissing } from '../hooks/use-payment-password';
import type { PointsForm } from '../hooks/use-points-form';
import { POINT_MALL_NS } from '../i18n';
import { FieldMessage } from './FieldMessage';

export interface PointsFormDialogProps<Req extends { withdrawPassword: string }, Res> {
  title: string;
  form: PointsForm<Req, Res>;
  /** Said under the payment password, if anything. */
  passwordHint?: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  /** The form's own fields, above the payment password. */
  children: ReactNode;
}

/**
 * A points move's dialog: the form's fields, the payment password, the API's refusal, Cancel and the
 * submit button. A member without a payment password is told so, with the way to set it, instead of
 * a form that cannot go through.
 */
export function PointsFormDialog<Req extends { withdrawPassword: string }, Res>({ title, form, passwordHint, onClose, onSubmit, children }: PointsFormDialogProps<Req, Res>) {
  const { t } = useTranslation(POINT_MALL_NS);
  const id = useId();
  const missing = usePaymentPasswordMissing();
  const error = form.errors.password ?? null;
  const describedBy = [error ? `${id}-password-error` : '', passwordHint ? `${id}-password-hint` : ''].filter(Boolean).join(' ') || undefined;

  if (missing || form.noPassword) {
    return (
      <Modal open title={title} onClose={onClose} lockScroll className="mem-pm-dialog">
        <div className="mem-pm-form mem-pm-locked">
          <h3 className="mem-pm-locked__title">{t('password.missingTitle')}</h3>
          <p>{t('password.missing')}</p>
          <div className="mem-pm-form__actions">
            <Button variant="secondary" onClick={onClose}>
              {t(`${form.texts}.cancel`)}
            </Button>
            <Link to={PAYMENT_PASSWORD_PAGE} className={buttonClassName()}>
              {t('password.setLink')}
            </Link>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open title={title} onClose={onClose} lockScroll className="mem-pm-dialog">
      <form
        className="mem-pm-form"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        {children}
        <div className="mem-pm-field">
          <label htmlFor={`${id}-password`}>{t('redeem.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="off"
            value={form.password}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => form.setPassword(event.target.value)}
          />
          {passwordHint ? (
            <p id={`${id}-password-hint`} className="mem-pm-field__hint">
              {passwordHint}
            </p>
          ) : null}
          <FieldMessage id={`${id}-password-error`} error={error} />
        </div>
        {form.failure && (
          <p className="mem-pm-form__failure" role="alert">
            {form.failure}
          </p>
        )}
        <div className="mem-pm-form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t(`${form.texts}.cancel`)}
          </Button>
          <Button type="submit" loading={form.pending} disabled={form.pending}>
            {form.pending ? t(`${form.texts}.submitting`) : t(`${form.texts}.submit`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
