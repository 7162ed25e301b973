import { useT, type ApiError } from '@suite/shared';
import { MISSIONS_NS } from '../i18n';

/** A part of the page could not be loaded: what, the client's translated reason and Retry. */
export function LoadError({ text, error, onRetry }: { text: string; error: ApiError; onRetry: () => void }) {
  const { t } = useT(MISSIONS_NS);
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
