import { Route, Routes } from '@suite/shared';
import { RemoteMount } from '../features/remotes/components/RemoteMount';
import { HostPageView } from '../features/pages/components/HostPageView';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { Skeleton } from '@suite/shared';
import { Suspense, useEffect } from 'react';
import { lazyPart } from '@suite/shared';
import { Shell } from '../features/layout/components/Shell';
import { HOST_ROUTES, REMOTE_ROUTES } from './paths';
import { useCentreOverlay } from './use-centre-overlay';
import { useUnauthorizedRedirect } from '../features/session/hooks/use-unauthorized-redirect';
import { accountPage } from '../features/auth/account-pages';
import { useLoggedInToHomeGuard } from '../features/guards/hooks/use-logged-in-to-home';
import { useSignedInAwayFromAccountPages } from '../features/guards/hooks/use-signed-in-away';
import { useLocation, useSession } from '@suite/shared';
import { RouteAnnouncer } from './RouteAnnouncer';

// The suite-status page (platform profile, switches) is its own chunk: only /suite needs it.
const SuiteStatusPage = lazyPart(() => import('../features/suite-status/components/SuiteStatusPage').then((module) => module.SuiteStatusPage));

// An open centre (guard, overlay, remote) is a chunk of its own: a visitor's pages never need it; a
// member's are followed by its preload (below), so opening one does not wait for it.
export const LazyCentreArea = lazyPart(() => import('./CentreArea').then((module) => module.CentreArea));

const suitePage = (
  <Suspense fallback={<Skeleton height="12rem" shape="block" />}>
    <SuiteStatusPage />
  </Suspense>
);

/** The page routes; the centres (/member/*, /agent/*) are not pages but the overlay below. */
const PAGE_REMOTE_ROUTES = REMOTE_ROUTES.filter(({ centre }) => !centre);

export function AppRoutes() {
  useUnauthorizedRedirect();
  useLoggedInToHomeGuard();
  useSignedInAwayFromAccountPages();
  const { pathname } = useLocation();
  const { area, background, entry, close } = useCentreOverlay();
  const centreRemote = area && REMOTE_ROUTES.find(({ centre }) => centre === area)?.remote;
  const signedIn = useSession() !== null;
  // A member opens centres: their code comes once the member's page is there, not at the click.
  useEffect(() => {
    if (signedIn) LazyCentreArea.preload().catch(() => undefined);
  }, [signedIn]);
  return (
    <>
      <RouteAnnouncer pathname={pathname} pagePath={background.pathname} centreOpen={Boolean(area)} />
      {/* While a centre is open this renders the page it was opened over (home for a direct visit). */}
      <Routes location={background}>
        {HOST_ROUTES.map(({ path, page, layout }) => (
          <Route
            key={path}
            path={path}
            element={<Shell layout={layout}>{page === 'suite' ? suitePage : (accountPage(page) ?? <HostPageView page={page} />)}</Shell>}
          />
        ))}
        {PAGE_REMOTE_ROUTES.map(({ path, remote, layout }) => (
          <Route
            key={path}
            path={path}
            element={
              <Shell layout={layout}>
                <RemoteMount remote={remote} />
              </Shell>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Shell layout="full">
              <NotFoundPage />
            </Shell>
          }
        />
      </Routes>
      {area && centreRemote && (
        <Suspense fallback={null}>
          <LazyCentreArea key={area} area={area} remote={centreRemote} background={entry?.background.pathname} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
