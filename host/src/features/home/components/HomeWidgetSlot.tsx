import { useRef } from 'react';
import { RemoteMount } from '../../remotes/components/RemoteMount';
import type { RemoteName } from '../../remotes/remote-names';
import { useShowsNothing } from '../use-shows-nothing';

export interface HomeWidgetSlotProps {
  /** The remote that provides this widget. */
  remote: RemoteName;
  /** Its expose, e.g. './hot-games'. */
  expose: string;
  /** Accessible name of the section. */
  label: string;
  /** A class that reserves the widget's size (home.css), for a widget in the first screen. */
  className?: string;
}

/**
 * A home-page widget from a remote (hot games and popular games from remote_games, popular lotteries
 * and regional numbers from remote_lottery), with the same failure layers as a remote page: a remote
 * that is down shows "unavailable" with Retry in this section only. A widget with nothing to show
 * renders nothing, and then its section is hidden: home never opens on empty boxes.
 */
export function HomeWidgetSlot({ remote, expose, label, className }: HomeWidgetSlotProps) {
  const ref = useRef<HTMLElement>(null);
  const empty = useShowsNothing(ref, '.remote-area');
  return (
    <section ref={ref} className={className ? `home-slot ${className}` : 'home-slot'} aria-label={label} data-slot-remote={remote} data-slot-expose={expose} hidden={empty}>
      <RemoteMount remote={remote} expose={expose} />
    </section>
  );
}
