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
    // An app's t('errors.network') or t(validationError.key) finds the shared texts.
    fallbackNS: 'shared',
    ns: ['shared'],
    resources: { es: { shared: sharedEs }, en: { shared: sharedEn } } as Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  setDocumentLanguage(i18n.language);
  return initialised;
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language the suite shows now (sent to the server as Accept-Language). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : storedLanguage();
}

/** An app (host or remote) registers its own namespace once, in both languages. */
export function addTranslations(namespace: string, texts: { es: object; en: object }): void {
  void initI18n();
  if (!i18n.hasResourceBundle('es', namespace)) i18n.addResourceBundle('es', namespace, texts.es, true, true);
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts.en, true, true);
}

/** Loads an app's texts of one language; resolves (never rejects) once they are added or given up on. */
export type TranslationLoader = (language: Language) => Promise<void>;

const translationLoaders = new Set<TranslationLoader>();

/**
 * An app that keeps a language's texts out of its first load (the host: docs/performance.md) says how
 * to fetch them; `changeLanguage` waits for every loader before switching, so no text shows untranslated.
 */
export function addTranslationLoader(load: TranslationLoader): void {
  translationLoaders.add(load);
}

/** Persists the choice in `lang` and the language it replaces in `hisLang` (spec 1 §3). */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n();
  // The language on screen, even when it was never stored (first visit shows the default).
  const previous = currentLanguage();
  if (previous !== language) writeStorage('local', LOCAL_KEYS.hisLang, previous);
  writeStorage('local', LOCAL_KEYS.lang, language);
  await Promise.all([...translationLoaders].map((load) => load(language)));
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}

/** Translation outside React (error messages of the API client); shared namespace by default. */
export function translate(key: string, params?: Record<string, string | number>): string {
  void initI18n();
  return i18n.t(key, params);
}

/** Translation hook bound to a namespace; apps use this instead of importing react-i18next. */
export function useT(namespace = 'shared') {
  return useTranslation([namespace, 'shared'], { i18n });
}
