// Public surface of @suite/shared. Apps import from here only (never jotai, axios, i18next or dayjs).
export * from './storage/keys';
export { readStorage, writeStorage } from './storage/safe-storage';
export * from './i18n/languages';
export {
  i18n,
  initI18n,
  addTranslations,
  changeLanguage,
  currentLanguage,
  translate,
  useT,
  storedLanguage,
} from './i18n/i18n';
export * from './session/session-store';
export * from './theme/theme';
export * from './config/runtime-config';
export * from './federation/remote-load-failure';
export * from './api';
export * from './permissions';
export * from './format';
export * from './validation';
export * from './ui';
