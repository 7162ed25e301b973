import { useT } from '@suite/shared';
import { RECORDS_NS } from '../i18n';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/**
 * Previous / next page of a server-paged list, with "Page X of Y". The end buttons are aria-disabled
 * rather than disabled, so the one just clicked keeps focus when it reaches the last page.
 */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useT(RECORDS_NS);
  if (totalPages < 1) return null;
  if (page > totalPages) {
    return (
      <div className="mem-records-pager">
        <p>{t('pager.beyond', { page, total: totalPages })}</p>
        <button type="button" className="mem-button mem-button--secondary" onClick={() => onPage(1)}>
          {t('pager.first')}
        </button>
      </div>
    );
  }
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav className="mem-records-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="mem-button mem-button--secondary"
        aria-disabled={isFirst || undefined}
        onClick={() => !isFirst && onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.status', { page, total: totalPages })}</span>
      <button
        type="button"
        className="mem-button mem-button--secondary"
        aria-disabled={isLast || undefined}
        onClick={() => !isLast && onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
