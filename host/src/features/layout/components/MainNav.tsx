import { useT } from '@suite/shared';
import { NavLink } from 'react-router-dom';
import { remoteForPath } from '../../../app/paths';
import { HOST_NS } from '../../../i18n';
import { preloadRemote } from '../../remotes/remote-registry';

const ITEMS = [
  ['/', 'home'],
  ['/rng', 'rng'],
  ['/fish', 'fish'],
  ['/pvp', 'pvp'],
  ['/live', 'live'],
  ['/sports', 'sports'],
  ['/esports', 'esports'],
  ['/elott', 'elott'],
  ['/cockfight', 'cockfight'],
  ['/lottery', 'lottery'],
  ['/promotions', 'promotions'],
  ['/vip', 'vip'],
  ['/pointMall', 'pointMall'],
  ['/member', 'member'],
  ['/agentHome', 'agent'],
  ['/down', 'download'],
] as const;

/** Bottom navigation; hovering or focusing a link warms the remote behind it. */
export function MainNav() {
  const { t } = useT(HOST_NS);
  const warm = (path: string) => {
    const remote = remoteForPath(path);
    if (remote) preloadRemote(remote);
  };
  return (
    <nav className="main-nav" aria-label={t('nav.main')}>
      {ITEMS.map(([path, key]) => (
        <NavLink key={path} to={path} end={path === '/'} onMouseEnter={() => warm(path)} onFocus={() => warm(path)}>
          {t(`nav.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
