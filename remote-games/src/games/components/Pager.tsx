import { useTranslation } from '@suite/shared';
import { GAMES_NS } from '../../i18n';
import { pageAfter, type PageMove } from './paging';

export interface PagerProps {
  pageNo: number;
  totalPages: number;
  onPage(pageNo: number): void;
}

const MOVES: { move: PageMove; key: string; symbol: string }[] = [
  { move: 'first', key: 'pager.first', symbol: '«' },
  { move: 'prev', key: 'pager.prev', symbol: '‹' },
  { move: 'next', key: 'pager.next', symbol: '›' },
  { move: 'last', key: 'pager.last', symbol: '»' },
];

/** First, previous, next and last, never leaving 1..totalPages (spec 2 §2). Hidden for a single page. */
export function Pager({ pageNo, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation(GAMES_NS);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(pageNo, 1), totalPages);
  const button = ({ move, key, symbol }: (typeof MOVES)[number]) => {
    const target = pageAfter(move, current, totalPages);
    return (
      <button key={move} type="button" className="gms-pager__button" aria-label={t(key)} disabled={target === current} onClick={() => onPage(target)}>
        <span aria-hidden="true">{symbol}</span>
      </button>
    );
  };
  return (
    <nav className="gms-pager" aria-label={t('pager.label')}>
      {MOVES.slice(0, 2).map(button)}
      <span className="gms-pager__status">
        {t('pager.status', { page: current, total: totalPages })}
      </span>
      {MOVES.slice(2).map(button)}
    </nav>
  );
}
