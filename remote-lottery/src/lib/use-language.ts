import { type api, isLanguage, useTranslation } from '@suite/shared';

/** The page's language as the API takes it (es by default). */
export function useLanguage(): api.Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'es';
}
