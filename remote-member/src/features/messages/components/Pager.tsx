import { useT } from '@suite/shared';
import { MESSAGES_NS } from '../i18n';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/**
 * Previous / next page with "Page X of Y". The end buttons are aria-disabled rather than disabled, so
 * the one just pressed keeps focus when it reaches the end.
 */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useT(MESSAGES_NS);
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav className="mem-msg-pager" aria-label={t('pager.label')}>
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
