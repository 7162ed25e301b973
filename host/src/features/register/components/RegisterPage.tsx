import { useTranslation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { RegisterForm } from './RegisterForm';

/** /register and /register.html (spec 1 §2). */
export function RegisterPage() {
  const { t } = useTranslation(HOST_NS);
  return (
    <section className="page acc-page" data-page="register">
      <div className="acc-page__card">
        <h1>{t('pages.register')}</h1>
        <p className="acc-page__lead">{t('register.lead')}</p>
        <RegisterForm layout="page" />
      </div>
    </section>
  );
}
