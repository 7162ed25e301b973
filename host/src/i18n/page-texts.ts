import { i18n, initI18n } from '@suite/shared';
import { HOST_NS } from './namespace';

/**
 * Texts of pages that are chunks of their own (register, download, member help): each such page adds
 * its texts to the host's namespace when its chunk loads, instead of every page carrying them in its
 * first load (docs/performance.md, "Host first load"). Both languages come with the page (they are
 * small); nothing already there is overwritten.
 *
 * English waits for the host's own English: i18next's backend loads a namespace's language only while
 * the store has none of it, so a page's few English texts added first would stop the rest from coming.
 */
const pendingEnglish: object[] = [];
let hostEnglishIn = false;

function addEnglish(texts: object): void {
  i18n.addResourceBundle('en', HOST_NS, texts, true, false);
}

function hostEnglishLoaded(loaded: Record<string, unknown>): void {
  const namespaces = loaded.en;
  const has = Array.isArray(namespaces) ? namespaces.includes(HOST_NS) : Boolean((namespaces as Record<string, unknown> | undefined)?.[HOST_NS]);
  if (!has || hostEnglishIn) return;
  hostEnglishIn = true;
  i18n.off('loaded', hostEnglishLoaded);
  for (const texts of pendingEnglish.splice(0)) addEnglish(texts);
}

export function addHostTexts(texts: { es: object; en: object }): void {
  void initI18n();
  i18n.addResourceBundle('es', HOST_NS, texts.es, true, false);
  if (!hostEnglishIn && i18n.hasResourceBundle('en', HOST_NS)) hostEnglishIn = true;
  if (hostEnglishIn) {
    addEnglish(texts.en);
    return;
  }
  if (pendingEnglish.length === 0) i18n.on('loaded', hostEnglishLoaded);
  pendingEnglish.push(texts.en);
}
