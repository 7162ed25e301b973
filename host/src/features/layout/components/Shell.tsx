import { memo, Suspense, type ReactNode } from 'react';
import { useLocation } from '@suite/shared';
import type { Layout } from '../../../app/paths';
import { RouteBanner } from '../../banners/components/RouteBanner';
import { BootNotices } from '../../boot/BootNotices';
import { Footer } from '../../footer/components/Footer';
import { SideMenu } from '../../side-menu/components/SideMenu';
import { useCompactShell } from '../use-compact-shell';
import { LazyBottomBar, LazyCompactHeader } from '../compact-parts';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { MAIN_CONTENT_ID } from '../../../app/route-focus';
import './mobile-shell.css';

// The frame's parts take no props: memoized, a route change re-renders only what reads the location
// inside them (the nav links), not whole header, side menu and footer (issue 14: click to a remote page).
const ShellHeader = memo(Header);
const ShellCompactHeader = memo(LazyCompactHeader);
const ShellSideMenu = memo(SideMenu);
const ShellFooter = memo(Footer);
const ShellBottomBar = memo(LazyBottomBar);
const ShellSkipLink = memo(SkipLink);

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
      <ShellSkipLink />
      {framed &&
        (compact ? (
          // Preloaded by the boot on a phone, so this fallback shows only if a rotation makes the screen narrow.
          <Suspense fallback={<header className="header header--compact" aria-hidden="true" />}>
            <ShellCompactHeader />
          </Suspense>
        ) : (
          <ShellHeader />
        ))}
      <BootNotices />
      <main className="shell__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {framed && <RouteBanner />}
        {children}
      </main>
      {full && !compact && !NO_SIDE_MENU.has(pathname) && <ShellSideMenu />}
      {full && <ShellFooter />}
      {framed && compact && (
        <Suspense fallback={null}>
          <ShellBottomBar />
        </Suspense>
      )}
    </div>
  );
}
