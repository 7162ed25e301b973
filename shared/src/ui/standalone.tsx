import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { i18n, initI18n } from '../i18n/i18n';
import { SuiteProviders } from '../state/SuiteProviders';
import { BrowserRouter, Link } from '../router';
import { applyTheme, storedTheme } from '../theme/theme';
import { DialogHost } from './DialogHost';
import { ToastHost } from './ToastHost';

export interface StandaloneOptions {
  /** The remote's i18n namespace: it holds `standalone` (page title) and `standaloneNav` (nav name). */
  namespace: string;
  /** Links of the frame's nav: a path and the i18n key of its label. */
  links: ReadonlyArray<{ path: string; labelKey: string }>;
  /** The remote's routes component (its `./routes` expose). */
  Routes: ComponentType;
  /** Class of the nav, for the remote's own styles. */
  navClassName?: string;
}

function StandaloneNav({ namespace, links, navClassName }: Omit<StandaloneOptions, 'Routes'>) {
  const { t } = useTranslation(namespace);
  return (
    <nav className={navClassName} aria-label={t('standaloneNav')}>
      {links.map(({ path, labelKey }) => (
        <Link key={path} to={path} style={{ marginRight: 12 }}>
          {t(labelKey)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The minimal frame a remote runs in alone (`pnpm --filter remote-X dev`), so its team can work without
 * the host: stored theme, i18n, a router, a nav over the remote's pages and the shared dialog and toast hosts.
 */
export async function startStandalone({ namespace, links, Routes, navClassName }: StandaloneOptions): Promise<void> {
  applyTheme(storedTheme());
  // Resolves once the stored language's texts are in (i18next's backend fetches English).
  await initI18n();
  document.title = i18n.t('standalone', { ns: namespace });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <SuiteProviders>
        <BrowserRouter>
          <StandaloneNav namespace={namespace} links={links} navClassName={navClassName} />
          <Routes />
          <DialogHost />
          <ToastHost />
        </BrowserRouter>
      </SuiteProviders>
    </StrictMode>,
  );
}
