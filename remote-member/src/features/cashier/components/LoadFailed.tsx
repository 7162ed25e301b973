import { useT, type ApiError } from '@suite/shared';
import { CASHIER_NS } from '../i18n';

/** A load that failed: what went wrong and a Retry that reloads. */
export function LoadFailed({ error, onRetry }: { error: ApiError | undefined; onRetry: () => void }) {
  const { t } = useT(CASHIER_NS);
  return (
    <div className="mem-alert mem-cashier-alert" role="alert">
      <p>{t('common.loadFailed')}</p>
      {error ? <p className="mem-cashier-muted">{error.message}</p> : null}
      <button type="button" className="mem-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
