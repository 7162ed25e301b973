import { Route, Routes } from '@suite/shared';
import { CentreGuard } from '../features/guards/components/CentreGuard';
import { RemoteMount } from '../features/remotes/components/RemoteMount';
import { HostPageView } from '../features/pages/components/HostPageView';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { SuiteStatusPage } from '../features/suite-status/components/SuiteStatusPage';
import { Shell } from '../features/layout/components/Shell';
import { HOST_ROUTES, REMOTE_ROUTES } from './paths';
import { useUnauthorizedRedirect } from '../features/session/hooks/use-unauthorized-redirect';
import { accountPage } from '../features/auth/account-pages';
import { useLoggedInToHomeGuard } from '../features/guards/hooks/use-logged-in-to-home';

export function AppRoutes() {
  useUnauthorizedRedirect();
  useLoggedInToHomeGuard();
  return (
    <Routes>
      {HOST_ROUTES.map(({ path, page, layout }) => (
        <Route
          key={path}
          path={path}
          element={<Shell layout={layout}>{page === 'suite' ? <SuiteStatusPage /> : (accountPage(page) ?? <HostPageView page={page} />)}</Shell>}
        />
      ))}
      {REMOTE_ROUTES.map(({ path, remote, layout, centre }) => (
        <Route
          key={path}
          path={path}
          element={
            <Shell layout={layout}>
              {centre ? (
                <CentreGuard area={centre}>
                  <RemoteMount remote={remote} />
                </CentreGuard>
              ) : (
                <RemoteMount remote={remote} />
              )}
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
  );
}
