import { Drawer, useSession, useTranslation } from '@suite/shared';
import type { MouseEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { MainNav } from '../../game-menus/components/MainNav';
import { RecentGames } from '../../side-menu/components/RecentGames';
import { ServiceLinks } from '../../side-menu/components/ServiceLinks';
import { DrawerAccount } from './DrawerAccount';
import { LanguageSelect } from './LanguageSelect';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * The phone's menu (issue 13): the member's account links, the full main navigation with every game
 * type's provider list, the side menu's recent games and service links, language and theme. A modal
 * dialog (the kit's Drawer) that closes on Escape, its close button, and any link followed inside it.
 */
export function NavDrawer({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(HOST_NS);
  const session = useSession();
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // A link in a new tab (social links) leaves the menu open behind it.
    if (anchor instanceof HTMLAnchorElement && (!anchor.target || anchor.target === '_self')) onClose();
  };
  return (
    <Drawer id={id} open={open} onClose={onClose} title={t('mobile.menuTitle')} className="nav-drawer">
      <div className="nav-drawer__content" onClickCapture={onClickCapture}>
        {session && <DrawerAccount />}
        <MainNav variant="drawer" />
        <RecentGames />
        <section className="nav-drawer__section" aria-labelledby="nav-drawer-services">
          <h3 id="nav-drawer-services" className="nav-drawer__heading">
            {t('mobile.services')}
          </h3>
          <ServiceLinks className="side-menu__bar nav-drawer__services" />
        </section>
        <section className="nav-drawer__section" aria-labelledby="nav-drawer-settings">
          <h3 id="nav-drawer-settings" className="nav-drawer__heading">
            {t('mobile.settings')}
          </h3>
          <div className="nav-drawer__settings">
            <LanguageSelect />
            <ThemeSwitch />
          </div>
        </section>
      </div>
    </Drawer>
  );
}
