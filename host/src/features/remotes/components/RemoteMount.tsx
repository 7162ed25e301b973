import { useTranslation } from '@suite/shared';
import { ROUTES_EXPOSE, type RemoteName } from '../remote-names';
import { useRemoteExpose } from '../hooks/use-remote-expose';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Renders a remote's route module inside the host's router. Failure layers: the runtime retries the
 * entry (retry plugin), hands back a stand-in when it still fails (fallback plugin) which shows here
 * with Retry, and an error boundary keeps a remote that throws while rendering inside its own area.
 */
export function RemoteMount({ remote, expose = ROUTES_EXPOSE }: { remote: RemoteName; expose?: string }) {
  const { t } = useTranslation();
  const [state, retry] = useRemoteExpose(remote, expose);
  return (
    <div className="remote-area" data-remote={remote} data-expose={expose}>
      {state.status === 'loading' && (
        <div className="remote-loading" role="status" aria-busy="true">
          {t('common.loading')}
        </div>
      )}
      {state.status === 'failed' && <RemoteUnavailable remote={remote} onRetry={retry} />}
      {state.status === 'ready' && (
        <RemoteErrorBoundary remote={remote} onRetry={retry}>
          <state.Component />
        </RemoteErrorBoundary>
      )}
    </div>
  );
}
