import { api, changeLanguage, initI18n, MemoryRouter, Route, Routes, setSession, useLocation, useSearchParams } from '@suite/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerLotteryTranslations } from '../../../i18n';
import { onApi, requestsTo, resetApi } from '../../../testing/api-mock';
import { LobbyFramePage } from './LobbyFramePage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/api-mock').sharedWithFakeApi());

const LOBBY = 'http://api.example/lotto/lobby/tok1?prizeMode=Lott&view=lobby&lang=es';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The lottery page as it decides: the frame with ?lobby, else (here) where the router is. */
function Page() {
  const [params] = useSearchParams();
  return params.has('lobby') ? <LobbyFramePage /> : <Where />;
}

function renderFrame(search: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/vnlottery', search, state }]}>
      <Routes>
        <Route path="/vnlottery" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

beforeAll(async () => {
  await initI18n();
  registerLotteryTranslations();
});

afterEach(async () => {
  await changeLanguage('es');
});

it('shows the lobby in a sandboxed, named frame under a bar with a close control', () => {
  renderFrame(query({ lobby: LOBBY, name: 'Miền Bắc' }), { from: '/vnlottery?tab=NORTH' });
  const frame = screen.getByTitle('Lotería: Miền Bắc');
  expect(frame).toHaveAttribute('src', LOBBY);
  expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  expect(screen.getByRole('group', { name: 'Lotería abierta' })).toContainElement(screen.getByRole('heading', { level: 1, name: 'Miền Bắc' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar y volver' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/vnlottery?tab=NORTH');
});

it('is named "Lottery lobby" without a lottery name, in English', async () => {
  await changeLanguage('en');
  renderFrame(query({ lobby: LOBBY }));
  expect(screen.getByTitle('Lottery: Lottery lobby')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close and go back' })).toBeInTheDocument();
});

it('returns only to a path of this site, else to the lottery page itself', () => {
  renderFrame(query({ lobby: LOBBY }), { from: '//evil.example/x' });
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar y volver' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/vnlottery$/);
});

it('refuses anything but an http(s) URL in the frame', () => {
  renderFrame(query({ lobby: 'javascript:alert(1)' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Dirección no válida');
  expect(document.querySelector('iframe')).toBeNull();
  expect(screen.getByRole('link', { name: 'Ir a las loterías' })).toHaveAttribute('href', '/vnlottery');
});

it('says so when no lobby is given', () => {
  renderFrame('?lobby=');
  expect(screen.getByRole('status')).toHaveTextContent('No hay ninguna lotería abierta.');
});

describe('a lobby whose session ended (issue 11)', () => {
  const post = (data: unknown, source: MessageEventSource | null, origin = 'http://api.example') =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    });

  it('closes the frame and says so, with the way back to the page it was opened from', () => {
    renderFrame(query({ lobby: LOBBY, name: 'Miền Bắc' }), { from: '/vnlottery?tab=NORTH' });
    const frame = screen.getByTitle('Lotería: Miền Bắc') as HTMLIFrameElement;
    post({ type: 'suite:session-ended' }, frame.contentWindow);
    expect(screen.getByRole('alert')).toHaveTextContent('La sesión de la lotería terminó. Vuelve a abrir la lotería desde el sitio.');
    expect(document.querySelector('iframe')).toBeNull();
    // The notice's button and the bar's do the same: back, never a reload of the lobby.
    const buttons = screen.getAllByRole('button', { name: 'Cerrar y volver' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/vnlottery?tab=NORTH');
  });

  it('says it in English, and ignores the message from another window or origin', async () => {
    await changeLanguage('en');
    renderFrame(query({ lobby: LOBBY }));
    const frame = screen.getByTitle('Lottery: Lottery lobby') as HTMLIFrameElement;
    post({ type: 'suite:session-ended' }, window);
    post({ type: 'suite:session-ended' }, frame.contentWindow, 'http://evil.example');
    expect(screen.queryByRole('alert')).toBeNull();
    post({ type: 'suite:session-ended' }, frame.contentWindow);
    expect(screen.getByRole('alert')).toHaveTextContent('The lottery session has ended. Open the lottery again from the site.');
  });
});

describe('the reality check while the lobby is open (issue 24)', () => {
  afterEach(() => {
    act(() => setSession(null));
    resetApi();
    jest.useRealTimers();
  });

  it("comes up over the lobby at the server's next check time", async () => {
    jest.useFakeTimers();
    const now = Date.parse('2026-11-20T10:29:00.000Z');
    let serverNow = now;
    onApi(api.realityCheck, () => ({
      realityCheckMinutes: 30,
      sessionStartedAt: '2026-11-20T10:00:00.000Z',
      now: new Date(serverNow).toISOString(),
      nextCheckAt: serverNow < now + 60_000 ? '2026-11-20T10:30:00.000Z' : '2026-11-20T11:00:00.000Z',
      sessionMinutes: Math.floor((serverNow - Date.parse('2026-11-20T10:00:00.000Z')) / 60_000),
      staked: '50.00',
      won: '20.00',
      net: '-30.00',
    }));
    act(() => setSession({ token: 'tok-1', isAgent: 0, account: 'demo_player', customerId: null, memberLabel: null }));
    renderFrame(query({ lobby: LOBBY, name: 'Miền Bắc' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    serverNow += 60_000;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    const dialog = screen.getByRole('alertdialog', { name: 'Aviso de realidad' });
    expect(dialog).toHaveTextContent('30 minutos');
    expect(screen.getByTitle('Lotería: Miền Bắc')).toBeInTheDocument();
    expect(requestsTo(api.realityCheck)).toHaveLength(2);
  });
});
