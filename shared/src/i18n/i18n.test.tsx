import { act, render, renderHook, screen } from '@testing-library/react';
import { addTranslations, changeLanguage, i18n, initI18n, useT } from './i18n';

type I18nModule = typeof import('./i18n');

/** A fresh i18n module, as on a new page load (it reads `lang` when it initialises). */
async function loadPage(): Promise<I18nModule> {
  let fresh: I18nModule | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('./i18n');
  });
  await fresh!.initI18n();
  return fresh!;
}

beforeEach(() => localStorage.clear());

describe('i18n', () => {
  it('starts in Spanish and sets the page language', async () => {
    const { i18n, translate } = await loadPage();
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(translate('common.retry')).toBe('Reintentar');
  });

  it('persists the choice in "lang" and keeps the previous one in "hisLang"', async () => {
    const { changeLanguage, i18n } = await loadPage();
    await changeLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('es');
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(document.documentElement.lang).toBe('en');

    await changeLanguage('es');
    expect(localStorage.getItem('lang')).toBe('es');
    expect(localStorage.getItem('hisLang')).toBe('en');
  });

  it('does not overwrite hisLang when the same language is chosen again', async () => {
    const { changeLanguage } = await loadPage();
    await changeLanguage('en');
    await changeLanguage('en');
    expect(localStorage.getItem('hisLang')).toBe('es');
  });

  it('opens in the stored language on the next visit', async () => {
    localStorage.setItem('lang', 'en');
    const { i18n, currentLanguage } = await loadPage();
    expect(i18n.language).toBe('en');
    expect(currentLanguage()).toBe('en');
  });

  it('fetches the shared English texts for a visitor who reads English, and only for them', async () => {
    const spanish = await loadPage();
    expect(spanish.sharedTextsReady('en')).toBe(false);

    localStorage.setItem('lang', 'en');
    const english = await loadPage();
    // Asked for at start; the app's first render waits for it (host App, startStandalone).
    await english.loadSharedTexts('en');
    expect(english.sharedTextsReady('en')).toBe(true);
    expect(english.translate('common.retry')).toBe('Retry');
  });

  it("lets an app's namespace fall back to the shared texts", async () => {
    await initI18n();
    addTranslations('games', { es: { title: 'Juegos' }, en: { title: 'Games' } });
    const { result } = renderHook(() => useT('games'));
    expect(result.current.t('title')).toBe('Juegos');
    expect(result.current.t('validation.required')).toBe('Este campo es obligatorio');
  });

  it('shows a component in the new language as soon as the language changes, and texts added later', async () => {
    await initI18n();
    addTranslations('lobby', { es: { title: 'Vestíbulo' }, en: { title: 'Lobby' } });
    function Title({ textKey }: { textKey: string }) {
      const { t } = useT('lobby');
      return <h1>{t(textKey)}</h1>;
    }
    render(<Title textKey="title" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Vestíbulo');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Lobby');

    // A page chunk that brings its texts after the first render (the help page's paragraphs).
    render(<Title textKey="late" />);
    expect(screen.getAllByRole('heading')[1]).toHaveTextContent('late');
    act(() => i18n.addResourceBundle('en', 'lobby', { late: 'Arrived' }, true, true));
    expect(screen.getAllByRole('heading')[1]).toHaveTextContent('Arrived');
    await act(() => changeLanguage('es'));
  });
});
