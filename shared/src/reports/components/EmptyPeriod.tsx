import { api, EmptyState, emptyStateButtonClass, useTranslation } from '@suite/shared';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import '../reports.css';

registerReportsTranslations();

/** Nothing in the period (the shared empty state), and a way to look at a longer one. */
export function EmptyPeriod({ title, onShowMonth }: { title?: string; onShowMonth?: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <EmptyState
      title={title ?? t('empty.title')}
      hint={t('empty.hint', { max: api.RECORDS_MAX_DAYS })}
      action={
        onShowMonth && (
          <button type="button" className={emptyStateButtonClass} onClick={onShowMonth}>
            {t('empty.showMonth')}
          </button>
        )
      }
    />
  );
}
