import type { ReactNode } from 'react';
import { useLocation } from '@suite/shared';
import type { Layout } from '../../../app/paths';
import { RouteBanner } from '../../banners/components/RouteBanner';
import { BootNotices } from '../../boot/BootNotices';
import { Footer } from '../../footer/components/Footer';
import { SideMenu } from '../../side-menu/components/SideMenu';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { MAIN_CONTENT_ID } from '../../../app/route-focus';

/** Pages of the full layout without the side menu (spec 1 §2: the points mall). */
const NO_SIDE_MENU = new Set(['/pointMall']);

/**
 * Page frame by layout (spec 1 §2): full (header, banner, footer, side menu), header only (with the
 * route's banner, e.g. /login), or bare.
 */
export function Shell({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { pathname } = useLocation();
  const full = layout === 'full';
  return (
    <div className={`shell shell--${layout}`}>
      {/* The first tab stop of every page (issue 13). */}
      <SkipLink />
      {layout !== 'bare' && <Header />}
      <BootNotices />
      <main className="shell__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {layout !== 'bare' && <RouteBanner />}
        {children}
      </main>
      {full && !NO_SIDE_MENU.has(pathname) && <SideMenu />}
      {full && <Footer />}
    </div>
  );
}
