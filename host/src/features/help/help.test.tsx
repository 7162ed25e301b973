import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { LocationProbe } from '../../test/location-probe';
import { renderAt } from '../../test/render';
import { HelpMcPage } from './components/HelpMcPage';
import { HelpPage } from './components/HelpPage';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

beforeEach(() => {
  resetCachedCalls();
  answerApi({ '/wps/system/helpCenter': [] });
});

const ui = (
  <>
    <HelpPage />
    <LocationProbe />
  </>
);

describe('help page', () => {
  it('shows the built-in help with the registration help texts when the help center has none', async () => {
    await renderAt(ui, { path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    const account = await screen.findByRole('article', { name: 'Registro y cuenta' });
    expect(account).toHaveTextContent('de 2 a 15 caracteres, empieza por una letra');
    expect(account).toHaveTextContent('más de 6 caracteres, con letras y números');
    expect(account).toHaveTextContent('en mayúsculas, sin acentos');
    expect(within(screen.getByRole('navigation', { name: 'Contenido de la ayuda' })).getAllByRole('link')).toHaveLength(8);
  });

  it('opens the terms of use in the help modal on /help#term, and closing it drops the hash', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { path: '/help#term', lang: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(dialog).toHaveTextContent('at least 18 years old');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/help$/);
  });

  it('shows the help center sections when it has some, sanitised', async () => {
    answerApi({
      '/wps/system/helpCenter': [
        { id: 'term', title: 'Reglas de la casa', content: '<p>Regla 1</p><script>window.__helpRan = true</script>' },
        { id: 'deposit', title: 'Cómo depositar', content: '<p>Paso 1</p>' },
      ],
    });
    await renderAt(ui, { path: '/help#term' });
    const dialog = await screen.findByRole('dialog', { name: 'Reglas de la casa' });
    // The sanitiser arrives on demand; the text shows once it has cleaned the HTML.
    await waitFor(() => expect(dialog).toHaveTextContent('Regla 1'));
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('article', { name: 'Cómo depositar' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Registro y cuenta' })).not.toBeInTheDocument();
  });
});

describe('member-centre help', () => {
  it('explains the member-centre pages in both languages', async () => {
    const { unmount } = await renderAt(<HelpMcPage />, { path: '/helpmc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda del centro de miembros' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Retiro' })).toBeInTheDocument();
    unmount();
    await renderAt(<HelpMcPage />, { path: '/helpmc', lang: 'en' });
    expect(screen.getByRole('article', { name: 'Withdrawal' })).toBeInTheDocument();
  });
});
