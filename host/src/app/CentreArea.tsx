import type { RemoteName } from '../features/remotes/remote-names';
import { CentreGuard } from '../features/guards/components/CentreGuard';
import { CentreOverlay } from '../features/layout/components/CentreOverlay';
import { RemoteMount } from '../features/remotes/components/RemoteMount';
import type { CentreArea as Area } from './paths';

/**
 * An open centre (/member/*, /agent/*): its guard, the overlay it shows in and the remote inside. A
 * chunk of its own (AppRoutes): a visitor's pages never open one, so it is not in their first load.
 */
export function CentreArea({ area, remote, background, onClose }: { area: Area; remote: RemoteName; background?: string; onClose: () => void }) {
  return (
    <CentreGuard
      key={area}
      area={area}
      background={background}
      frame={(content) => (
        <CentreOverlay area={area} onClose={onClose}>
          {content}
        </CentreOverlay>
      )}
    >
      <RemoteMount remote={remote} />
    </CentreGuard>
  );
}
