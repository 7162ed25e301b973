import { useTranslation } from '@suite/shared';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import type { HostPage } from '../../app/paths';

// Loaded when visited: none of them is needed to paint the home page.
const LoginPage = lazy(() => import('./components/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('../register/components/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const ForgetPage = lazy(() => import('../password/components/ForgetPage').then((module) => ({ default: module.ForgetPage })));

function PageLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="page-loading" role="status" aria-busy="true">
          {t('common.loading')}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** The accounts pages of the host's route table (/login, /register, /register.html, /forget). */
export function accountPage(page: HostPage): ReactElement | null {
  switch (page) {
    case 'login':
      return (
        <PageLoading>
          <LoginPage />
        </PageLoading>
      );
    case 'register':
      return (
        <PageLoading>
          <RegisterPage />
        </PageLoading>
      );
    case 'forget':
      return (
        <PageLoading>
          <ForgetPage />
        </PageLoading>
      );
    default:
      return null;
  }
}
