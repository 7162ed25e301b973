import { useT } from '@suite/shared';
import type { RemoteName } from '../remote-names';
import { useRemoteRoutes } from '../hooks/use-remote-routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Renders a remote's route module inside the host's router. Failure layers: the runtime retries the
 * entry (retry plugin), hands back a stand-in when it still fails (fallback plugin) which shows here
 * with Retry, and an error boundary keeps a remote that throws while rendering inside its own area.
 */
export function RemoteMount({ remote }: { remote: RemoteName }) {
  const { t } = useT();
  const [state, retry] = useRemoteRoutes(remote);
  return (
    <div className="remote-area" data-remote={remote}>
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
