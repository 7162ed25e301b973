import { RemoteMount } from '../../remotes/components/RemoteMount';
import type { RemoteName } from '../../remotes/remote-names';

export interface HomeWidgetSlotProps {
  /** The remote that provides this widget. */
  remote: RemoteName;
  /** Its expose, e.g. './hot-games'. */
  expose: string;
  /** Accessible name of the section. */
  label: string;
}

/**
 * A home-page widget from a remote (hot games and popular games from remote_games, popular lotteries
 * and regional numbers from remote_lottery), with the same failure layers as a remote page: a remote
 * that is down shows "unavailable" with Retry in this section only.
 */
export function HomeWidgetSlot({ remote, expose, label }: HomeWidgetSlotProps) {
  return (
    <section className="home-slot" aria-label={label} data-slot-remote={remote} data-slot-expose={expose}>
      <RemoteMount remote={remote} expose={expose} />
    </section>
  );
}
