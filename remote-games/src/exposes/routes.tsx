import { useTranslation, useLocation } from '@suite/shared';
import { lazy, Suspense } from 'react';
import { isHallPage, PAGE_PATHS, pageForLocation, type PageKey } from '../app/pages';
import { GAMES_NS, registerGamesTranslations } from '../i18n';
import '../app/page-frame.css';

registerGamesTranslations();

// One chunk per page group, loaded on first visit: this module (the host's first chunk of the remote) stays small.
const HallRoute = lazy(() => import('../app/pages/HallRoute'));
const GameRoute = lazy(() => import('../app/pages/GameRoute'));
const SportsProviderRoute = lazy(() => import('../app/pages/SportsProviderRoute'));
const SeamlessRoute = lazy(() => import('../app/pages/SeamlessRoute'));

function PageContent({ page }: { page: PageKey }) {
  if (isHallPage(page)) return <HallRoute page={page} />;
  if (page === 'game') return <GameRoute />;
  if (page === 'fbsports') return <SportsProviderRoute />;
  return <SeamlessRoute />;
}

/** The game hall's routes, rendered inside the host's router (or the standalone frame). */
export default function GamesRoutes() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation(GAMES_NS);
  const page = pageForLocation(pathname, search);
  if (!page) return <p role="status">{t('pages.unknown')}</p>;
  return (
    <section className="gms-page" data-page={page} data-build={__SUITE_BUILD__.version}>
      <h1 className="gms-page__title">{t(`pages.${page}`)}</h1>
      <Suspense
        fallback={
          <p className="gms-page__loading" role="status">
            {t('pages.loading')}
          </p>
        }
      >
        <PageContent page={page} />
      </Suspense>
    </section>
  );
}

/** Links of the standalone frame: path and the i18n key of its label. */
export const STANDALONE_LINKS = Object.entries(PAGE_PATHS).map(([path, page]) => ({ path, labelKey: `pages.${page}` }));
