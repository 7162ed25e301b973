import { useTranslation } from '@suite/shared';
import { CASHIER_NS } from '../i18n';

export type CashierStatus = 'pending' | 'credited' | 'failed' | 'approved' | 'rejected';

const TONE: Record<CashierStatus, 'wait' | 'good' | 'bad'> = {
  pending: 'wait',
  credited: 'good',
  approved: 'good',
  failed: 'bad',
  rejected: 'bad',
};

/** An order's status as a coloured word (the word carries the meaning, the colour only helps). */
export function StatusBadge({ status }: { status: CashierStatus }) {
  const { t } = useTranslation(CASHIER_NS);
  return <span className={`mem-cashier-badge mem-cashier-badge--${TONE[status]}`}>{t(`status.${status}`)}</span>;
}
