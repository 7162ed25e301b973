import { addTranslationLoader, currentLanguage, i18n, initI18n, loadSharedTexts, sharedTextsReady, type Language } from '@suite/shared';
import { hostEs } from './es';
import { HOST_NS } from './namespace';

export { HOST_NS };

/**
 * Only the language on screen is in the first load (docs/performance.md, "Host first load"): Spanish,
 * the default and fallback language, is always bundled; English is its own chunk, fetched at start for
 * a visitor who chose it and before the switch renders for one who switches to it.
 */
let english: Promise<void> | undefined;
let spanishAdded = false;
/** Set once en.ts is in (a page chunk may have added some English host texts before: page-texts.ts). */
let englishLoaded = false;

export function loadHostLanguage(language: Language): Promise<void> {
  // The shared texts of that language too (@suite/shared keeps its English in a chunk as well).
  if (language !== 'en' || englishLoaded) return loadSharedTexts(language);
  english ??= Promise.all([import('./en'), loadSharedTexts(language)]).then(
    ([{ hostEn }]) => {
      i18n.addResourceBundle('en', HOST_NS, hostEn, true, true);
      englishLoaded = true;
    },
    (error: unknown) => {
      // The Spanish fallback shows until a later switch tries again.
      english = undefined;
      console.warn('[suite] the English texts could not be loaded', error);
    },
  );
  return english;
}

/** True when the host's texts of `language` are in (Spanish always is). */
export function hostTextsReady(language: Language = currentLanguage()): boolean {
  return language !== 'en' || (englishLoaded && sharedTextsReady(language));
}

export function registerHostTranslations(): void {
  void initI18n();
  // Not hasResourceBundle: a page chunk may have added its own texts to the namespace already (page-texts.ts).
  if (!spanishAdded) i18n.addResourceBundle('es', HOST_NS, hostEs, true, true);
  spanishAdded = true;
  addTranslationLoader(loadHostLanguage);
  void loadHostLanguage(currentLanguage());
}
