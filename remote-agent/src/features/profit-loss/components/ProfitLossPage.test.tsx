import { api, changeLanguage, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight } from '../../../testing/clock';
import { renderPage } from '../../../testing/render';
import { cellsOf, setUpReportTests, totalsIn } from '../../../testing/report-page';
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

const report = setUpReportTests(api.teamProfit, PAGE, /^Ganancias y pérdidas por miembro/);

it("shows each member's result in the period and the team's totals", async () => {
  renderPage(<ProfitLossPage />, '/agent/page?period=weekly');
  const rows = within(await report.table()).getAllByRole('row');
  expect(report.query()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
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
  expect(cellsOf(rows[1]!)).toEqual(['sub_1', '1', '12', formatMoney('1200.00'), formatMoney('900.00'), formatMoney('-300.00'), formatMoney('500.00'), formatMoney('100.00'), formatMoney('25.00')]);
  expect(cellsOf(rows[2]!)).toEqual(['deep_1', '2', '3', formatMoney('60.00'), formatMoney('150.00'), `+${formatMoney('90.00')}`, formatMoney('0.00'), formatMoney('0.00'), formatMoney('0.00')]);

  const total = totalsIn('Totales del período');
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
  await report.table();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Cuenta del miembro' }), 'sub_1{Enter}');
  await waitFor(() => expect(report.query()).toMatchObject({ account: 'sub_1', pageNo: 1 }));
  expect(view.params().get('account')).toBe('sub_1');
});

it('says when the team has no activity, and shows a translated error with Retry', async () => {
  report.answerWith(() => ({ list: [], totalPages: 0, totalCount: 0, totals: { ...PAGE.totals, betCount: 0 } }));
  const { unmount } = renderPage(<ProfitLossPage />);
  expect(await screen.findByText('No hay movimientos del equipo en este período')).toBeInTheDocument();
  unmount();

  await report.expectRetryAfterFailure(() => renderPage(<ProfitLossPage />), 'No se pudieron cargar las ganancias y pérdidas.');
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<ProfitLossPage />);
  expect(await screen.findByRole('table', { name: /^Profit and loss by member/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Period totals' })).toHaveTextContent(/Profit\/loss-P.210\.00 \(loss\)/);
});
