import { api, cdnUrl, Link, useCdnHost, useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { useCachedCall } from '../../../lib/use-cached-call';
import { useNavCategories } from '../../game-menus/use-nav-categories';

/**
 * The game categories (spec 1 §2) as compact tiles with art (issue 27): each category's picture is a
 * game of its own (the lobby's categoryArt: its first hot game), in a fixed square, so the tile keeps
 * its size before the picture arrives and without one.
 */
export function HomeCategories() {
  const { t } = useTranslation(HOST_NS);
  const { categories } = useNavCategories();
  const art = useCachedCall(api.categoryArt, undefined, { storageKey: null, perLanguage: false });
  const imageHost = useCdnHost('image');
  const pictureOf = (gameType: string) => art.data?.find((entry) => entry.gameType === gameType)?.imageUrl;
  return (
    <section className="home-categories" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="home-section__title">
        {t('home.categories')}
      </h2>
      <ul className="home-categories__grid">
        {categories.map((category) => {
          const picture = pictureOf(category.gameType);
          return (
            <li key={category.gameType}>
              <Link to={category.path} className={`home-categories__tile home-categories__tile--${category.gameType.toLowerCase()}`}>
                <span className="home-categories__art">
                  {picture && <img src={cdnUrl('image', picture, imageHost)} alt="" width={200} height={200} loading="lazy" decoding="async" />}
                </span>
                <span className="home-categories__text">
                  <span className="home-categories__name">{t(category.labelKey)}</span>
                  {category.vendors.length > 0 && <span className="home-categories__count">{t('home.providerCount', { count: category.vendors.length })}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
