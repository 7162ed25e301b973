import { useTranslation, Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useNavCategories } from '../../game-menus/use-nav-categories';
import { NoticeBar } from '../../notices/components/NoticeBar';
import { HomeWidgetSlot } from './HomeWidgetSlot';
import './home.css';

/** Home (spec 1 §2): notice bar, game categories, and the slots for hot games and popular lotteries. The banner is the shell's. */
export function HomePage() {
  const { t } = useTranslation(HOST_NS);
  const { categories } = useNavCategories();
  return (
    <section className="page home-page">
      <h1 className="visually-hidden">{t('pages.home')}</h1>
      <NoticeBar />
      <section className="home-categories" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className="home-section__title">
          {t('home.categories')}
        </h2>
        <ul className="home-categories__grid">
          {categories.map((category) => (
            <li key={category.gameType}>
              <Link to={category.path} className={`home-categories__tile home-categories__tile--${category.gameType.toLowerCase()}`}>
                <span className="home-categories__name">{t(category.labelKey)}</span>
                {category.vendors.length > 0 && (
                  <span className="home-categories__count">{t('home.providerCount', { count: category.vendors.length })}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="home-widgets">
        <HomeWidgetSlot remote="remote_member" expose="./mission-progress" label={t('home.missions')} />
        <HomeWidgetSlot remote="remote_games" expose="./hot-games" label={t('home.hotGames')} />
        <HomeWidgetSlot remote="remote_games" expose="./popular-games" label={t('home.popularGames')} />
        <HomeWidgetSlot remote="remote_games" expose="./rank-list" label={t('home.rankList')} />
        <HomeWidgetSlot remote="remote_lottery" expose="./popular-lotteries" label={t('home.popularLotteries')} />
        <HomeWidgetSlot remote="remote_lottery" expose="./regional-numbers" label={t('home.regionalNumbers')} />
        <HomeWidgetSlot remote="remote_member" expose="./winners" label={t('home.winners')} />
      </div>
    </section>
  );
}
