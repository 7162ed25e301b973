import { Drawer, useLocation, useTranslation, Link } from '@suite/shared';
import { Suspense, useCallback, useId, useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { lazyPart } from '@suite/shared';
import { CompactAccount } from './CompactAccount';
import { MobileIcon } from './mobile-icons';
import '../mobile-texts';

// The drawer's contents (and the kit's Drawer) load on the menu button's hover, focus or press, not
// with the page (docs/performance.md, "Host first load").
const NavDrawer = lazyPart(() =>
  Promise.all([import('./NavDrawer'), Drawer.preload()]).then(([module]) => module.NavDrawer),
);
const preloadDrawer = () => {
  NavDrawer.preload().catch(() => undefined);
};

/**
 * The phone's header (issue 13): brand, balance or Log in / Register, and the menu button that opens
 * the navigation drawer. The drawer belongs to the location it was opened at, so any navigation closes it.
 */
export function CompactHeader() {
  const { t } = useTranslation(HOST_NS);
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const drawerId = useId();
  const close = useCallback(() => setOpenAt(null), []);
  return (
    <header className="header header--compact">
      <div className="header__top">
        <Link to="/" className="header__brand">
          {t('brand')}
        </Link>
        <div className="header__account">
          <CompactAccount />
        </div>
        <button
          type="button"
          className="header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          aria-label={t('mobile.openMenu')}
          onPointerEnter={preloadDrawer}
          onPointerDown={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => setOpenAt(key)}
        >
          <MobileIcon name="menu" />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <NavDrawer id={drawerId} open onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
