import { api, EmptyState, formatMoney, LoadError, SkeletonList, TabList, tabId, usePublicState, useApi, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { GAMES_NS } from '../../../i18n';
import { RANK_LIST_NS, registerRankListTranslations } from '../i18n';
import './rank-list.css';

registerRankListTranslations();

export interface RankListProps {
  /** One category's rounds (a game hall); all games when left out (the home). */
  gameType?: api.GameType;
  /** The home hides a widget with nothing to show; a hall says the week has no rounds yet. */
  hideWhenEmpty?: boolean;
}

/**
 * GCSGAME_getRankList: this week's top accounts from real rounds, by biggest wins or most wagered,
 * accounts masked. On the home (all games) and under each game hall (its category).
 */
export function RankList({ gameType, hideWhenEmpty = false }: RankListProps) {
  const { t, i18n } = useTranslation(RANK_LIST_NS);
  const { t: tGames } = useTranslation(GAMES_NS);
  const { currencySymbol } = usePublicState();
  const id = useId();
  const [by, setBy] = useState<api.RankListBy>('win');
  const list = useApi(api.rankList, { by, period: 'week', ...(gameType ? { gameType } : {}) });
  const panelId = `${id}-panel`;
  const title = gameType ? t('titleType', { category: tGames(`gameTypeTitle.${gameType}`) }) : t('title');
  if (hideWhenEmpty && by === 'win' && list.data?.length === 0) return null;
  return (
    <section className="gms-rank" aria-labelledby={`${id}-title`}>
      <div className="gms-rank__head">
        <h2 id={`${id}-title`} className="gms-rank__title">
          {title}
        </h2>
        <TabList<api.RankListBy>
          label={t('by')}
          items={[
            { value: 'win', label: t('win') },
            { value: 'bet', label: t('bet') },
          ]}
          value={by}
          onChange={setBy}
          panelId={panelId}
          className="gms-rank__tabs"
        />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, by)} className="gms-rank__panel">
        {list.error ? (
          <LoadError title={t('failed')} message={list.error.message} retryLabel={t('retry')} onRetry={list.reload} />
        ) : !list.data || list.loading ? (
          <SkeletonList label={title} rows={5} lines={1} />
        ) : list.data.length === 0 ? (
          <EmptyState title={t('empty')} hint={t('emptyHint')} />
        ) : (
          <table className="gms-rank__table">
            <caption className="gms-rank__caption">{t('caption', { what: t(by === 'win' ? 'captionWin' : 'captionBet') })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rank')}</th>
                <th scope="col">{t('account')}</th>
                <th scope="col" className="gms-rank__num">
                  {t('amount')}
                </th>
                <th scope="col" className="gms-rank__num">
                  {t('rounds')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((entry) => (
                <tr key={entry.rank} className={entry.rank <= 3 ? `gms-rank__row gms-rank__row--top${entry.rank}` : 'gms-rank__row'}>
                  <td className="gms-rank__pos">{entry.rank}</td>
                  <th scope="row" className="gms-rank__account">
                    {entry.account}
                  </th>
                  <td className="gms-rank__num">{formatMoney(entry.amount, { symbol: currencySymbol, locale: i18n.language })}</td>
                  <td className="gms-rank__num">{entry.rounds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
