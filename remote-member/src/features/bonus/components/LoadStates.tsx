import { Link, useT, type ApiError } from '@suite/shared';
import { BONUS_NS } from '../i18n';

/** Where bonuses come from. */
const PROMOTIONS_PATH = '/promotions';

/** The list could not be loaded: the client's translated reason and Retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(BONUS_NS);
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

/** No bonus at all: what will appear here, and where to get one. */
export function NoBonuses() {
  const { t } = useT(BONUS_NS);
  return (
    <div className="mem-bonus-empty">
      <p className="mem-bonus-empty__title">{t('empty.title')}</p>
      <p>{t('empty.hint')}</p>
      <p>
        <Link to={PROMOTIONS_PATH}>{t('empty.action')}</Link>
      </p>
    </div>
  );
}
