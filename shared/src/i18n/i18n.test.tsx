import { act, render, renderHook, screen } from '@testing-library/react';
import { Trans, useTranslation } from 'react-i18next';
import { changeLanguage, i18n, initI18n, registerNamespace } from './i18n';
import { Trans as SuiteTrans } from './trans';

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
    expect(spanish.i18n.hasResourceBundle('en', 'shared')).toBe(false);

    localStorage.setItem('lang', 'en');
    // initI18n resolves once i18next's backend has brought the stored language's texts.
    const english = await loadPage();
    expect(english.i18n.hasResourceBundle('en', 'shared')).toBe(true);
    expect(english.translate('common.retry')).toBe('Retry');
  });

  it("loads a namespace's other language through the backend before a switch to it renders", async () => {
    const page = await loadPage();
    const load = jest.fn(async () => ({ title: 'Cashier' }));
    await page.registerNamespace('cashier-test', { bundled: { es: { title: 'Caja' } }, load });
    expect(load).not.toHaveBeenCalled();
    await page.changeLanguage('en');
    expect(load).toHaveBeenCalledWith('en');
    expect(page.i18n.t('title', { ns: 'cashier-test' })).toBe('Cashier');
    expect(page.namespaceReady('cashier-test')).toBe(true);
  });

  it('keeps the Spanish fallback when a language cannot be loaded', async () => {
    const page = await loadPage();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await page.registerNamespace('broken-test', { bundled: { es: { title: 'Título' } }, load: () => Promise.reject(new Error('offline')) });
    await page.changeLanguage('en');
    expect(page.i18n.t('title', { ns: 'broken-test' })).toBe('Título');
    warn.mockRestore();
  });

  it("lets an app's namespace fall back to the shared texts", async () => {
    await initI18n();
    await registerNamespace('games', { bundled: { es: { title: 'Juegos' }, en: { title: 'Games' } } });
    const { result } = renderHook(() => useTranslation('games'));
    expect(result.current.t('title')).toBe('Juegos');
    expect(result.current.t('validation.required')).toBe('Este campo es obligatorio');
  });

  it('shows a component in the new language as soon as the language changes, and texts added later', async () => {
    await initI18n();
    await registerNamespace('lobby', { bundled: { es: { title: 'Vestíbulo' }, en: { title: 'Lobby' } } });
    function Title({ textKey }: { textKey: string }) {
      const { t } = useTranslation('lobby');
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

  it('renders texts with markup through <Trans> and reads keys under a keyPrefix', async () => {
    await initI18n();
    await registerNamespace('terms', { bundled: { es: { form: { agree: 'Acepto los <terms>términos</terms>', title: 'Registro' } } } });
    function Agreement() {
      const { t } = useTranslation('terms', { keyPrefix: 'form' });
      return (
        <label>
          {t('title')}: <Trans ns="terms" i18nKey="form.agree" components={{ terms: <a href="/terms" /> }} />
        </label>
      );
    }
    render(<Agreement />);
    expect(screen.getByRole('link', { name: 'términos' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/Registro:/)).toBeInTheDocument();
  });

  it("the suite's <Trans> is react-i18next's, its code fetched with the first text that needs it", async () => {
    await initI18n();
    await registerNamespace('region', { bundled: { es: { ip: 'Su dirección IP: <ip>{{ip}}</ip>' } } });
    render(
      <p>
        <SuiteTrans ns="region" i18nKey="ip" values={{ ip: '203.0.113.9' }} components={{ ip: <strong /> }} />
      </p>,
    );
    expect((await screen.findByText('203.0.113.9')).tagName).toBe('STRONG');
    expect(screen.getByText('203.0.113.9').closest('p')).toHaveTextContent('Su dirección IP: 203.0.113.9');
  });
});
