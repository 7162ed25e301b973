import { i18n, initI18n } from '@suite/shared';
import { HOST_NS } from './namespace';

/**
 * Texts of pages that are chunks of their own (register, download, member help): each such page adds
 * its texts to the host's namespace when its chunk loads, instead of every page carrying them in its
 * first load (docs/performance.md, "Host first load"). Both languages come with the page (they are
 * small); nothing already there is overwritten.
 */
export function addHostTexts(texts: { es: object; en: object }): void {
  void initI18n();
  i18n.addResourceBundle('es', HOST_NS, texts.es, true, false);
  i18n.addResourceBundle('en', HOST_NS, texts.en, true, false);
}
