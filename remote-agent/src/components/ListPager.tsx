import { buttonClassName, useTranslation } from '@suite/shared';
import { AGENT_KIT_NS, registerAgentKitTranslations } from './i18n';
import './list-kit.css';

registerAgentKitTranslations();

interface ListPagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name when a page has more than one list ("Settlement pages"). */
  label?: string;
}

/**
 * Previous / next page of a server-paged list with "Page X of Y". The end buttons are aria-disabled
 * (not disabled), so the one just pressed keeps focus; a page beyond the last (an old link) offers the first.
 */
export function ListPager({ page, totalPages, onPage, label }: ListPagerProps) {
  const { t } = useTranslation(AGENT_KIT_NS);
  if (totalPages <= 1 && page <= 1) return null;
  if (page > totalPages) {
    return (
      <div className="agt-pager">
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
    <nav className="agt-pager" aria-label={label ?? t('pager.label')}>
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
