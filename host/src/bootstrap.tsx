import { applyTheme, initI18n, storedTheme } from '@suite/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { boot } from './features/boot/boot';
import { prepareFirstRender } from './features/boot/first-render';
import { followManifestLanguage } from './features/pwa/manifest-language';
import { registerHostTranslations } from './i18n';
import './app/styles.css';

async function start() {
  applyTheme(storedTheme());
  await initI18n();
  followManifestLanguage();
  void registerHostTranslations();
  const result = await boot();
  // The static shell of index.html (and the home banner public/boot-early.js painted) stays until then.
  await prepareFirstRender();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App boot={result} />
    </StrictMode>,
  );
}

void start();
