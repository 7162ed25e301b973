import { buttonClassName, openAccountModal, Skeleton, useLocation, useSession, useTranslation } from '@suite/shared';
import { Suspense } from 'react';
import { HOST_NS } from '../../../i18n';
import { LazyBalanceDisplay } from '../../auth/lazy-parts';

const REGISTER_PAGES = ['/register', '/register.html'];

/**
 * The compact header's account corner: the balance for a member (the account menu is in the drawer),
 * Log in and Register for a visitor, each opening its full-screen sheet. The page of the same form
 * leaves its button out.
 */
export function CompactAccount() {
  const { t } = useTranslation(HOST_NS);
  const session = useSession();
  const { pathname } = useLocation();
  if (session) {
    return (
      <Suspense fallback={<Skeleton width="7rem" height="2rem" shape="block" />}>
        <LazyBalanceDisplay />
      </Suspense>
    );
  }
  return (
    <div className="acc-area compact-account">
      {pathname !== '/login' && (
        <button type="button" className={buttonClassName({ variant: 'primary' }, 'compact-account__button')} onClick={() => openAccountModal({ kind: 'login' })}>
          {t('mobile.login')}
        </button>
      )}
      {!REGISTER_PAGES.includes(pathname) && (
        <button type="button" className={buttonClassName({ variant: 'secondary' }, 'compact-account__button')} onClick={() => openAccountModal({ kind: 'register' })}>
          {t('mobile.register')}
        </button>
      )}
    </div>
  );
}
