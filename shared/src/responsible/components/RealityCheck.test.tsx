import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { api, callApi, changeLanguage, getSession, initI18n, MemoryRouter, Route, Routes, setSession, useLocation, type Endpoint } from '@suite/shared';
import { RealityCheck } from './RealityCheck';

// The fake server: callApi answered per endpoint path, on the server's clock (`serverNow`), which is
// deliberately far from the tab's clock (the fake Date): the dialog must follow the server's.
jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

const MINUTE = 60_000;
const SESSION_START = Date.parse('2026-11-20T10:00:00.000Z');
const TAB_CLOCK = new Date('2031-01-01T00:00:00.000Z');

let serverNow: number;
let minutes: number;
let failReads: boolean;

/** The server's rule: the next multiple of the interval after the login, strictly after now. */
function realityAnswer(): api.RealityCheck {
  const interval = minutes * MINUTE;
  const next = minutes > 0 ? SESSION_START + (Math.floor((serverNow - SESSION_START) / interval) + 1) * interval : null;
  return {
    realityCheckMinutes: minutes,
    sessionStartedAt: new Date(SESSION_START).toISOString(),
    now: new Date(serverNow).toISOString(),
    nextCheckAt: next === null ? null : new Date(next).toISOString(),
    sessionMinutes: Math.floor((serverNow - SESSION_START) / MINUTE),
    staked: '120.00',
    won: '80.50',
    net: '-39.50',
  };
}

const mockCallApi = callApi as unknown as jest.Mock;
const calls = (endpoint: Endpoint<unknown, unknown>) => mockCallApi.mock.calls.filter(([called]) => (called as Endpoint<unknown, unknown>).path === endpoint.path);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderGame() {
  return render(
    <MemoryRouter initialEntries={['/game']}>
      <Routes>
        <Route path="/game" element={<RealityCheck />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** Moves both clocks: the tab's timers and the server's time. */
async function pass(ms: number) {
  serverNow += ms;
  await act(() => jest.advanceTimersByTimeAsync(ms));
}
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
const dialog = () => screen.queryByRole('alertdialog', { name: 'Aviso de realidad' });

beforeAll(() => initI18n());

beforeEach(async () => {
  jest.useFakeTimers({ now: TAB_CLOCK });
  await changeLanguage('es');
  serverNow = SESSION_START + 20 * MINUTE;
  minutes = 30;
  failReads = false;
  mockCallApi.mockImplementation(async (endpoint: Endpoint<unknown, unknown>) => {
    if (endpoint.path === api.realityCheck.path) {
      if (failReads) throw new Error('network');
      return realityAnswer();
    }
    if (endpoint.path === api.logout.path) return null;
    throw new Error(`no handler for ${endpoint.path}`);
  });
  act(() => setSession({ token: 'tok-1', isAgent: 0, account: 'demo_player', customerId: null, memberLabel: null }));
});

afterEach(() => {
  act(() => setSession(null));
  jest.useRealTimers();
});

it('opens at the server\'s nextCheckAt (not the tab\'s clock) with the session\'s figures, and "Keep playing" waits for the next one', async () => {
  renderGame();
  await settle();
  expect(calls(api.realityCheck)).toHaveLength(1);

  await pass(10 * MINUTE - 1000);
  expect(dialog()).toBeNull();
  await pass(1000);
  await settle();
  const shown = dialog();
  expect(shown).not.toBeNull();
  expect(calls(api.realityCheck)).toHaveLength(2);
  const figures = within(shown!);
  expect(figures.getByText('Tiempo de sesión').nextSibling).toHaveTextContent('30 minutos');
  expect(figures.getByText('Total apostado').nextSibling).toHaveTextContent(/^P\s120,00$/);
  expect(figures.getByText('Total ganado').nextSibling).toHaveTextContent(/^P\s80,50$/);
  expect(figures.getByText('Resultado neto').nextSibling).toHaveTextContent(/^-P\s39,50$/);

  // Keep playing: closed, read again, and the next check comes 30 minutes later.
  fireEvent.click(figures.getByRole('button', { name: 'Seguir jugando' }));
  await settle();
  await pass(200);
  expect(dialog()).toBeNull();
  expect(calls(api.realityCheck)).toHaveLength(3);
  await pass(30 * MINUTE - 1200);
  expect(dialog()).toBeNull();
  await pass(1000);
  await settle();
  expect(dialog()).not.toBeNull();
  expect(within(dialog()!).getByText('Tiempo de sesión').nextSibling).toHaveTextContent('60 minutos');
});

it('opens when the tab comes back after a check fell due while its timers slept', async () => {
  renderGame();
  await settle();
  // The server's clock moves on; the tab's timer did not fire (a background tab).
  serverNow += 25 * MINUTE;
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  await settle();
  expect(dialog()).not.toBeNull();
  expect(within(dialog()!).getByText('Tiempo de sesión').nextSibling).toHaveTextContent('45 minutos');
});

it('re-reads when the tab comes back before the check and waits for the server\'s time', async () => {
  renderGame();
  await settle();
  serverNow += 5 * MINUTE;
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  await settle();
  expect(calls(api.realityCheck)).toHaveLength(2);
  expect(dialog()).toBeNull();
  // 10 minutes were due at first; 5 of them have gone by on the server.
  await pass(5 * MINUTE);
  await settle();
  expect(dialog()).not.toBeNull();
});

it('does nothing while the checks are off, or for a visitor', async () => {
  minutes = 0;
  renderGame();
  await settle();
  await pass(120 * MINUTE);
  expect(calls(api.realityCheck)).toHaveLength(1);
  expect(dialog()).toBeNull();

  act(() => setSession(null));
  mockCallApi.mockClear();
  minutes = 30;
  await pass(120 * MINUTE);
  expect(calls(api.realityCheck)).toHaveLength(0);
});

it('tries a failed read again a minute later', async () => {
  failReads = true;
  renderGame();
  await settle();
  failReads = false;
  await pass(60_000);
  expect(calls(api.realityCheck)).toHaveLength(2);
  await pass(10 * MINUTE - 60_000);
  await settle();
  expect(dialog()).not.toBeNull();
});

it('"See my history" closes it and opens the bet record', async () => {
  renderGame();
  await settle();
  await pass(10 * MINUTE);
  await settle();
  fireEvent.click(within(dialog()!).getByRole('button', { name: 'Ver mi historial' }));
  await pass(200);
  expect(screen.getByTestId('where')).toHaveTextContent('/member/personalHistoryCopy');
  expect(dialog()).toBeNull();
});

it('"Log out" ends the session on the server and here, and goes home', async () => {
  renderGame();
  await settle();
  await pass(10 * MINUTE);
  await settle();
  fireEvent.click(within(dialog()!).getByRole('button', { name: 'Cerrar sesión' }));
  await settle();
  expect(calls(api.logout)).toHaveLength(1);
  expect(getSession()).toBeNull();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  await pass(200);
  expect(dialog()).toBeNull();
});

it('speaks English', async () => {
  await act(() => changeLanguage('en'));
  renderGame();
  await settle();
  await pass(10 * MINUTE);
  await settle();
  const shown = screen.getByRole('alertdialog', { name: 'Reality check' });
  expect(within(shown).getByText('Net position').nextSibling).toHaveTextContent(/^-P\s39\.50$/);
  for (const name of ['Keep playing', 'See my history', 'Log out']) expect(within(shown).getByRole('button', { name })).toBeInTheDocument();
});
