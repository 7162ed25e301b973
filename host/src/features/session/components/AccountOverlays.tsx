import { closeAccountModals, DialogHost, Modal, useAccountModal, useT, type AccountModal } from '@suite/shared';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOST_NS } from '../../../i18n';
import { LoginForm } from '../../auth/components/LoginForm';
import { ChangePasswordForm } from '../../password/components/ChangePasswordForm';
import { ForgotPasswordForm } from '../../password/components/ForgotPasswordForm';
import { RegisterForm } from '../../register/components/RegisterForm';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import '../../auth/components/auth.css';

/**
 * Everything account-related that floats over any page, mounted once by the app: the account modals
 * of spec 1 §2 (login popup, register popup, forgot and change password), the shared dialog host
 * (warnings and confirmations raised by the host or a remote) and the session bootstrap.
 */
export function AccountOverlays() {
  const { t } = useT(HOST_NS);
  const modal = useAccountModal();
  const navigate = useNavigate();
  // The closing modal keeps its content while it fades out.
  const last = useRef<AccountModal | null>(null);
  if (modal) last.current = modal;
  const shown = modal ?? last.current;
  useSessionBootstrap();
  return (
    <>
      <Modal open={modal?.kind === 'login'} title={t('auth.loginTitle')} onClose={closeAccountModals} lockScroll className="acc-modal">
        {shown?.kind === 'login' && <LoginForm layout="popup" agent={shown.variant === 'agent'} />}
      </Modal>
      <Modal open={modal?.kind === 'register'} title={t('pages.register')} onClose={closeAccountModals} lockScroll className="acc-modal acc-modal--wide">
        {shown?.kind === 'register' && <RegisterForm layout="popup" />}
      </Modal>
      <Modal open={modal?.kind === 'forgotPassword'} title={t('pages.forget')} onClose={closeAccountModals} lockScroll className="acc-modal">
        {shown?.kind === 'forgotPassword' && <ForgotPasswordForm layout="popup" />}
      </Modal>
      <Modal
        open={modal?.kind === 'changePassword'}
        title={t('password.changeTitle')}
        onClose={() => {
          // Skipping the change asked for at login still finishes the login: home.
          const afterLogin = modal?.kind === 'changePassword' && modal.oldPassword !== undefined;
          closeAccountModals();
          if (afterLogin) navigate('/');
        }}
        lockScroll
        className="acc-modal"
      >
        {shown?.kind === 'changePassword' && (
          <ChangePasswordForm
            cachedPassword={shown.oldPassword}
            reason={shown.oldPassword !== undefined ? t('password.mustChange') : undefined}
          />
        )}
      </Modal>
      <DialogHost />
    </>
  );
}
