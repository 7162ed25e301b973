import { useT, type ApiError } from '@suite/shared';
import { REBATE_NS } from '../i18n';

/** A block that could not be loaded: the client's translated reason and Retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: ApiError; onRetry: () => void }) {
  const { t } = useT(REBATE_NS);
  return (
    <div className="mem-alert" role="alert">
      <p>
        <strong>{title}</strong> {error.message}
      </p>
      <button type="button" className="mem-button" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}
