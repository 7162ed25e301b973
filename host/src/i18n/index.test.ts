import { changeLanguage, i18n, initI18n } from '@suite/shared';
import { HOST_NS, hostTextsReady, registerHostTranslations } from '.';

describe('host texts', () => {
  it('has Spanish at once and fetches English before a switch to it renders', async () => {
    await initI18n();
    await changeLanguage('es');
    await registerHostTranslations();
    expect(i18n.t('a11y.skipToContent', { ns: HOST_NS })).toBe('Saltar al contenido principal');
    expect(i18n.hasResourceBundle('en', HOST_NS)).toBe(false);
    await changeLanguage('en');
    expect(hostTextsReady()).toBe(true);
    expect(i18n.t('a11y.skipToContent', { ns: HOST_NS })).toBe('Skip to main content');
    await changeLanguage('es');
  });
});
