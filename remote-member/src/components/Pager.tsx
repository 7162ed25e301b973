import { buttonClassName, useTranslation } from '@suite/shared';
import { MEMBER_NS, registerMemberTranslations } from '../i18n';

registerMemberTranslations();

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name ("Pages", "Message pages"). */
  label: string;
  className: string;
}

/**
 * Previous / next page of a server-paged list, with "Page X of Y" (records, messages). The end
 * buttons are aria-disabled rather than disabled, so the one just pressed keeps focus at the end; a
 * page beyond the last (an old link) offers the first page.
 */
export function Pager({ page, totalPages, onPage, label, className }: PagerProps) {
  const { t } = useTranslation(MEMBER_NS);
  if (totalPages < 1) return null;
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
    <nav className={className} aria-label={label}>
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
