import { useT, type ApiError } from '@suite/shared';
import { REFERRAL_NS } from '../i18n';

/** The summary could not be loaded (or is refused, e.g. the feature is off): the reason and Retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(REFERRAL_NS);
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

/** Nobody registered with the link yet, and the way to change that. */
export function NoFriends({ onCopy }: { onCopy: () => void }) {
  const { t } = useT(REFERRAL_NS);
  return (
    <div className="mem-ref-empty">
      <p className="mem-ref-empty__title">{t('empty.title')}</p>
      <p>{t('empty.hint')}</p>
      <button type="button" className="mem-button mem-button--secondary" onClick={onCopy}>
        {t('empty.action')}
      </button>
    </div>
  );
}
