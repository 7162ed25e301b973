import { applyTheme, i18n, initI18n, storedTheme, useT, BrowserRouter, Link } from '@suite/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AgentRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { AGENT_NS } from './i18n';

function StandaloneNav() {
  const { t } = useT(AGENT_NS);
  return (
    <nav className="agt-standalone-nav" aria-label={t('standaloneNav')}>
      {STANDALONE_LINKS.map(({ path, labelKey }) => (
        <Link key={path} to={path}>
          {t(labelKey)}
        </Link>
      ))}
    </nav>
  );
}

/** Standalone frame: lets the agent-area team run this remote alone (`pnpm --filter remote-agent dev`). */
async function start() {
  applyTheme(storedTheme());
  await initI18n();
  document.title = i18n.t('standalone', { ns: AGENT_NS });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneNav />
        <AgentRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
