import { act, render, screen, within } from '@testing-library/react';
import { api, changeLanguage, initI18n, MemoryRouter } from '@suite/shared';
import type { ReactElement } from 'react';
import PopularLotteriesWidget from '../../../exposes/popular-lotteries';
import RegionalNumbersWidget from '../../../exposes/regional-numbers';
import { onApi, requestsTo, resetApi } from '../../../testing/api-mock';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/api-mock').sharedWithFakeApi());

function popular(language: api.Language): api.PopularLottery[] {
  return [
    { gameId: 'VN_MB', gameName: 'Miền Bắc', gameCode: 'VN_MB', vendor: 'TCG_LOTTO_VN', prizeMode: 'SEA', imageUrl: null, numero: '20260131', remainTime: 90_000 },
    {
      gameId: 'FAST_1M',
      gameName: language === 'en' ? 'Fast lottery 1 min' : 'Lotería rápida 1 min',
      gameCode: 'FAST_1M',
      vendor: 'TCG_SEA',
      prizeMode: 'SEA',
      imageUrl: null,
      numero: '202601310901',
      remainTime: 20_000,
    },
  ];
}

const REGIONAL: api.OpenedNumero[] = [
  { gameId: 'VN_MB', gameCode: 'VN_MB', gameName: 'Miền Bắc', numero: '20260130', winningNumber: '01234', winningTime: '2026-01-30T11:15:00.000Z' },
  { gameId: 'VN_HCM', gameCode: 'VN_HCM', gameName: 'TP. Hồ Chí Minh', numero: '20260126', winningNumber: '98765432', winningTime: '2026-01-26T09:15:00.000Z' },
];

async function settle() {
  await act(async () => undefined);
}

function renderWidget(widget: ReactElement) {
  return render(<MemoryRouter>{widget}</MemoryRouter>);
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  jest.useFakeTimers({ now: new Date('2026-01-31T08:00:10.000Z') });
  resetApi();
  onApi(api.popularLotteries, (query) => popular(query.language));
  onApi(api.regionalNumbers, () => REGIONAL);
  await changeLanguage('es');
});

afterEach(() => jest.useRealTimers());

describe('popular lotteries widget', () => {
  it('lists the 20 most played lotteries with a countdown and a link to each', async () => {
    renderWidget(<PopularLotteriesWidget />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Loterías populares' })).toBeInTheDocument();
    expect(requestsTo(api.popularLotteries)).toEqual([{ count: 20, prizeMode: 'SEA', device: 'WEB', language: 'es' }]);
    const link = screen.getByRole('link', { name: 'Lotería rápida 1 min' });
    expect(link).toHaveAttribute('href', '/lottery?gameCode=FAST_1M&vendor=TCG_SEA');
    const item = link.closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Sorteo 202601310901');
    expect(within(item).getByRole('timer')).toHaveTextContent('00:00:20');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(within(item).getByRole('timer')).toHaveTextContent('00:00:19');
  });

  it('refreshes when the soonest draw is due, and follows the language', async () => {
    renderWidget(<PopularLotteriesWidget />);
    await settle();
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(requestsTo(api.popularLotteries)).toHaveLength(2);
    await act(() => changeLanguage('en'));
    await settle();
    expect(screen.getByRole('heading', { name: 'Popular lotteries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fast lottery 1 min' })).toBeInTheDocument();
    expect(screen.getByText(/Draw 202601310901/)).toBeInTheDocument();
  });

  it('renders nothing when no lottery is open, so home shows no empty box', async () => {
    onApi(api.popularLotteries, () => []);
    const { container } = renderWidget(<PopularLotteriesWidget />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Sin datos')).not.toBeInTheDocument();
  });
});

describe('regional numbers widget', () => {
  it('shows the latest 100 regional results with six digits at most and YYYY.MM.DD dates', async () => {
    renderWidget(<RegionalNumbersWidget />);
    await settle();
    expect(requestsTo(api.regionalNumbers)).toEqual([{ count: 100, language: 'es' }]);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Lotería', 'Sorteo', 'Fecha', 'Números']);
    const hcm = within(table).getByRole('row', { name: /TP. Hồ Chí Minh/ });
    expect(hcm).toHaveTextContent('20260126');
    expect(hcm).toHaveTextContent('2026.01.26');
    expect(hcm.querySelector('.lot-digits')?.textContent).toBe('987654');
  });

  it('lets a keyboard reach and scroll the results list, named after the widget', async () => {
    renderWidget(<RegionalNumbersWidget />);
    await settle();
    const list = screen.getByRole('group', { name: 'Resultados regionales' });
    expect(list).toContainElement(screen.getByRole('table'));
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('shows every one of the 100 results the API answers once history exists', async () => {
    const hundred: api.OpenedNumero[] = Array.from({ length: 100 }, (_, index) => ({
      gameId: `VN_${index}`,
      gameCode: `VN_${index}`,
      gameName: `Lotería ${index}`,
      numero: `2026${String(index).padStart(4, '0')}`,
      winningNumber: '123456789',
      winningTime: '2026-11-28T09:15:00.000Z',
    }));
    onApi(api.regionalNumbers, () => hundred);
    renderWidget(<RegionalNumbersWidget />);
    await settle();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(100);
    expect(rows[99]).toHaveTextContent('Lotería 99');
    expect(rows[99]).toHaveTextContent('20260099');
    expect(rows[99]).toHaveTextContent('2026.11.28');
    expect(rows[0]?.querySelector('.lot-digits')?.textContent).toBe('123456');
    expect(screen.queryByText('Sin datos')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    let answer: (value: api.OpenedNumero[]) => void = () => undefined;
    onApi(api.regionalNumbers, () => new Promise<api.OpenedNumero[]>((resolve) => (answer = resolve)));
    renderWidget(<RegionalNumbersWidget />);
    await settle();
    const section = screen.getByRole('region', { name: 'Resultados regionales' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('list', { name: 'Cargando resultados regionales' }).children).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => answer(REGIONAL));
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('list', { name: 'Cargando resultados regionales' })).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('explains an empty history and links to the Vietnam lotteries', async () => {
    onApi(api.regionalNumbers, () => []);
    renderWidget(<RegionalNumbersWidget />);
    await settle();
    expect(screen.getByText('Aún no hay resultados regionales. Aparecerán tras el primer sorteo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las loterías de Vietnam' })).toHaveAttribute('href', '/vnlottery');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    await changeLanguage('en');
    renderWidget(<RegionalNumbersWidget />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Regional results' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Lottery', 'Draw', 'Date', 'Numbers']);
  });

  it('says so when the results cannot be loaded', async () => {
    onApi(api.regionalNumbers, () => {
      throw new (jest.requireActual<typeof import('@suite/shared')>('@suite/shared').ApiError)('network');
    });
    renderWidget(<RegionalNumbersWidget />);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace de red es anormal');
  });
});
