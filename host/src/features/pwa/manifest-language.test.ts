import { changeLanguage, initI18n } from '@suite/shared';
import { followManifestLanguage } from './manifest-language';

describe('followManifestLanguage (issue 25)', () => {
  const manifest = () => document.querySelector('link[rel=manifest]')?.getAttribute('href');

  beforeEach(async () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.json" />';
    await initI18n();
  });

  afterEach(() => changeLanguage('es'));

  it('links the manifest of the language the player had at boot', async () => {
    await changeLanguage('en');
    followManifestLanguage();
    expect(manifest()).toBe('/manifest.en.json');
  });

  it('follows every language change: English, then Spanish again', async () => {
    await changeLanguage('es');
    followManifestLanguage();
    expect(manifest()).toBe('/manifest.json');
    await changeLanguage('en');
    expect(manifest()).toBe('/manifest.en.json');
    await changeLanguage('es');
    expect(manifest()).toBe('/manifest.json');
  });
});
