import { useT } from '@suite/shared';
import { useLocation } from 'react-router-dom';
import { CategoryPage, type CategoryKey } from '../features/category/components/CategoryPage';
import { GAMES_NS, registerGamesTranslations } from '../i18n';

registerGamesTranslations();

const PAGES: Record<string, CategoryKey> = {
  '/rng': 'rng',
  '/fish': 'fish',
  '/pvp': 'pvp',
  '/live': 'live',
  '/sports': 'sports',
  '/esports': 'esports',
  '/elott': 'elott',
  '/cockfight': 'cockfight',
  '/fbsports': 'fbsports',
  '/seamless': 'seamless',
  '/game': 'game',
};

/** The game hall's routes, rendered inside the host's router (or the standalone frame). */
export default function GamesRoutes() {
  const { pathname } = useLocation();
  const { t } = useT(GAMES_NS);
  const category = PAGES[pathname];
  if (!category) return <p role="status">{t('pages.unknown')}</p>;
  return <CategoryPage category={category} />;
}

/** Links of the standalone frame: path and the i18n key of its label. */
export const STANDALONE_LINKS = Object.entries(PAGES).map(([path, category]) => ({ path, labelKey: `pages.${category}` }));
