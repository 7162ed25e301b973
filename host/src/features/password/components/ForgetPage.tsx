import { buttonClassName, useTranslation, Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { GameCategories } from '../../auth/components/GameCategories';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** /forget (spec 1 §2): the recovery form, the game menu and the register button. */
export function ForgetPage() {
  const { t } = useTranslation(HOST_NS);
  return (
    <section className="page acc-page acc-page--split" data-page="forget">
      <div className="acc-page__card">
        <h1>{t('pages.forget')}</h1>
        <ForgotPasswordForm layout="page" />
        <p className="acc-page__links">
          <Link to="/register" className={buttonClassName({ variant: 'secondary' })}>
            {t('auth.register')}
          </Link>
        </p>
      </div>
      <GameCategories />
    </section>
  );
}
