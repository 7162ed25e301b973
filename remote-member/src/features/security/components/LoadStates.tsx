import { useT, type ApiError } from '@suite/shared';
import { SECURITY_NS } from '../i18n';

/** Something could not be loaded: what, the client's translated reason, and Retry. */
export function LoadError({ text, error, onRetry }: { text: string; error: ApiError; onRetry: () => void }) {
  const { t } = useT(SECURITY_NS);
  return (
    <div className="mem-alert" role="alert">
      <p>
        <strong>{text}</strong> {error.message}
      </p>
      <button type="button" className="mem-button" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}

/** A refused or failed call next to its form (business refusals in the server's words). */
export function ActionError({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <div className="mem-alert mem-sec-alert" role="alert">
      <p>{error.message}</p>
    </div>
  );
}

/** What just succeeded; always in the page (empty until then) so screen readers announce the change. */
export function Notice({ text }: { text: string }) {
  return (
    <p className="mem-sec-notice" role="status">
      {text}
    </p>
  );
}
