import { useTranslation } from '@suite/shared';

interface RemoteUnavailableProps {
  /** Which remote (for operators reading the DOM or a screenshot). */
  remote: string;
  onRetry: () => void;
  /** A page chunk that timed out gets its own message (spec: chunk-load error after 120 s). */
  kind?: 'unavailable' | 'chunk' | 'crashed';
}

/** Shown in a remote's area only, so the header, footer and other remotes keep working. */
export function RemoteUnavailable({ remote, onRetry, kind = 'unavailable' }: RemoteUnavailableProps) {
  const { t } = useTranslation();
  const message =
    kind === 'chunk' ? t('remote.chunkLoadError') : kind === 'crashed' ? t('remote.crashed') : t('remote.unavailable');
  return (
    <section className="remote-unavailable" role="alert" data-remote={remote}>
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
