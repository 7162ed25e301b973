import {
  api,
  callApi,
  changeLanguage,
  initI18n,
  publicStateAtom,
  refreshBalance,
  setSession,
  suiteStore,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  type Endpoint,
} from '@suite/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { GameFramePage } from './GameFramePage';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

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
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderGame(search: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/game', search, state }]}>
      <Routes>
        <Route path="/game" element={<GameFramePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const query = (url: string, name?: string) => `?${new URLSearchParams({ url, ...(name ? { name } : {}) }).toString()}`;

it('shows the game in a named frame under a bar with its name', () => {
  renderGame(query(GAME_URL, 'Golden Dragon'));
  const frame = screen.getByTitle('Juego: Golden Dragon');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', GAME_URL);
  expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  expect(screen.getByRole('group', { name: 'Juego abierto' })).toHaveTextContent('Golden Dragon');
});

it('closes back to where the game was launched, reading the balance again', () => {
  renderGame(query(GAME_URL, 'Golden Dragon'), { from: '/rng?vassalage=SPX&pageNo=3' });
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar el juego y volver' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/rng?vassalage=SPX&pageNo=3');
  expect(refreshBalance).toHaveBeenCalled();
});

it('closes to the home page when it does not know where it came from (or was told another site)', () => {
  renderGame(query(GAME_URL), { from: '//evil.example.com/x' });
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar el juego y volver' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example.com/game'])('refuses to frame %s', (url) => {
  renderGame(query(url));
  expect(screen.getByRole('alert')).toHaveTextContent('URL no válida, póngase en contacto con el servicio de atención al cliente');
  expect(document.querySelector('iframe')).toBeNull();
});

it('says so when no game is open, in English too', async () => {
  await changeLanguage('en');
  renderGame('');
  expect(screen.getByRole('status')).toHaveTextContent('No game is open.');
  expect(screen.getByRole('link', { name: 'Go to the slots' })).toHaveAttribute('href', '/rng');
});

it('passes the balance the game reports to the header, from its own frame only', () => {
  renderGame(query(GAME_URL, 'Golden Dragon'));
  const frame = screen.getByTitle('Juego: Golden Dragon') as HTMLIFrameElement;
  const post = (data: unknown, source: MessageEventSource | null, origin = 'http://localhost') =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    });
  const publicBalance = () => suiteStore.get(publicStateAtom).balance;

  post({ type: 'suite:balance', balance: '999.00' }, window);
  expect(publicBalance()).toBeNull();
  post({ type: 'suite:balance', balance: '999.00' }, frame.contentWindow, 'http://evil.example.com');
  expect(publicBalance()).toBeNull();
  post({ type: 'suite:balance', balance: 'lots' }, frame.contentWindow);
  expect(publicBalance()).toBeNull();
  post({ type: 'suite:balance', balance: '1234.50' }, frame.contentWindow);
  expect(publicBalance()).toBe('1234.50');
});

describe('the reality check while playing (issue 24)', () => {
  afterEach(() => {
    act(() => setSession(null));
    jest.useRealTimers();
  });

  it("comes up over the game at the server's next check time, and Keep playing returns to it", async () => {
    jest.useFakeTimers();
    const start = Date.parse('2026-11-20T10:00:00.000Z');
    let serverNow = start + 14 * 60_000;
    const interval = 15 * 60_000;
    (callApi as jest.Mock).mockImplementation(async (endpoint: Endpoint<unknown, unknown>) => {
      if (endpoint.path !== api.realityCheck.path) throw new Error(`unexpected ${endpoint.path}`);
      return {
        realityCheckMinutes: 15,
        sessionStartedAt: new Date(start).toISOString(),
        now: new Date(serverNow).toISOString(),
        nextCheckAt: new Date(start + (Math.floor((serverNow - start) / interval) + 1) * interval).toISOString(),
        sessionMinutes: Math.floor((serverNow - start) / 60_000),
        staked: '10.00',
        won: '25.00',
        net: '15.00',
      };
    });
    act(() => setSession({ token: 'tok-1', isAgent: 0, account: 'demo_player', customerId: null, memberLabel: null }));
    renderGame(query(GAME_URL, 'Golden Dragon'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    serverNow += 60_000;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    const dialog = screen.getByRole('alertdialog', { name: 'Aviso de realidad' });
    expect(dialog).toHaveTextContent('15 minutos');
    expect(dialog).toHaveTextContent(/\+P\s15,00/);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir jugando' }));
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTitle('Juego: Golden Dragon')).toBeInTheDocument();
  });
});
