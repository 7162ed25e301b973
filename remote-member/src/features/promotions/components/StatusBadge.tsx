import { type api, useTranslation } from '@suite/shared';
import { PROMOTIONS_NS } from '../i18n';

const TONES: Record<api.ActivityStatus, string> = {
  applying: 'pending',
  rejected: 'danger',
  issued: 'success',
  claimed: 'success',
  joined: 'success',
  process: 'accent',
  closed: 'muted',
  comingSoon: 'pending',
};

/** An activity status (spec 2 §4) by its translated name. */
export function StatusBadge({ status }: { status: api.ActivityStatus }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return <span className={`mem-pr-status mem-pr-status--${TONES[status]}`}>{t(`status.${status}`)}</span>;
}
