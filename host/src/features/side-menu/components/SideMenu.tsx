import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { RecentGames } from './RecentGames';
import { ServiceLinks } from './ServiceLinks';
import './side-menu.css';

/**
 * Side menu (spec 1 §2): the recent-games strip and the right bar (customer service, app download, social
 * links). On a phone the shell leaves it out and the drawer shows the same pieces (issue 13).
 */
export function SideMenu() {
  const { t } = useTranslation(HOST_NS);
  return (
    <aside className="side-menu" aria-label={t('sideMenu.label')}>
      <RecentGames />
      <ServiceLinks />
    </aside>
  );
}
