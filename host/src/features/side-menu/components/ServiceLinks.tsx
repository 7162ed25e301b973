import { useTranslation, Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { CustomerServiceButton } from '../../customer-service/components/CustomerServiceButton';
import { SocialLinks } from '../../footer/components/SocialLinks';
import './side-menu.css';

/** The side menu's service links (customer service, app download, social links): the right bar, or a block of the phone's drawer. */
export function ServiceLinks({ className = 'side-menu__bar' }: { className?: string }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <div className={className}>
      <CustomerServiceButton />
      <Link to="/down" className="side-menu__download">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h10V5zm5 14.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM11 7h2v4.6l1.6-1.6 1.4 1.4-4 4-4-4 1.4-1.4 1.6 1.6z" />
        </svg>
        <span>{t('sideMenu.download')}</span>
      </Link>
      <SocialLinks className="social-links social-links--vertical" />
    </div>
  );
}
