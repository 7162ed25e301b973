import type { ReactNode } from 'react';
import { useLocation } from '@suite/shared';
import type { Layout } from '../../../app/paths';
import { RouteBanner } from '../../banners/components/RouteBanner';
import { BootNotices } from '../../boot/BootNotices';
import { Footer } from '../../footer/components/Footer';
import { SideMenu } from '../../side-menu/components/SideMenu';
import { useCompactShell } from '../use-compact-shell';
import { BottomBar } from './BottomBar';
import { CompactHeader } from './CompactHeader';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { MAIN_CONTENT_ID } from '../../../app/route-focus';
import './mobile-shell.css';

/** Pages of the full layout without the side menu (spec 1 §2: the points mall). */
const NO_SIDE_MENU = new Set(['/pointMall']);

/**
 * Page frame by layout (spec 1 §2): full (header, banner, footer, side menu), header only (with the
 * route's banner, e.g. /login), or bare. Below 768 px (issue 13) the header is the compact one with the
 * drawer, a bottom bar is added, and the side menu's pieces live in the drawer.
 */
export function Shell({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { pathname } = useLocation();
  const compact = useCompactShell();
  const full = layout === 'full';
  const framed = layout !== 'bare';
  return (
    <div className={`shell shell--${layout}${compact && framed ? ' shell--compact' : ''}`}>
      {/* The first tab stop of every page (issue 13). */}
      <SkipLink />
      {framed && (compact ? <CompactHeader /> : <Header />)}
      <BootNotices />
      <main className="shell__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {framed && <RouteBanner />}
        {children}
      </main>
      {full && !compact && !NO_SIDE_MENU.has(pathname) && <SideMenu />}
      {full && <Footer />}
      {framed && compact && <BottomBar />}
    </div>
  );
}
