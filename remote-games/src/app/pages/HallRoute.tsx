import { GameHallPage } from '../../features/game-hall/components/GameHallPage';
import { JackpotCounter } from '../../features/jackpot/components/JackpotCounter';
import { RankList } from '../../features/rank-list/components/RankList';
import { HALL_PAGES, type HallPageKey } from '../pages';

/** The hall pages (one lazy chunk): /rng carries the jackpot above its vendors; each hall its rank list under the games. */
export default function HallRoute({ page }: { page: HallPageKey }) {
  const { gameType, full } = HALL_PAGES[page];
  return (
    <GameHallPage
      key={page}
      gameType={gameType}
      full={full}
      top={page === 'rng' ? <JackpotCounter /> : undefined}
      bottom={<RankList gameType={gameType} />}
    />
  );
}
