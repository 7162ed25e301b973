import { applyTheme, i18n, initI18n, storedTheme, useT, BrowserRouter, Link } from '@suite/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import MemberRoutes, { STANDALONE_LINKS } from './exposes/routes';
import { MEMBER_NS } from './i18n';

function StandaloneNav() {
  const { t } = useT(MEMBER_NS);
  return (
    <nav className="mem-standalone-nav" aria-label={t('standaloneNav')}>
      {STANDALONE_LINKS.map(({ path, labelKey }) => (
        <Link key={path} to={path}>
          {t(labelKey)}
        </Link>
      ))}
    </nav>
  );
}

/** Standalone frame: lets the member-area team run this remote alone (`pnpm --filter remote-member dev`). */
async function start() {
  applyTheme(storedTheme());
  await initI18n();
  document.title = i18n.t('standalone', { ns: MEMBER_NS });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneNav />
        <MemberRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
