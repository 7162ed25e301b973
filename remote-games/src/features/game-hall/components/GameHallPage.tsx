import { api, Button, LOGIN_PATH, useProtectedAction, useSession, useTranslation, useNavigate } from '@suite/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { GAMES_NS } from '../../../i18n';
import { useLanguage } from '../../../lib/use-language';
import { GameGrid } from '../../../games/components/GameGrid';
import { Pager } from '../../../games/components/Pager';
import { useFavourites } from '../../../games/favourites/use-favourites';
import { useGameLauncher } from '../../../games/launch/use-game-launcher';
import { classificationsFor, vendorsFor } from '../../../games/vendors/vendor-lanes';
import { useProviderSplit } from '../../../games/vendors/use-provider-split';
import { useVendorLanes } from '../../../games/vendors/use-vendor-lanes';
import { classificationOptions } from '../classifications';
import { MEMBER_LIST_TYPES, MIN_LINE_OPTIONS, type HallQuery, type ListType } from '../hall-query';
import { useHallGames } from '../use-hall-games';
import { useHallQuery } from '../use-hall-query';
import { HallFilters } from './HallFilters';
import { ListTypeTabs } from './ListTypeTabs';
import { SearchBox } from './SearchBox';
import { VendorStrip } from './VendorStrip';
import './game-hall.css';

export interface GameHallPageProps {
  gameType: api.GameType;
  /** The egame halls (/rng, /fish, /pvp): list-type tabs and the two filters. Other categories: vendors, search, paging. */
  full: boolean;
  /** Shown above the vendors (the /rng jackpot). */
  top?: ReactNode;
  /** Shown under the games (the category's rank list). */
  bottom?: ReactNode;
}

/**
 * A game hall (spec 2 §2): vendor strip, list types, name search, filters and paging, all kept in the
 * URL; tiles launch through the launch rules and carry a favourite star.
 */
export function GameHallPage({ gameType, full, top, bottom }: GameHallPageProps) {
  const { t } = useTranslation(GAMES_NS);
  const language = useLanguage();
  const navigate = useNavigate();
  const loggedIn = Boolean(useSession()?.token);
  const guard = useProtectedAction();
  const { query: urlQuery, update } = useHallQuery();
  const query: HallQuery = full ? urlQuery : { ...urlQuery, listType: 'all', gameClassify: null, minBet: null, minLineNum: null };
  const { lanes } = useVendorLanes(language);
  const providerSplit = useProviderSplit();
  const classifications = full ? classificationOptions(language, lanes ? classificationsFor(lanes, gameType, query.vassalage) : null) : [];
  const gameClassify = query.gameClassify !== null && classifications.includes(query.gameClassify) ? query.gameClassify : null;
  const favourites = useFavourites();
  const result = useHallGames({ gameType, query, gameClassify, language, loggedIn, favouritesVersion: favourites.version });
  const launcher = useGameLauncher();
  const results = useRef<HTMLElement>(null);

  // Paging is bounded: a page past the end (an old link, a shorter list) becomes the last page.
  const { totalPages } = result;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && query.pageNo > totalPages) {
      update({ kind: 'page', pageNo: totalPages, totalPages }, { replace: true });
    }
  }, [totalPages, query.pageNo, update]);

  const memberList = MEMBER_LIST_TYPES.includes(query.listType);
  const chooseListType = (listType: ListType) => {
    if (MEMBER_LIST_TYPES.includes(listType)) guard(() => update({ kind: 'listType', listType }));
    else update({ kind: 'listType', listType });
  };
  const listLabel = t(`hall.listLabel.${query.listType}`, { category: t(`gameType.${gameType}`) });
  // The live region counts what a name search found (issue 13): this page's games, and the pages when more.
  const searchCount =
    query.gameName.trim() && result.games !== undefined && !result.error
      ? (totalPages ?? 0) > 1
        ? t('hall.searchCountPaged', { count: result.games.length, pages: totalPages })
        : t('hall.searchCount', { count: result.games.length })
      : '';

  return (
    <div className="gms-hall" data-game-type={gameType}>
      {top}
      <VendorStrip
        vendors={lanes ? vendorsFor(lanes, gameType, providerSplit) : undefined}
        selected={query.vassalage}
        onSelect={(vassalage) => update({ kind: 'vendor', vassalage })}
      />
      <div className="gms-toolbar">
        {full && <ListTypeTabs value={query.listType} onChange={chooseListType} />}
        {!memberList && (
          <SearchBox value={query.gameName} onSearch={(gameName) => update({ kind: 'search', gameName }, { replace: query.gameName !== '' })} />
        )}
        {full && !memberList && (
          <HallFilters
            classifications={classifications}
            gameClassify={gameClassify}
            minBetOptions={api.MIN_BET_OPTIONS}
            minBet={query.minBet}
            minLineOptions={MIN_LINE_OPTIONS}
            minLineNum={query.minLineNum}
            onClassify={(value) => update({ kind: 'classify', gameClassify: value })}
            onMinBet={(value) => update({ kind: 'minBet', minBet: value })}
            onMinLineNum={(value) => update({ kind: 'minLineNum', minLineNum: value })}
          />
        )}
      </div>
      <section ref={results} className="gms-results" aria-label={listLabel}>
        <p className="gms-visually-hidden" role="status">
          {result.loading ? t('hall.loading') : searchCount}
        </p>
        {result.needsLogin ? (
          <div className="gms-login-prompt">
            <p>{t(memberList ? 'hall.loginForList' : 'hall.loginForGames')}</p>
            <Button onClick={() => navigate(LOGIN_PATH)}>{t('hall.login')}</Button>
          </div>
        ) : result.error && result.games === undefined ? (
          <div className="gms-alert" role="alert">
            <p>{result.error.message}</p>
            <Button variant="secondary" onClick={result.reload}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <>
            {result.error && (
              <p className="gms-stale" role="alert">
                {result.error.message}
              </p>
            )}
            <GameGrid games={result.games} busy={result.loading} onLaunch={launcher.launch} label={listLabel} />
            <Pager
              pageNo={query.pageNo}
              totalPages={totalPages ?? 0}
              onPage={(pageNo) => {
                update({ kind: 'page', pageNo, totalPages: totalPages ?? 0 });
                results.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
              }}
            />
          </>
        )}
      </section>
      {bottom}
      {launcher.ui}
    </div>
  );
}
