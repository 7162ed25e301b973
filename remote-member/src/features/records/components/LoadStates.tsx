import { api, useT, type ApiError } from '@suite/shared';
import { RECORDS_NS } from '../i18n';

/** The call failed: the client's translated reason and Retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(RECORDS_NS);
  return (
    <div className="mem-alert" role="alert">
      <p>
        <strong>{t('load.failed')}</strong> {error.message}
      </p>
      <button type="button" className="mem-button" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}

/** Nothing in the period, and a way to look at a longer one. */
export function EmptyPeriod({ title, onShowMonth }: { title?: string; onShowMonth?: () => void }) {
  const { t } = useT(RECORDS_NS);
  return (
    <div className="mem-records-empty">
      <p className="mem-records-empty__title">{title ?? t('empty.title')}</p>
      <p>{t('empty.hint', { max: api.RECORDS_MAX_DAYS })}</p>
      {onShowMonth && (
        <button type="button" className="mem-button mem-button--secondary" onClick={onShowMonth}>
          {t('empty.showMonth')}
        </button>
      )}
    </div>
  );
}
