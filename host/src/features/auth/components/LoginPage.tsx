import { buttonClassName, useSearchParams, useTranslation, Link } from '@suite/shared';
import { HOST_NS } from '../../../i18n';
import { AppDownloadPromo } from '../../download/components/AppDownloads';
import { GameCategories } from './GameCategories';
import { LoginForm } from './LoginForm';
import '../auth-part-texts';

/**
 * /login (spec 1 §2, header only): the login form with register, forgot-password and terms links,
 * the game categories with their providers, and the app download promo block. `?variant=agent` (the
 * agent pages' login links) is the agent variant of spec 1 §6: no remember-me, /agentHome after login.
 */
export function LoginPage() {
  const { t } = useTranslation(HOST_NS);
  const [query] = useSearchParams();
  return (
    <section className="page acc-page acc-page--split" data-page="login">
      <div className="acc-page__card">
        <h1>{t('pages.login')}</h1>
        <LoginForm layout="page" agent={query.get('variant') === 'agent'} />
        <div className="acc-page__links">
          <Link to="/register" className={buttonClassName({ variant: 'secondary' })}>
            {t('auth.register')}
          </Link>
          <Link to="/help#term">{t('auth.terms')}</Link>
        </div>
      </div>
      <div className="acc-page__side">
        <GameCategories />
        <AppDownloadPromo />
      </div>
    </section>
  );
}
