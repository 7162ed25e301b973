import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { Provider, suiteStore } from './store';

/**
 * What every page of the suite renders inside: the suite's jotai store and its i18next instance. The
 * host renders it once around the app; a remote's standalone page renders its own (startStandalone).
 */
export function SuiteProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={suiteStore}>
      <I18nextProvider i18n={i18n} defaultNS="shared">
        {children}
      </I18nextProvider>
    </Provider>
  );
}
