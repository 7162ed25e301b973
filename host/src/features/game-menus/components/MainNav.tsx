import { useTranslation, NavLink } from '@suite/shared';
import { remoteForPath } from '../../../app/paths';
import { HOST_NS } from '../../../i18n';
import { preloadRemote } from '../../remotes/remote-registry';
import { useNavCategories } from '../use-nav-categories';
import { CategoryItem } from './ProviderMenu';
import './game-menus.css';

function warm(path: string): void {
  const remote = remoteForPath(path);
  if (remote) preloadRemote(remote);
}

/** Links after the game categories. VIP is kept here as the way into the VIP page. */
const TRAILING = [
  ['/promotions', 'nav.promotions'],
  ['/vip', 'nav.vip'],
  ['/down', 'nav.download'],
] as const;

/**
 * Bottom navigation (spec 1 §2): Home, one item per game type with its providers, promotions, app download.
 * 'bar' is the desktop header's strip with dropdowns; 'drawer' the phone menu's column with the provider
 * lists opening in place (issue 13).
 */
export function MainNav({ variant = 'bar' }: { variant?: 'bar' | 'drawer' }) {
  const { t } = useTranslation(HOST_NS);
  const { categories } = useNavCategories();
  return (
    <nav className={`main-nav main-nav--${variant}`} aria-label={t('nav.main')}>
      <ul className="main-nav__list">
        <li className="main-nav__entry">
          <NavLink to="/" end className="nav-item__link">
            {t('nav.home')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.gameType} className="main-nav__entry">
            <CategoryItem category={category} onWarm={warm} variant={variant === 'drawer' ? 'inline' : 'dropdown'} />
          </li>
        ))}
        {TRAILING.map(([path, key]) => (
          <li key={path} className="main-nav__entry">
            <NavLink to={path} className="nav-item__link" onMouseEnter={() => warm(path)} onFocus={() => warm(path)}>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
