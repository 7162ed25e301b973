import i18next, { type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS } from '../storage/keys';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { sharedEs } from './resources';

/**
 * The one i18next instance of the suite (shared is a federated singleton, so remotes get it too), bound
 * to react-i18next: components use `useTranslation(namespace, { keyPrefix })` and `<Trans>`.
 *
 * Texts arrive two ways, both i18next's own: Spanish, the default and fallback language, is bundled with
 * each namespace (`registerNamespace(ns, { bundled })`); a language kept out of the first load comes
 * through i18next's backend (i18next-resources-to-backend over the `load` an app registered), which
 * i18next calls itself for the language on screen and, on `changeLanguage`, for the next one before it
 * switches. So no text shows untranslated and nothing suspends by default (`useSuspense: false`); a part
 * that would rather wait asks `useTranslation(ns, { useSuspense: true })` (the host's first render).
 */
export const i18n = i18next.createInstance();

/** Loads one language of a namespace (a dynamic import of the texts' chunk). */
export type NamespaceLoader = (language: Language) => Promise<object>;

const namespaceLoaders = new Map<string, NamespaceLoader>();

const backend = resourcesToBackend((language: string, namespace: string) => {
  const load = namespaceLoaders.get(namespace);
  if (!load || !isLanguage(language)) return Promise.reject(new Error(`no texts for ${language}/${namespace}`));
  return load(language);
});

export function storedLanguage(): Language {
  const stored = readStorage('local', LOCAL_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

// English shared texts are a chunk of their own: only a visitor who reads English fetches them.
namespaceLoaders.set('shared', () => import('./resources-en').then(({ sharedEn }) => sharedEn));

let initialised: Promise<unknown> | undefined;

/** Starts i18next once; resolves when the texts of the stored language are in (the backend's included). */
export function initI18n(): Promise<unknown> {
  if (initialised) return initialised;
  i18n.use(backend).use(initReactI18next);
  i18n.on('languageChanged', setDocumentLanguage);
  initialised = i18n.init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['es', 'en'],
    defaultNS: 'shared',
    // An app's t('errors.network') or t(validationError.key) finds the shared texts.
    fallbackNS: 'shared',
    ns: ['shared'],
    resources: { es: { shared: sharedEs } } as Resource,
    // Bundled Spanish plus the backend for the rest.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: {
      useSuspense: false,
      // A namespace a page chunk adds after the first render shows at once.
      bindI18nStore: 'added removed',
    },
  });
  setDocumentLanguage(i18n.language);
  return initialised;
}

export interface NamespaceSource {
  /** Texts that ship with the app's code, per language (Spanish at least: it is the fallback). */
  bundled?: Partial<Record<Language, object>>;
  /** The other languages, fetched by i18next's backend when the page shows them. */
  load?: NamespaceLoader;
}

/**
 * An app (host or remote) registers its namespace once. Resolves when the texts of the language on
 * screen are in (at once when bundled); never rejects (the Spanish fallback shows if a load fails).
 */
export function registerNamespace(namespace: string, { bundled = {}, load }: NamespaceSource): Promise<void> {
  void initI18n();
  for (const [language, texts] of Object.entries(bundled)) i18n.addResourceBundle(language, namespace, texts, true, true);
  if (load) namespaceLoaders.set(namespace, load);
  return i18n.loadNamespaces(namespace).catch((error: unknown) => {
    console.warn(`[suite] the texts of ${namespace} could not be loaded`, error);
  });
}

/** True when `namespace` has its texts of the language on screen (i18next's own check). */
export function namespaceReady(namespace: string): boolean {
  return i18n.isInitialized && i18n.hasLoadedNamespace(namespace);
}

/** The language the suite shows now (sent to the server as Accept-Language). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : storedLanguage();
}

/**
 * Persists the choice in `lang` and the language it replaces in `hisLang` (spec 1 §3). i18next loads
 * every registered namespace of the new language before it switches.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n();
  // The language on screen, even when it was never stored (first visit shows the default).
  const previous = currentLanguage();
  if (previous !== language) writeStorage('local', LOCAL_KEYS.hisLang, previous);
  writeStorage('local', LOCAL_KEYS.lang, language);
  await i18n.changeLanguage(language);
}

/** Translation outside React (error messages of the API client); shared namespace by default. */
export function translate(key: string, params?: Record<string, string | number>): string {
  void initI18n();
  return i18n.t(key, params);
}
