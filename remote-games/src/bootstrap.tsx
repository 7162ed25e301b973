import { applyTheme, initI18n, storedTheme } from '@suite/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import GamesRoutes, { ROUTE_PATHS } from './exposes/routes';

/** Standalone frame: lets the games team run this remote alone (`pnpm --filter remote-games dev`). */
async function start() {
  applyTheme(storedTheme());
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label="remote-games">
          {ROUTE_PATHS.map((path) => (
            <Link key={path} to={path} style={{ marginRight: 12 }}>
              {path}
            </Link>
          ))}
        </nav>
        <GamesRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
