import { api, callApi, changeLanguage, initI18n } from '@suite/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { answerApi } from '../../../test/fake-api';
import { JackpotCounter } from '../../jackpot/components/JackpotCounter';
import { forgetServerClock } from '../../jackpot/use-jackpot';
import { WinnersTicker } from './WinnersTicker';
import { MemoryRouter } from '@suite/shared';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

const NBSP = '\u00a0';
const WINNERS: api.Winner[] = [
  { account: 'de***r', gameName: 'Golden Dragon', vendor: 'Spinix Studios', amount: '1234.50', time: '2026-11-27T10:00:00.000Z' },
  { account: 'ab***z', gameName: 'Lotería rápida 3 min', vendor: 'TCG', amount: '500.00', time: '2026-11-27T09:00:00.000Z' },
];

let server: ReturnType<typeof answerApi>;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const renderTicker = (ui = <WinnersTicker />) => render(<MemoryRouter>{ui}</MemoryRouter>);

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => {
  preferReducedMotion(false);
  server = answerApi(callApi, {
    [api.winnerBoard.path]: () => WINNERS,
    [api.jackpot.path]: () => {
      throw new Error('not in this test');
    },
  });
});

afterEach(async () => {
  jest.useRealTimers();
  await changeLanguage('es');
});

describe('the winners ticker', () => {
  it('scrolls the latest big wins by, aria-live off, with a named pause button', async () => {
    const { container } = renderTicker();
    const section = await screen.findByRole('region', { name: 'Últimos premios' });
    const list = within(section).getByRole('list', { name: 'Grandes premios recientes' });
    expect(list).toHaveAttribute('aria-live', 'off');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `de***r ganó P${NBSP}1.234,50 en Golden Dragon`,
      `ab***z ganó P${NBSP}500,00 en Lotería rápida 3 min`,
    ]);
    // The second copy, for a seamless loop, is hidden from assistive tech.
    expect(container.querySelectorAll('ul[aria-hidden="true"]')).toHaveLength(1);
    expect(section).toHaveClass('gms-winners--moving');

    fireEvent.click(within(section).getByRole('button', { name: 'Pausar los ganadores' }));
    expect(section).not.toHaveClass('gms-winners--moving');
    fireEvent.click(within(section).getByRole('button', { name: 'Reproducir los ganadores' }));
    expect(section).toHaveClass('gms-winners--moving');
    expect(within(section).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/promotions');
  });

  it('stands still with reduced motion: no scroll, no copy, no button', async () => {
    preferReducedMotion(true);
    const { container } = renderTicker();
    const section = await screen.findByRole('region', { name: 'Últimos premios' });
    expect(section).not.toHaveClass('gms-winners--moving');
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('speaks English and asks the board again every 30 s', async () => {
    jest.useFakeTimers();
    await changeLanguage('en');
    renderTicker();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const section = screen.getByRole('region', { name: 'Latest wins' });
    const lines = within(section).getByRole('list', { name: 'Recent big wins' });
    expect(within(lines).getAllByRole('listitem')[0]).toHaveTextContent("de***r won P 1,234.50 on Golden Dragon");
    expect(within(section).getByRole('button', { name: 'Pause the winners' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(server.calls(api.winnerBoard.path)).toHaveLength(2);
  });

  it('keeps its box with a line while the board is empty, and renders nothing when it cannot be read', async () => {
    server = answerApi(callApi, { [api.winnerBoard.path]: () => [] });
    const empty = renderTicker();
    const section = await screen.findByRole('region', { name: 'Últimos premios' });
    expect(await within(section).findByText('El próximo gran premio puede ser el suyo.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(section).not.toHaveClass('gms-winners--moving');
    empty.unmount();
    server = answerApi(callApi, {});
    const failed = renderTicker();
    await waitFor(() => expect(server.calls(api.winnerBoard.path)).toHaveLength(2));
    expect(failed.container.querySelector('section')).toBeNull();
  });
});

describe('the jackpot ticker', () => {
  // 10:00:01 UTC: 12,000 steps after midnight.
  const TEN_AM = Date.UTC(2026, 10, 22, 10, 0, 1);

  it("counts the same figure as the hall's counter at the same moment, with a way to the slots", async () => {
    jest.useFakeTimers({ now: TEN_AM });
    const hall = renderTicker(<JackpotCounter />);
    act(() => jest.advanceTimersByTime(1500));
    // The ticker starts 1.5 s later, between two steps: it still shows the hall's figure, and both step together.
    const ticker = renderTicker(<JackpotCounter variant="ticker" />);
    const figures = () => [hall, ticker].map((view) => within(view.container).getByTestId('jackpot-amount').textContent);
    expect(figures()).toEqual([`P${NBSP}11.981.320,00`, `P${NBSP}11.981.320,00`]);
    act(() => jest.advanceTimersByTime(1499));
    expect(figures()).toEqual([`P${NBSP}11.981.485,11`, `P${NBSP}11.981.485,11`]);
    expect(within(ticker.container).getByRole('link', { name: 'Jugar' })).toHaveAttribute('href', '/rng');
    expect(within(hall.container).queryByRole('link')).toBeNull();
  });

  it("follows the API's clock when the device's is off", async () => {
    jest.useFakeTimers({ now: TEN_AM });
    // The API says it is one minute later: 20 steps more.
    server = answerApi(callApi, {
      [api.jackpot.path]: (): api.Jackpot => ({ amount: '0.00', step: '165.11', intervalMs: 3000, serverTime: new Date(TEN_AM + 60_000).toISOString() }),
    });
    forgetServerClock();
    const { getByTestId } = renderTicker(<JackpotCounter variant="ticker" />);
    await waitFor(() => expect(getByTestId('jackpot-amount').textContent).toBe(`P${NBSP}11.984.622,20`));
  });
});
