import { api, changeLanguage, formatClock, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight } from '../../../testing/clock';
import { renderPage } from '../../../testing/render';
import { cellsOf, setUpReportTests, totalsIn } from '../../../testing/report-page';
import TeamBettingPage from './TeamBettingPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const bet = (id: string, overrides: Partial<api.TeamBet> = {}): api.TeamBet => ({
  id,
  time: new Date(2026, 10, 23, 10, 0, 1).toISOString(),
  account: 'sub_1',
  source: 'game',
  gameType: 'RNG',
  gameName: 'Fortune Tiger',
  stake: '100.00',
  win: '250.00',
  profit: '150.00',
  status: 'settled',
  ...overrides,
});
const PAGE: api.TeamBetPage = {
  list: [bet('b1'), bet('b2', { account: 'deep_1', source: 'lottery', gameType: 'LOTT', gameName: 'Lotto 6/45', stake: '20.00', win: '0.00', profit: '-20.00', status: 'open' })],
  totalPages: 2,
  totalCount: 1234,
  totals: { count: 1234, stake: '98765.40', win: '91000.00', profit: '-7765.40' },
};

const report = setUpReportTests(api.teamBets, PAGE, /^Apuestas del equipo/);

it("shows the team's bets of today with the totals of the period", async () => {
  renderPage(<TeamBettingPage />);
  expect(screen.getByRole('status', { name: 'Cargando la página…' })).toBeInTheDocument();
  const rows = within(await report.table()).getAllByRole('row');
  expect(report.query()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
  expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Fecha y hora',
    'Cuenta',
    'Juego',
    'Tipo de juego',
    'Apuesta',
    'Premio',
    'Ganancia/pérdida',
    'Estado',
  ]);
  expect(cellsOf(rows[1]!)).toEqual([formatClock(PAGE.list[0]!.time), 'sub_1', 'Fortune Tiger', 'Tragamonedas', formatMoney('100.00'), formatMoney('250.00'), `+${formatMoney('150.00')}`, 'Liquidada']);
  expect(cellsOf(rows[2]!)).toEqual([formatClock(PAGE.list[1]!.time), 'deep_1', 'Lotto 6/45', 'Lotería', formatMoney('20.00'), formatMoney('0.00'), formatMoney('-20.00'), 'Abierta']);

  const total = totalsIn('Totales del período');
  expect(total('Apuestas')).toBe('1234');
  expect(total('Total apostado')).toBe(formatMoney('98765.40'));
  expect(total('Total de premios')).toBe(formatMoney('91000.00'));
  expect(total('Ganancia/pérdida')).toBe(`${formatMoney('-7765.40')} (pérdida)`);
  expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
});

it('filters by one account, kept in the URL, and clears it', async () => {
  const view = renderPage(<TeamBettingPage />, '/agent/page?page=2');
  await report.table();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Cuenta del miembro' }), ' deep_1 ');
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(report.query()).toMatchObject({ account: 'deep_1', pageNo: 1 }));
  expect(view.params().get('account')).toBe('deep_1');
  expect(screen.getByText('Mostrando solo la cuenta deep_1.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Quitar el filtro' }));
  await waitFor(() => expect(report.query()).not.toHaveProperty('account'));
  expect(screen.getByRole('searchbox', { name: 'Cuenta del miembro' })).toHaveValue('');
});

it('follows the period picker', async () => {
  renderPage(<TeamBettingPage />);
  await report.table();
  await userEvent.click(screen.getByRole('button', { name: 'Quincenal' }));
  await waitFor(() => expect(report.query()).toMatchObject({ from: midnight(2026, 11, 16), to: midnight(2026, 11, 24) }));
  await userEvent.click(screen.getByRole('button', { name: '30 días anteriores' }));
  await waitFor(() => expect(report.query()).toMatchObject({ from: midnight(2026, 10, 17), to: midnight(2026, 10, 25) }));
});

it('says when there are no bets (for the account searched)', async () => {
  report.answerWith(() => ({ list: [], totalPages: 0, totalCount: 0, totals: { count: 0, stake: '0.00', win: '0.00', profit: '0.00' } }));
  renderPage(<TeamBettingPage />, '/agent/page?account=deep_1');
  expect(await screen.findByText('No hay apuestas de deep_1 en este período')).toBeInTheDocument();
  expect(report.query()).toMatchObject({ account: 'deep_1' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
});

it('shows a translated error with Retry', async () => {
  await report.expectRetryAfterFailure(() => renderPage(<TeamBettingPage />), 'No se pudieron cargar las apuestas del equipo.');
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<TeamBettingPage />);
  expect(await screen.findByRole('table', { name: /^Team bets/ })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Filter by account' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Period totals' })).toHaveTextContent('1,234');
});
