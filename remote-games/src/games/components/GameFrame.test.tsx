import { changeLanguage, initI18n, MemoryRouter, Route, Routes, useLocation } from '@suite/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerGamesTranslations } from '../../i18n';
import { GameFrame } from './GameFrame';

jest.mock('@suite/shared', () => jest.requireActual('../../test/shared-mock').sharedMock());

const GAME_URL = 'http://localhost/wps/static/play/abc123?lang=es';

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

afterEach(async () => {
  await changeLanguage('es');
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderFrame(onClose?: () => void) {
  return render(
    <MemoryRouter initialEntries={['/game']}>
      <Routes>
        <Route path="/game" element={<GameFrame url={GAME_URL} title="Juego: Golden Dragon" {...(onClose ? { onClose } : {})} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const post = (data: unknown, source: MessageEventSource | null, origin = 'http://localhost') =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
const frameWindow = () => (screen.getByTitle('Juego: Golden Dragon') as HTMLIFrameElement).contentWindow;

it('closes the game and says the session ended when its page says so, with a button back to the site', () => {
  renderFrame();
  post({ type: 'suite:session-ended' }, frameWindow());
  expect(screen.getByRole('alert')).toHaveTextContent('La sesión de juego terminó. Vuelve a abrir el juego desde el sitio.');
  expect(document.querySelector('iframe')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar el juego' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

it('uses the close action it is given, in English too', async () => {
  await changeLanguage('en');
  const onClose = jest.fn();
  renderFrame(onClose);
  post({ type: 'suite:session-ended' }, frameWindow());
  expect(screen.getByRole('alert')).toHaveTextContent('The game session has ended. Open the game again from the site.');
  fireEvent.click(screen.getByRole('button', { name: 'Close the game' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  // It stays closed: nothing reloads the frame.
  expect(document.querySelector('iframe')).toBeNull();
});

it('ignores "session ended" from another window or origin: the game stays open', () => {
  renderFrame();
  const source = frameWindow();
  post({ type: 'suite:session-ended' }, window);
  post({ type: 'suite:session-ended' }, source, 'http://evil.example.com');
  post({ type: 'suite:session-ended!' }, source);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByTitle('Juego: Golden Dragon').tagName).toBe('IFRAME');
});
