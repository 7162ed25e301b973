import { useT, type ApiError } from '@suite/shared';
import { MESSAGES_NS } from '../i18n';

/** The list could not be loaded: the client's translated reason and Retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useT(MESSAGES_NS);
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

/** No messages at all, and what will arrive here. */
export function NoMessages() {
  const { t } = useT(MESSAGES_NS);
  return (
    <div className="mem-msg-empty">
      <p className="mem-msg-empty__title">{t('empty.title')}</p>
      <p>{t('empty.hint')}</p>
    </div>
  );
}

/** A read or delete that failed, next to the list (the list itself stays usable). */
export function ActionFailed({ text, error }: { text: string; error: ApiError }) {
  return (
    <div className="mem-alert" role="alert">
      <p>
        <strong>{text}</strong> {error.message}
      </p>
    </div>
  );
}
