import { Route, Routes } from '@suite/shared';
import { CentreGuard } from '../features/guards/components/CentreGuard';
import { RemoteMount } from '../features/remotes/components/RemoteMount';
import { HostPageView } from '../features/pages/components/HostPageView';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { Skeleton } from '@suite/shared';
import { Suspense } from 'react';
import { lazyPart } from '@suite/shared';
import { CentreOverlay } from '../features/layout/components/CentreOverlay';
import { Shell } from '../features/layout/components/Shell';
import { HOST_ROUTES, REMOTE_ROUTES } from './paths';
import { useCentreOverlay } from './use-centre-overlay';
import { useUnauthorizedRedirect } from '../features/session/hooks/use-unauthorized-redirect';
import { accountPage } from '../features/auth/account-pages';
import { useLoggedInToHomeGuard } from '../features/guards/hooks/use-logged-in-to-home';
import { useSignedInAwayFromAccountPages } from '../features/guards/hooks/use-signed-in-away';
import { useLocation } from '@suite/shared';
import { RouteAnnouncer } from './RouteAnnouncer';

// The suite-status page (platform profile, switches) is its own chunk: only /suite needs it.
const SuiteStatusPage = lazyPart(() => import('../features/suite-status/components/SuiteStatusPage').then((module) => module.SuiteStatusPage));

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
        <CentreGuard
          key={area}
          area={area}
          background={entry?.background.pathname}
          frame={(content) => (
            <CentreOverlay area={area} onClose={close}>
              {content}
            </CentreOverlay>
          )}
        >
          <RemoteMount remote={centreRemote} />
        </CentreGuard>
      )}
    </>
  );
}
