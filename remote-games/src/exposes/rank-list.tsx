import { RankList } from '../features/rank-list/components/RankList';
import { registerGamesTranslations } from '../i18n';

registerGamesTranslations();

/** Home widget: this week's rank list of all games (GCSGAME_getRankList); nothing while nobody has won. */
export default function HomeRankList() {
  return <RankList hideWhenEmpty />;
}
