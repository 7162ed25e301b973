import { applyTheme, DialogHost, i18n, initI18n, storedTheme, useT, BrowserRouter, Link } from '@suite/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LotteryRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { LOTTERY_NS } from './i18n';

function StandaloneNav() {
  const { t } = useT(LOTTERY_NS);
  return (
    <nav className="lot-standalone-nav" aria-label={t('standaloneNav')}>
      {STANDALONE_LINKS.map(({ path, labelKey }) => (
        <Link key={path} to={path}>
          {t(labelKey)}
        </Link>
      ))}
    </nav>
  );
}

/** Standalone frame: lets the lottery team run this remote alone (`pnpm --filter remote-lottery dev`). */
async function start() {
  applyTheme(storedTheme());
  await initI18n();
  document.title = i18n.t('standalone', { ns: LOTTERY_NS });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneNav />
        <LotteryRoutes />
        {/* Login and trial-account warnings; inside the suite the host shows them. */}
        <DialogHost />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
