import { formatClock, formatMoney, useTranslation, type ApiError } from '@suite/shared';
import { CASHIER_NS } from '../i18n';
import { limitRefusalOf } from '../limit-refusal';

/**
 * A refused or failed call, in the words the client already translated (business refusals: the
 * server's); a refusal by a safer-gambling limit in the server's words too, or ours from its figures.
 */
export function ActionError({ error }: { error: ApiError | undefined }) {
  const { t } = useTranslation(CASHIER_NS);
  if (!error) return null;
  const refusal = limitRefusalOf(error);
  let message = error.message;
  if (refusal) {
    message =
      error.serverMessage?.trim() ||
      [t('common.limitReached', { limit: formatMoney(refusal.limit), used: formatMoney(refusal.used) }), refusal.freesAt ? t('common.limitFreesAt', { time: formatClock(refusal.freesAt) }) : '']
        .filter(Boolean)
        .join(' ');
  }
  return (
    <div className="mem-alert mem-cashier-alert" role="alert">
      <p>{message}</p>
    </div>
  );
}
