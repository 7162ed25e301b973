import { DEFAULT_LANGUAGE, isLanguage, useTranslation, type Language } from '@suite/shared';

/** The language on screen; components using it re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
