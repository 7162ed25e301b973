import { i18n } from '@suite/shared';

// The page links the web app manifest of the language on screen (docs/installable.md): Spanish
// /manifest.json (index.html's default) or /manifest.en.json. Chrome reads the manifest again when the
// link's href changes, so an install offered after a switch to English is the English app. A few bytes:
// part of the host's first-load JS.
export function followManifestLanguage(): void {
  const link = document.querySelector('link[rel=manifest]');
  const follow = (language: string) => link?.setAttribute('href', language === 'en' ? '/manifest.en.json' : '/manifest.json');
  follow(i18n.language);
  i18n.on('languageChanged', follow);
}
