import { type api, Button, checkProtectedAction, SkeletonGrid, tabId, useSession, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { LOTTERY_NS } from '../../../i18n';
import { useLanguage } from '../../../lib/use-language';
import { useLoginGate } from '../../../lib/use-login-gate';
import { useLotteryMenu } from '../api/use-lottery-menu';
import { useRecentLotteries } from '../api/use-recent-lotteries';
import { useFavourites } from '../favourites/use-favourites';
import type { Lottery } from '../model/lottery';
import { filterLotteries, type Weekday } from '../model/lottery-filters';
import { LotteryCard } from './LotteryCard';
import { LotteryStrip } from './LotteryStrip';
import { LotteryTabs } from './LotteryTabs';
import { WeekdayFilter } from './WeekdayFilter';

/** The special lists after the menu tags (spec 2 §2); favourites and recent need a login. */
export const SPECIAL_LISTS = ['hot', 'favourites', 'recent'] as const;
const NEEDS_LOGIN: readonly string[] = ['favourites', 'recent'];

export interface LotteryBoardProps {
  prizeMode: api.PrizeMode;
  /** A lottery to open on (the /lottery?gameCode= of a game launch or a home widget). */
  focus?: { gameCode: string; playType?: string | null } | null;
  onPlay: (lottery: Lottery) => void;
  onOpenLobby: () => void;
  /** Disables the launch buttons while a launch is under way. */
  launching?: boolean;
}

/** Lotteries by tab, week day and name, with live countdowns; the list refreshes on the spec's timer. */
export function LotteryBoard({ prizeMode, focus = null, onPlay, onOpenLobby, launching = false }: LotteryBoardProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const session = useSession();
  const loggedIn = checkProtectedAction(session) === 'allowed';
  const gate = useLoginGate();
  const language = useLanguage();
  const menu = useLotteryMenu(prizeMode, language);
  const favourites = useFavourites(loggedIn ? (session?.account ?? null) : null);
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const [weekday, setWeekday] = useState<Weekday | null>(null);
  const [search, setSearch] = useState('');
  const panelId = useId();

  const focused = focus ? (menu.lotteries.find((lottery) => lottery.gameCode === focus.gameCode) ?? null) : null;
  const tabs = [...menu.tabs.map((tab) => tab.tag), ...SPECIAL_LISTS];
  // Before a choice: the focused lottery's tab, else the first tag.
  const tab = chosenTab ?? focused?.gameMenuTag ?? menu.tabs[0]?.tag ?? 'hot';
  const recent = useRecentLotteries(prizeMode, language, loggedIn && tab === 'recent', menu.version);

  const selectTab = (next: string) => {
    if (NEEDS_LOGIN.includes(next)) gate(() => setChosenTab(next));
    else setChosenTab(next);
  };
  const toggleFavourite = (lottery: Lottery) => gate(() => favourites.toggle(lottery.gameId));

  const source: Lottery[] =
    tab === 'hot'
      ? menu.lotteries.filter((lottery) => lottery.hot)
      : tab === 'favourites'
        ? menu.lotteries.filter((lottery) => favourites.has(lottery.gameId))
        : tab === 'recent'
          ? recent.lotteries
          : (menu.tabs.find((entry) => entry.tag === tab)?.lotteries ?? []);
  const shown = filterLotteries(source, { weekday, search });
  const listLoaded = tab === 'recent' ? recent.loaded : menu.loaded;
  const listError = tab === 'recent' ? recent.error : menu.error;
  const emptyText =
    source.length > 0 ? t('board.noMatch') : tab === 'favourites' ? t('board.noFavourites') : tab === 'recent' ? t('board.noRecent') : t('board.noMatch');

  return (
    <div className="lot-board">
      {focused && (
        <section className="lot-chosen" aria-label={t('board.chosen')}>
          <p>
            <span className="lot-card__label">{t('board.chosen')}: </span>
            <strong>{focused.gameName}</strong>
            {focus?.playType && (
              <>
                {' · '}
                {t('query.playType')}: {focus.playType}
              </>
            )}
          </p>
          <Button disabled={launching} onClick={() => onPlay(focused)} aria-label={t('card.playLabel', { name: focused.gameName })}>
            {t('card.play')}
          </Button>
        </section>
      )}
      <div className="lot-toolbar">
        <label className="lot-search">
          <span>{t('search.label')}</span>
          <input type="search" value={search} placeholder={t('search.placeholder')} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <Button variant="secondary" className="lot-toolbar__lobby" loading={launching} onClick={onOpenLobby}>
          {t('board.openLobby')}
        </Button>
      </div>
      <WeekdayFilter value={weekday} onChange={setWeekday} />
      {menu.tabs.length > 0 && <LotteryTabs tabs={tabs} selected={tab} panelId={panelId} onSelect={selectTab} />}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, tab)} className="lot-panel">
        {listError && <p role="alert">{listError.message}</p>}
        {!listLoaded ? (
          <SkeletonGrid label={t('common.loading', { ns: 'shared' })} count={4} art={false} lines={6} minTileWidth={240} className="lot-skeleton-grid" />
        ) : shown.length === 0 ? (
          <p className="lot-status">{emptyText}</p>
        ) : (
          <LotteryStrip
            key={`${tab}|${weekday ?? ''}|${search}`}
            lotteries={shown}
            focusGameId={focused?.gameId ?? null}
            renderCard={(lottery) => (
              <LotteryCard
                lottery={lottery}
                favourite={favourites.has(lottery.gameId)}
                focused={lottery.gameId === focused?.gameId}
                onToggleFavourite={toggleFavourite}
                onPlay={launching ? () => undefined : onPlay}
              />
            )}
          />
        )}
      </div>
    </div>
  );
}
