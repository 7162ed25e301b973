import { useTranslation } from '@suite/shared';
import { LOTTERY_NS } from '../i18n';
import { countdownParts } from '../lib/countdown';
import { useNow } from '../lib/ticker';

export interface CountdownProps {
  /** Deadline (epoch ms on this browser's clock); null shows a dash. */
  to: number | null;
  /** Shown once the deadline has passed. */
  doneText: string;
}

/** A live HH:MM:SS countdown, ticking with the page's one shared ticker. */
export function Countdown({ to, doneText }: CountdownProps) {
  const now = useNow();
  const { t } = useTranslation(LOTTERY_NS);
  if (to === null) return <span className="lot-countdown">—</span>;
  const left = to - now;
  if (left <= 0) return <span className="lot-countdown lot-countdown--done">{doneText}</span>;
  const { days, clock } = countdownParts(left);
  return (
    <span className="lot-countdown" role="timer">
      {days > 0 ? t('countdown.withDays', { days, clock }) : clock}
    </span>
  );
}
