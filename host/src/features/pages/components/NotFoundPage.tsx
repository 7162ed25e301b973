import { useTranslation, Link, useLocation } from '@suite/shared';
import { HOST_NS } from '../../../i18n';

export function NotFoundPage() {
  const { t } = useTranslation(HOST_NS);
  const { pathname } = useLocation();
  return (
    <section className="page page--not-found">
      <h1>{t('pages.notFound')}</h1>
      <p>{t('pages.notFoundText', { path: pathname })}</p>
      <Link to="/">{t('pages.backHome')}</Link>
    </section>
  );
}
