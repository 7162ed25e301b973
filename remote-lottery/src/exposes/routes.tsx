import { useTranslation, useLocation } from '@suite/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { LOTTERY_NS, registerLotteryTranslations } from '../i18n';
import { normalizePath } from '../utils/normalize-path';
import '../styles.css';

registerLotteryTranslations();

// Pages load on demand, so the ./routes chunk stays small.
const LotteryPage = lazy(() => import('../pages/LotteryPage'));
const VnLotteryPage = lazy(() => import('../pages/VnLotteryPage'));

/** Paths the host mounts this remote at (header-only layout, provided by the host). */
const PAGES: Record<string, { page: 'lottery' | 'vnlottery'; Component: ComponentType }> = {
  '/lottery': { page: 'lottery', Component: LotteryPage },
  '/vnlottery': { page: 'vnlottery', Component: VnLotteryPage },
};

/** The lottery pages, rendered inside the host's router (or the standalone frame). */
export default function LotteryRoutes() {
  const { pathname } = useLocation();
  const { t } = useTranslation(LOTTERY_NS);
  const entry = PAGES[normalizePath(pathname)];
  if (!entry) {
    return (
      <p className="lot-status" role="status" data-build={__SUITE_BUILD__.version}>
        {t('pages.unknown')}
      </p>
    );
  }
  return (
    <Suspense fallback={<p className="lot-status">{t('common.loading', { ns: 'shared' })}</p>}>
      <entry.Component />
    </Suspense>
  );
}

/** Links of the standalone frame: path and the i18n key of its label. */
export const STANDALONE_LINKS = Object.entries(PAGES).map(([path, { page }]) => ({ path, labelKey: `pages.${page}` }));
