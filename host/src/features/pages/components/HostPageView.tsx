import { useTranslation } from '@suite/shared';
import { lazy, Suspense } from 'react';
import type { HostPage } from '../../../app/paths';
import { HOST_NS } from '../../../i18n';
import { HomePage } from '../../home/components/HomePage';

// Lazy page groups (spec 2 §2): only the home page comes with the first load.
const NoticePage = lazy(() => import('../../notices/components/NoticePage').then((module) => ({ default: module.NoticePage })));
const HelpPage = lazy(() => import('../../help/components/HelpPage').then((module) => ({ default: module.HelpPage })));
const HelpMcPage = lazy(() => import('../../help/components/HelpMcPage').then((module) => ({ default: module.HelpMcPage })));
const DownloadPage = lazy(() => import('../../download/components/DownloadPage').then((module) => ({ default: module.DownloadPage })));

/** The host's own pages by name. The account pages (login, register, forget) come from the auth feature. */
export function HostPageView({ page }: { page: Exclude<HostPage, 'suite'> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <PageByName page={page} />
    </Suspense>
  );
}

function PageLoading() {
  const { t } = useTranslation(HOST_NS);
  return (
    <p className="page page--loading" role="status">
      {t('common.loading')}
    </p>
  );
}

function PageByName({ page }: { page: Exclude<HostPage, 'suite'> }) {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'noticePage':
      return <NoticePage />;
    case 'help':
      return <HelpPage />;
    case 'helpmc':
      return <HelpMcPage />;
    case 'down':
      return <DownloadPage />;
    default:
      return <PlaceholderPage page={page} />;
  }
}

/** Title-only body for a page whose feature has not replaced it yet. */
function PlaceholderPage({ page }: { page: Exclude<HostPage, 'suite'> }) {
  const { t } = useTranslation(HOST_NS);
  return (
    <section className="page" data-page={page}>
      <h1>{t(`pages.${page}`)}</h1>
    </section>
  );
}
