import { buttonClassName, useTranslation } from '@suite/shared';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import { reportClass } from '../report-classes';

registerReportsTranslations();

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name when a page has more than one list ("Message pages"); "Pages" by default. */
  label?: string;
  /** The app's pager look (reportClass.pager by default). */
  className?: string;
  /** No pager at all for a list that fits one page (otherwise "Page 1 of 1" stays in view). */
  hideSinglePage?: boolean;
}

/**
 * Previous / next page of a server-paged list, with "Page X of Y" (records, reports, messages). The end
 * buttons are aria-disabled rather than disabled, so the one just pressed keeps focus at the end; a
 * page beyond the last (an old link) offers the first page.
 */
export function Pager({ page, totalPages, onPage, label, className = reportClass.pager, hideSinglePage = false }: PagerProps) {
  const { t } = useTranslation(REPORTS_NS);
  if (hideSinglePage ? totalPages <= 1 && page <= 1 : totalPages < 1) return null;
  if (page > totalPages) {
    return (
      <div className={className}>
        <p>{t('pager.beyond', { page, total: totalPages })}</p>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => onPage(1)}>
          {t('pager.first')}
        </button>
      </div>
    );
  }
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav className={className} aria-label={label ?? t('pager.label')}>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        aria-disabled={isFirst || undefined}
        onClick={() => !isFirst && onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.status', { page, total: totalPages })}</span>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        aria-disabled={isLast || undefined}
        onClick={() => !isLast && onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
