import i18next, { type Resource, type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../storage/keys';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { sharedEs } from './resources';

/** The one i18next instance of the suite (shared is a federated singleton, so remotes get it too). */
export const i18n = i18next.createInstance();

export function storedLanguage(): Language {
  const stored = readStorage('local', LOCAL_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

let initialised: Promise<unknown> | undefined;

export function initI18n(): Promise<unknown> {
  if (initialised) return initialised;
  initialised = i18n.init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['es', 'en'],
    defaultNS: 'shared',
    // An app's t('errors.network') or t(validationError.key) finds the shared texts.
    fallbackNS: 'shared',
    ns: ['shared'],
    // English comes from its own chunk (loadSharedTexts): only a visitor who reads it fetches it.
    resources: { es: { shared: sharedEs } } as Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // The store exists once init has run (synchronously: initAsync false). Its events are not the instance's.
  i18n.store.on('added', textsChanged);
  i18n.store.on('removed', textsChanged);
  setDocumentLanguage(i18n.language);
  void loadSharedTexts(i18n.language);
  return initialised;
}

let sharedEnglish: Promise<void> | undefined;

/**
 * The shared texts of `language` (English is a chunk of its own; Spanish is always in). Resolves, never
 * rejects, once they are added or given up on (the Spanish fallback then shows). `changeLanguage`
 * awaits it; an app's first render waits for it with `sharedTextsReady` (the host's App, startStandalone).
 */
export function loadSharedTexts(language: string): Promise<void> {
  if (language !== 'en' || i18n.hasResourceBundle('en', 'shared')) return Promise.resolve();
  sharedEnglish ??= import('./resources-en').then(
    ({ sharedEn }) => {
      i18n.addResourceBundle('en', 'shared', sharedEn, true, true);
    },
    (error: unknown) => {
      sharedEnglish = undefined;
      console.warn('[suite] the shared English texts could not be loaded', error);
    },
  );
  return sharedEnglish;
}

/** True when the shared texts of `language` are in. */
export function sharedTextsReady(language: string = currentLanguage()): boolean {
  return language !== 'en' || i18n.hasResourceBundle('en', 'shared');
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
  await Promise.all([loadSharedTexts(language), ...[...translationLoaders].map((load) => load(language))]);
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}

/** Translation outside React (error messages of the API client); shared namespace by default. */
export function translate(key: string, params?: Record<string, string | number>): string {
  void initI18n();
  return i18n.t(key, params);
}

/** What re-renders the components showing texts: bumped on a language switch and on texts added or removed. */
let textsVersion = 0;
const textListeners = new Set<() => void>();

function textsChanged(): void {
  textsVersion += 1;
  for (const listener of textListeners) listener();
}

function subscribeTexts(listener: () => void): () => void {
  textListeners.add(listener);
  return () => {
    textListeners.delete(listener);
  };
}

const readTextsVersion = (): number => textsVersion;

i18n.on('languageChanged', textsChanged);
i18n.on('initialized', textsChanged);

export interface UseTResult {
  /** Translates a key of `namespace` (then of the shared texts). */
  t: TFunction;
  i18n: typeof i18n;
}

/**
 * Translation hook bound to a namespace; apps use this instead of an i18next binding. The component
 * renders again when the language changes or texts are added (a lazily loaded language or page), as
 * react-i18next's `useTranslation` did; the suite's texts are bundled or awaited before a switch, so
 * nothing here suspends.
 */
export function useT(namespace = 'shared'): UseTResult {
  void initI18n();
  const version = useSyncExternalStore(subscribeTexts, readTextsVersion, readTextsVersion);
  // A new `t` per change, so memos and effects that use it run again (as with react-i18next): the
  // version is the point of the dependency list, though the function body does not read it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(null, namespace), [namespace, version]);
  return { t, i18n };
}
