import { useT } from '@suite/shared';
import { Link } from 'react-router-dom';
import { HOST_NS } from '../../../i18n';

/** Header's account corner: the login form for visitors, the logged-in panel for members. */
export function AccountArea() {
  const { t } = useT(HOST_NS);
  return (
    <div className="account-area">
      <Link to="/login">{t('nav.login')}</Link>
      <Link to="/register">{t('nav.register')}</Link>
    </div>
  );
}
