import { i18n, initI18n, namespaceReady, registerNamespace } from '@suite/shared';
import { hostEs } from './es';
import { HOST_NS } from './namespace';

export { HOST_NS };

/**
 * Only the language on screen is in the first load (docs/performance.md, "Host first load"): Spanish,
 * the default and fallback language, is bundled; English is its own chunk, which i18next's backend
 * fetches at start for a visitor who chose it and before a switch to it renders.
 */
let registered: Promise<void> | undefined;

export function registerHostTranslations(): Promise<void> {
  registered ??= registerNamespace(HOST_NS, {
    bundled: { es: hostEs },
    load: () => import('./en').then(({ hostEn }) => hostEn),
  });
  return registered;
}

/** True when the host's texts of the language on screen are in (Spanish always is). */
export function hostTextsReady(): boolean {
  return namespaceReady(HOST_NS);
}

/** The host's texts of the language on screen; resolves when they are in (or given up on). */
export function loadHostTexts(): Promise<void> {
  void initI18n();
  return registerHostTranslations().then(() => i18n.loadNamespaces(HOST_NS));
}
