import { api, ApiError, changeLanguage, formatMoney, loadDatePlugins } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight, setToday } from '../../../testing/clock';
import { lastPayload, onApi, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../../../testing/render';
import ProfitLossPage from './ProfitLossPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const member = (account: string, overrides: Partial<api.MemberProfit> = {}): api.MemberProfit => ({
  account,
  level: 1,
  betCount: 12,
  validBet: '1200.00',
  win: '900.00',
  profitLoss: '-300.00',
  deposits: '500.00',
  withdrawals: '100.00',
  bonuses: '25.00',
  ...overrides,
});
const PAGE: api.TeamProfitPage = {
  list: [member('sub_1'), member('deep_1', { level: 2, betCount: 3, validBet: '60.00', win: '150.00', profitLoss: '90.00', deposits: '0.00', withdrawals: '0.00', bonuses: '0.00' })],
  totalPages: 1,
  totalCount: 2,
  totals: { betCount: 15, validBet: '1260.00', win: '1050.00', profitLoss: '-210.00', deposits: '500.00', withdrawals: '100.00', bonuses: '25.00' },
};

let answer: (query: api.TeamProfitQuery) => unknown;
const query = () => lastPayload<api.TeamProfitQuery>(api.teamProfit.path);
const table = () => screen.findByRole('table', { name: /^Ganancias y pérdidas por miembro/ });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeAll(async () => {
  await setUpTexts();
  await loadDatePlugins();
});

beforeEach(async () => {
  resetApi();
  setToday(new Date(2026, 10, 23, 15, 30));
  await changeLanguage('es');
  answer = () => PAGE;
  onApi(api.teamProfit.path, (payload: api.TeamProfitQuery) => answer(payload));
});

afterEach(() => jest.useRealTimers());

it("shows each member's result in the period and the team's totals", async () => {
  renderPage(<ProfitLossPage />, '/agent/page?period=weekly');
  const rows = within(await table()).getAllByRole('row');
  expect(query()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
  expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Cuenta',
    'Nivel',
    'Apuestas',
    'Apuesta válida',
    'Premios',
    'Ganancia/pérdida',
    'Depósitos',
    'Retiros',
    'Bonos',
  ]);
  expect(cells(rows[1]!)).toEqual(['sub_1', '1', '12', formatMoney('1200.00'), formatMoney('900.00'), formatMoney('-300.00'), formatMoney('500.00'), formatMoney('100.00'), formatMoney('25.00')]);
  expect(cells(rows[2]!)).toEqual(['deep_1', '2', '3', formatMoney('60.00'), formatMoney('150.00'), `+${formatMoney('90.00')}`, formatMoney('0.00'), formatMoney('0.00'), formatMoney('0.00')]);

  const totals = screen.getByRole('region', { name: 'Totales del período' });
  const total = (label: string) => within(totals).getByText(label).nextSibling?.textContent;
  expect(total('Apuestas')).toBe('15');
  expect(total('Apuesta válida')).toBe(formatMoney('1260.00'));
  expect(total('Ganancia/pérdida')).toBe(`${formatMoney('-210.00')} (pérdida)`);
  expect(total('Depósitos')).toBe(formatMoney('500.00'));
  expect(total('Bonos')).toBe(formatMoney('25.00'));
  // One page: no pager.
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('filters by one account', async () => {
  const view = renderPage(<ProfitLossPage />);
  await table();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Cuenta del miembro' }), 'sub_1{Enter}');
  await waitFor(() => expect(query()).toMatchObject({ account: 'sub_1', pageNo: 1 }));
  expect(view.params().get('account')).toBe('sub_1');
});

it('says when the team has no activity, and shows a translated error with Retry', async () => {
  answer = () => ({ list: [], totalPages: 0, totalCount: 0, totals: { ...PAGE.totals, betCount: 0 } });
  const { unmount } = renderPage(<ProfitLossPage />);
  expect(await screen.findByText('No hay movimientos del equipo en este período')).toBeInTheDocument();
  unmount();

  let fail = true;
  answer = () => {
    if (fail) throw new ApiError('network');
    return PAGE;
  };
  renderPage(<ProfitLossPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar las ganancias y pérdidas.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await table()).toBeInTheDocument();
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<ProfitLossPage />);
  expect(await screen.findByRole('table', { name: /^Profit and loss by member/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Period totals' })).toHaveTextContent(/Profit\/loss-P.210\.00 \(loss\)/);
});
