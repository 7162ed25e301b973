import { type ApiError, buttonClassName, useTranslation } from '@suite/shared';
import { useEffect, useId, useRef } from 'react';
import { CASHIER_NS } from '../i18n';
import { ActionError } from './ActionError';
import { SummaryList, type SummaryRow } from './SummaryList';

export interface ConfirmStepProps {
  title: string;
  rows: SummaryRow[];
  error: ApiError | undefined;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The last look before money moves: a summary with Confirm and Back. Confirm again after a lost
 * answer repeats the same request (same idempotency key), so it is safe to press.
 */
export function ConfirmStep({ title, rows, error, pending, onBack, onConfirm }: ConfirmStepProps) {
  const { t } = useTranslation(CASHIER_NS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mem-cashier-panel" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="mem-cashier-panel__title">
        {title}
      </h2>
      <SummaryList rows={rows} />
      <ActionError error={error} />
      <div className="mem-cashier-actions">
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onBack} disabled={pending}>
          {t('common.back')}
        </button>
        <button type="button" className={buttonClassName()} onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? t('common.sending') : t('common.confirm')}
        </button>
      </div>
    </section>
  );
}
