import { buttonClassName, useTranslation } from '@suite/shared';
import { CASHIER_NS } from '../i18n';

/** A list's heading with its Refresh button. */
export function ListHeader({ id, title, loading, onRefresh }: { id: string; title: string; loading: boolean; onRefresh: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  return (
    <div className="mem-cashier-list-header">
      <h2 id={id} className="mem-cashier-panel__title">
        {title}
      </h2>
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onRefresh} disabled={loading} aria-busy={loading}>
        {t('common.refresh')}
      </button>
    </div>
  );
}
