import { useSession, useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { HOME_BANNER_GROUP } from '../../banners/banner-model';
import { GroupBanner } from '../../banners/components/RouteBanner';
import { NoticeBar } from '../../notices/components/NoticeBar';
import { HomeCategories } from './HomeCategories';
import { HomeWidgetSlot } from './HomeWidgetSlot';
import './home.css';

/**
 * Home (spec 1 §2; issue 27, docs/home-and-carousels.md): a first screen that shows the games. The hero
 * is the banner (with the promotions in process) beside the jackpot and the winners ticker; under it
 * the notices, the hot games as a row of their art, a member's recent games, then the categories and
 * the other widgets. Every widget comes from its remote into a slot whose size is reserved, so nothing
 * moves when it arrives.
 */
export function HomePage() {
  const { t } = useTranslation(HOST_NS);
  const member = useSession() !== null;
  return (
    <section className="page home-page">
      <h1 className="visually-hidden">{t('pages.home')}</h1>
      <div className="home-hero">
        <GroupBanner group={HOME_BANNER_GROUP} />
        <div className="home-hero__side">
          <HomeWidgetSlot remote="remote_games" expose="./jackpot-ticker" label={t('home.jackpot')} className="home-slot--jackpot" />
          <HomeWidgetSlot remote="remote_games" expose="./winners-ticker" label={t('home.winners')} className="home-slot--winners" />
        </div>
      </div>
      <NoticeBar />
      <HomeWidgetSlot remote="remote_games" expose="./hot-games" label={t('home.hotGames')} className="home-slot--hot-row" />
      {member && <HomeWidgetSlot remote="remote_games" expose="./recent-games" label={t('home.recentGames')} className="home-slot--recent-row" />}
      <HomeCategories />
      <div className="home-widgets">
        {member && <HomeWidgetSlot remote="remote_member" expose="./mission-progress" label={t('home.missions')} />}
        <HomeWidgetSlot remote="remote_games" expose="./popular-games" label={t('home.popularGames')} />
        <HomeWidgetSlot remote="remote_games" expose="./rank-list" label={t('home.rankList')} />
        <HomeWidgetSlot remote="remote_lottery" expose="./popular-lotteries" label={t('home.popularLotteries')} />
        <HomeWidgetSlot remote="remote_lottery" expose="./regional-numbers" label={t('home.regionalNumbers')} />
      </div>
    </section>
  );
}
