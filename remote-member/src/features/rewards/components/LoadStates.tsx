import { Link, useT, type ApiError } from '@suite/shared';
import { REWARDS_NS } from '../i18n';

/** Where rewards come from: the promotions page. */
export const PROMOTIONS_PATH = '/promotions';

/** The list could not be loaded: the client's translated reason and Retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(REWARDS_NS);
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

/** Nothing waiting: where rewards come from, and the way to the promotions. */
export function NoRewards() {
  const { t } = useT(REWARDS_NS);
  return (
    <div className="mem-rw-empty">
      <p className="mem-rw-empty__title">{t('empty.title')}</p>
      <p>{t('empty.hint')}</p>
      <Link className="mem-button mem-button--secondary" to={PROMOTIONS_PATH}>
        {t('empty.action')}
      </Link>
    </div>
  );
}
