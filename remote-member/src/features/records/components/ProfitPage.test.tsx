import { changeLanguage, formatMoney, initI18n, api, loadDatePlugins } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMemberTranslations } from '../../../i18n';
import { captureDownloads, fakeServer, readBlob, setToday } from '../test/fake-server';
import { renderPage } from '../test/render';
import ProfitPage from './ProfitPage';

jest.mock('@suite/shared', () => jest.requireActual('../test/shared-mock').sharedMock());

const TODAY = new Date(2026, 10, 23, 15, 30);
const midnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

const PROFIT: api.PersonalProfit = {
  byGameType: [
    { gameType: 'RNG', betCount: 120, stake: '1200.00', win: '1000.00', profit: '-200.00' },
    { gameType: 'LIVE', betCount: 10, stake: '300.00', win: '350.50', profit: '50.50' },
  ],
  totals: { betCount: 130, stake: '1500.00', win: '1350.50', profit: '-149.50' },
  deposits: '2000.00',
  withdrawals: '500.00',
  bonuses: '25.00',
};

let server: ReturnType<typeof fakeServer>;
let answer: () => unknown;
const lastQuery = () => server.last<api.PeriodQuery>(api.personalProfit.path);

beforeAll(async () => {
  await initI18n();
  // The centre loads the date plugins with a record page's chunk (page-components.ts).
  await loadDatePlugins();
  registerMemberTranslations();
});

beforeEach(() => {
  setToday(TODAY);
  answer = () => PROFIT;
  server = fakeServer({ [api.personalProfit.path]: () => answer() });
});

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await changeLanguage('es');
});

it('shows the summary and the result by game type with a totals row', async () => {
  renderPage(<ProfitPage />, '/member/page?period=semimonthly');
  const table = await screen.findByRole('table', { name: /^Ganancia y pérdida por tipo de juego/ });
  expect(lastQuery()).toEqual({ from: midnight(2026, 11, 16), to: midnight(2026, 11, 24) });

  const summary = screen.getByRole('region', { name: 'Resumen del período' });
  const figure = (label: string) => within(summary).getByText(label).nextSibling?.textContent;
  expect(figure('Depósitos')).toBe(formatMoney('2000.00'));
  expect(figure('Retiros')).toBe(formatMoney('500.00'));
  expect(figure('Bonos')).toBe(formatMoney('25.00'));
  expect(figure('Total apostado')).toBe(formatMoney('1500.00'));
  expect(figure('Total ganado')).toBe(formatMoney('1350.50'));
  expect(figure('Ganancia/pérdida')).toBe(`${formatMoney('-149.50')} (pérdida)`);

  const rows = within(table).getAllByRole('row');
  const texts = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
  expect(texts(rows[1]!)).toEqual(['Tragamonedas', '120', formatMoney('1200.00'), formatMoney('1000.00'), formatMoney('-200.00')]);
  expect(texts(rows[2]!)).toEqual(['Casino en vivo', '10', formatMoney('300.00'), formatMoney('350.50'), `+${formatMoney('50.50')}`]);
  expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Total');
  expect(texts(rows[3]!)).toEqual(['Total', '130', formatMoney('1500.00'), formatMoney('1350.50'), formatMoney('-149.50')]);
});

it('says when there are no bets, still showing money in and out', async () => {
  answer = () => ({
    ...PROFIT,
    byGameType: [],
    totals: { betCount: 0, stake: '0.00', win: '0.00', profit: '0.00' },
  });
  renderPage(<ProfitPage />);
  expect(await screen.findByText('No hay apuestas en este período')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('Depósitos').nextSibling?.textContent).toBe(formatMoney('2000.00'));
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
});

it('speaks English too, and exports the table as CSV', async () => {
  await changeLanguage('en');
  const files = captureDownloads();
  renderPage(<ProfitPage />, '/member/page?from=2026-10-01&to=2026-10-31');
  await screen.findByRole('table', { name: 'Profit and loss by game type, 2026/10/01 – 2026/10/31' });
  expect(lastQuery()).toEqual({ from: midnight(2026, 10, 1), to: midnight(2026, 11, 1) });
  expect(screen.getByRole('group', { name: 'Period type' })).toBeInTheDocument();
  expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(files[0]!.name).toBe('personal-profit-2026-10-01_2026-10-31.csv');
  expect((await readBlob(files[0]!.blob)).split('\r\n')).toEqual([
    'Game type,Bets,Stake,Win,Profit/loss',
    'Slots,120,1200.00,1000.00,-200.00',
    'Live casino,10,300.00,350.50,50.50',
    'Total,130,1500.00,1350.50,-149.50',
    '',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Weekly' }));
  await waitFor(() => expect(lastQuery()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24) }));
});
