import { closeAccountModals, DialogHost, Modal, openAccountModal, ToastHost, useAccountModal, useTranslation, type AccountModal } from '@suite/shared';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { LoginForm } from '../../auth/components/LoginForm';
import { usePasswordChangeGate } from '../password-change-gate';

// The popups' forms load when first opened (the header's login form is the only one on every page).
const RegisterForm = lazy(() => import('../../register/components/RegisterForm').then((module) => ({ default: module.RegisterForm })));
const ForgotPasswordForm = lazy(() =>
  import('../../password/components/ForgotPasswordForm').then((module) => ({ default: module.ForgotPasswordForm })),
);
const ChangePasswordForm = lazy(() =>
  import('../../password/components/ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import '../../auth/components/auth.css';

function FormLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      {t('common.loading')}
    </div>
  );
}

/**
 * Everything account-related that floats over any page, mounted once by the app: the account modals
 * of spec 1 §2 (login popup, register popup, forgot and change password), the shared dialog host
 * (warnings and confirmations raised by the host or a remote) and the session bootstrap. A session
 * held to a password change (issue 26 #12) keeps the change popup open: no close button, no Escape
 * (the generic modal has neither without onClose) and no outside click; its only other way out is
 * signing out.
 */
export function AccountOverlays() {
  const { t } = useTranslation(HOST_NS);
  const modal = useAccountModal();
  const navigate = useNavigate();
  // The closing modal keeps its content while it fades out.
  const last = useRef<AccountModal | null>(null);
  if (modal) last.current = modal;
  const shown = modal ?? last.current;
  useSessionBootstrap();
  const gate = usePasswordChangeGate();
  // Held: the change popup shows (again, after a page load or if anything closed it) until the change is done.
  useEffect(() => {
    if (gate && modal?.kind !== 'changePassword') openAccountModal({ kind: 'changePassword', oldPassword: gate.oldPassword });
  }, [gate, modal]);
  return (
    <>
      <Modal open={modal?.kind === 'login'} title={t('auth.loginTitle')} onClose={closeAccountModals} lockScroll className="acc-modal">
        {shown?.kind === 'login' && <LoginForm layout="popup" agent={shown.variant === 'agent'} />}
      </Modal>
      <Modal open={modal?.kind === 'register'} title={t('pages.register')} onClose={closeAccountModals} lockScroll className="acc-modal acc-modal--wide">
        {shown?.kind === 'register' && (
          <Suspense fallback={<FormLoading />}>
            <RegisterForm layout="popup" />
          </Suspense>
        )}
      </Modal>
      <Modal open={modal?.kind === 'forgotPassword'} title={t('pages.forget')} onClose={closeAccountModals} lockScroll className="acc-modal">
        {shown?.kind === 'forgotPassword' && (
          <Suspense fallback={<FormLoading />}>
            <ForgotPasswordForm layout="popup" />
          </Suspense>
        )}
      </Modal>
      <Modal
        open={modal?.kind === 'changePassword'}
        title={t('password.changeTitle')}
        onClose={
          gate
            ? undefined
            : () => {
                // A change asked for at login is held (no close); any other one closes, home after a login.
                const afterLogin = modal?.kind === 'changePassword' && modal.oldPassword !== undefined;
                closeAccountModals();
                if (afterLogin) navigate('/');
              }
        }
        lockScroll
        className="acc-modal"
      >
        {shown?.kind === 'changePassword' && (
          <Suspense fallback={<FormLoading />}>
            <ChangePasswordForm
              cachedPassword={gate ? gate.oldPassword : shown.oldPassword}
              reason={
                gate ? t(gate.reason === 'expired' ? 'password.mustChangeExpired' : 'password.mustChange') : shown.oldPassword !== undefined ? t('password.mustChange') : undefined
              }
              mandatory={gate !== null}
            />
          </Suspense>
        )}
      </Modal>
      <DialogHost />
      <ToastHost />
    </>
  );
}
