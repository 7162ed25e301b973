import { applyTheme, DialogHost, i18n, initI18n, storedTheme, useT, BrowserRouter, Link } from '@suite/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import GamesRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { GAMES_NS } from './i18n';

function StandaloneNav() {
  const { t } = useT(GAMES_NS);
  return (
    <nav aria-label={t('standaloneNav')}>
      {STANDALONE_LINKS.map(({ path, labelKey }) => (
        <Link key={path} to={path} style={{ marginRight: 12 }}>
          {t(labelKey)}
        </Link>
      ))}
    </nav>
  );
}

/** Standalone frame: lets the games team run this remote alone (`pnpm --filter remote-games dev`). */
async function start() {
  applyTheme(storedTheme());
  await initI18n();
  document.title = i18n.t('standalone', { ns: GAMES_NS });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneNav />
        <GamesRoutes />
        {/* The host mounts the dialog service's host; standalone, this frame does. */}
        <DialogHost />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
