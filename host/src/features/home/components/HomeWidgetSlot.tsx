import type { RemoteName } from '../../remotes/remote-names';

export interface HomeWidgetSlotProps {
  /** The remote that will provide this widget. */
  remote: RemoteName;
  /** The expose it will come from (a later issue adds it), e.g. './hot-games'. */
  expose: string;
  /** Accessible name of the section once it has content. */
  label: string;
}

/**
 * A reserved place on the home page for a widget that a remote will expose (hot games from
 * remote_games, popular lotteries from remote_lottery). Until those exposes exist it renders nothing:
 * no made-up content. A later issue mounts the remote's widget here.
 */
export function HomeWidgetSlot({ remote, expose, label }: HomeWidgetSlotProps) {
  return <section className="home-slot" aria-label={label} data-slot-remote={remote} data-slot-expose={expose} hidden />;
}
