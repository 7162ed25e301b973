// Public surface of @suite/shared. Apps import from here only (never i18next, react-i18next, jotai,
// axios or dayjs themselves: the one copy of each rides inside this federated singleton).
export * from './storage/keys';
export { readStorage, writeStorage } from './storage/safe-storage';
export * from './i18n/languages';
export {
  i18n,
  initI18n,
  registerNamespace,
  namespaceReady,
  type NamespaceLoader,
  type NamespaceSource,
  changeLanguage,
  currentLanguage,
  translate,
  storedLanguage,
} from './i18n/i18n';
// react-i18next and jotai through their own APIs; @suite/shared carries the one copy of each.
export { useTranslation, I18nextProvider } from 'react-i18next';
export { Trans } from './i18n/trans';
export { Provider as StateProvider, atom, atomWithStorage, useAtom, useAtomValue, useSetAtom } from './state/store';
export { SuiteProviders } from './state/SuiteProviders';
export * from './session/session-store';
export * from './session/member-state';
export * from './session/site-switches';
export * from './session/account-modals';
export * from './session/remember-me';
export * from './session/live-events';
export * from './theme/theme';
export * from './config/runtime-config';
export * from './config/platform-profile';
export * from './config/cdn-hosts';
export * from './federation/remote-load-failure';
export {
  sharedVersionChecks,
  subscribeSharedVersionChecks,
  hostSharedVersion,
  isSharedVersionMismatch,
  type SharedVersionCheck,
} from './federation/shared-version-check';
export * from './api';
/** The typed contract's endpoints and helpers for apps: `callApi(api.login, ...)`, `api.isWhitelabelOn(...)`. */
export * as api from './api/contract';
export * from './permissions';
export * from './format';
export * from './validation';
export * from './ui';
export * from './html';
export * from './customer-service';
export * from './router';
