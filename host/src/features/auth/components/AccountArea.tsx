import { buttonClassName, openAccountModal, Skeleton, useSession, useTranslation, useLocation } from '@suite/shared';
import { Suspense } from 'react';
import { HOST_NS } from '../../../i18n';
import { useMediaQuery } from '../hooks/use-media-query';
import { LoginForm } from './LoginForm';
import { LazyMemberPanel } from '../lazy-parts';
import './auth.css';

const REGISTER_PAGES = ['/register', '/register.html'];
/** Below this width the header has no room for the form: buttons open the login and register popups. */
export const NARROW_HEADER_QUERY = '(max-width: 760px)';

/**
 * Header's account corner: the compact login form and a register button for visitors, the
 * logged-in panel for members. /login has the full form, so the header leaves it out there.
 */
export function AccountArea() {
  const { t } = useTranslation(HOST_NS);
  const session = useSession();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW_HEADER_QUERY);
  if (session) {
    // Members only: its code loads after login (or on a member's first paint), a skeleton holding its place.
    return (
      <Suspense fallback={<Skeleton width="16rem" height="2.25rem" shape="block" />}>
        <LazyMemberPanel />
      </Suspense>
    );
  }

  const register = REGISTER_PAGES.includes(pathname) ? null : (
    <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => openAccountModal({ kind: 'register' })}>
      {t('auth.register')}
    </button>
  );
  const loginHere = pathname !== '/login';
  if (narrow || !loginHere) {
    return (
      <div className="acc-area">
        {loginHere && (
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => openAccountModal({ kind: 'login' })}>
            {t('auth.login')}
          </button>
        )}
        {register}
      </div>
    );
  }
  return (
    <div className="acc-area">
      <LoginForm layout="header" extraActions={register} />
    </div>
  );
}
