import i18next, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LOCAL_KEYS } from '../storage/keys';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { sharedEn, sharedEs } from './resources';

/** The one i18next instance of the suite (shared is a federated singleton, so remotes get it too). */
export const i18n = i18next.createInstance();

export function storedLanguage(): Language {
  const stored = readStorage('local', LOCAL_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

let initialised: Promise<unknown> | undefined;

export function initI18n(): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['es', 'en'],
    defaultNS: 'shared',
    ns: ['shared'],
    resources: { es: { shared: sharedEs }, en: { shared: sharedEn } } as Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return initialised;
}

/** An app (host or remote) registers its own namespace once, in both languages. */
export function addTranslations(namespace: string, texts: { es: object; en: object }): void {
  void initI18n();
  if (!i18n.hasResourceBundle('es', namespace)) i18n.addResourceBundle('es', namespace, texts.es, true, true);
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts.en, true, true);
}

export async function changeLanguage(language: Language): Promise<void> {
  const previous = readStorage('local', LOCAL_KEYS.lang);
  if (previous && previous !== language) writeStorage('local', LOCAL_KEYS.hisLang, previous);
  writeStorage('local', LOCAL_KEYS.lang, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Translation hook bound to a namespace; apps use this instead of importing react-i18next. */
export function useT(namespace = 'shared') {
  return useTranslation([namespace, 'shared'], { i18n });
}
