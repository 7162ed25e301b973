// Public surface of @suite/shared. Apps import from here only (never i18next).
export * from './storage/keys';
export { readStorage, writeStorage } from './storage/safe-storage';
export * from './i18n/languages';
export {
  i18n,
  initI18n,
  addTranslations,
  addTranslationLoader,
  loadSharedTexts,
  sharedTextsReady,
  type TranslationLoader,
  changeLanguage,
  currentLanguage,
  translate,
  useT,
  storedLanguage,
} from './i18n/i18n';
export * from './session/session-store';
export * from './session/member-state';
export * from './session/site-switches';
export * from './session/account-modals';
export * from './session/remember-me';
export * from './theme/theme';
export * from './config/runtime-config';
export * from './config/platform-profile';
export * from './config/cdn-hosts';
export * from './federation/remote-load-failure';
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
