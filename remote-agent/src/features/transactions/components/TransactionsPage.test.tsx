import { api, changeLanguage, formatClock, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight } from '../../../testing/clock';
import { renderPage } from '../../../testing/render';
import { cellsOf, setUpReportTests, totalsIn } from '../../../testing/report-page';
import TransactionsPage from './TransactionsPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const line = (id: string, overrides: Partial<api.AccountRecord> = {}): api.AccountRecord => ({
  id,
  time: new Date(2026, 10, 23, 1, 0, Number(id.slice(1))).toISOString(),
  type: 'agentSalary',
  wallet: 'MAIN',
  walletName: 'MAIN',
  amount: '918.75',
  balanceAfter: '1918.75',
  reference: 'AC2-2026-11-22',
  ...overrides,
});
const PAGE: api.AccountRecordPage = {
  list: [
    line('L1'),
    line('L2', { type: 'downlineTransfer', amount: '-500.00', balanceAfter: '1418.75', reference: 'T20261123000007' }),
    line('L3', { type: 'agentDividend', amount: '1500.00', balanceAfter: '2918.75', reference: 'AC6-2026-11-H1' }),
  ],
  totalPages: 4,
  totalCount: 63,
  totals: { credit: '2418.75', debit: '-500.00', net: '1918.75' },
};

const report = setUpReportTests(api.accountRecords, PAGE, /^Detalle de transacciones/);

it("shows the agent's ledger lines, contract pay and transfers named, with the period's totals", async () => {
  renderPage(<TransactionsPage />);
  const rows = within(await report.table()).getAllByRole('row');
  expect(report.query()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
  expect(cellsOf(rows[1]!)).toEqual([formatClock(PAGE.list[0]!.time), 'Salario de agente', 'Billetera principal', `+${formatMoney('918.75')}`, formatMoney('1918.75'), 'AC2-2026-11-22']);
  expect(cellsOf(rows[2]!)).toEqual([formatClock(PAGE.list[1]!.time), 'Transferencia a un subordinado', 'Billetera principal', formatMoney('-500.00'), formatMoney('1418.75'), 'T20261123000007']);
  expect(cellsOf(rows[3]!)[1]).toBe('Dividendo de agente');

  const total = totalsIn('Totales del período');
  expect(total('Entradas')).toBe(`+${formatMoney('2418.75')}`);
  expect(total('Salidas')).toBe(formatMoney('-500.00'));
  expect(total('Neto')).toBe(`+${formatMoney('1918.75')}`);
  expect(screen.getByText('Página 1 de 4')).toBeInTheDocument();
});

it('filters by type, the agent types included, and pages', async () => {
  const view = renderPage(<TransactionsPage />);
  await report.table();
  const select = screen.getByRole('combobox', { name: 'Tipo de movimiento' });
  const options = within(select).getAllByRole('option').map((option) => option.textContent);
  expect(options).toHaveLength(api.ACCOUNT_RECORD_TYPES.length + 1);
  expect(options).toEqual(expect.arrayContaining(['Salario de agente', 'Dividendo de agente', 'Transferencia a un subordinado', 'Transferencia al superior']));
  await userEvent.selectOptions(select, 'Dividendo de agente');
  await waitFor(() => expect(report.query()).toMatchObject({ type: 'agentDividend', pageNo: 1 }));
  expect(view.params().get('type')).toBe('agentDividend');

  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(report.query()).toMatchObject({ type: 'agentDividend', pageNo: 2 }));
});

it('says when the period has no transactions, and shows a translated error with Retry', async () => {
  report.answerWith(() => ({ list: [], totalPages: 0, totalCount: 0, totals: { credit: '0.00', debit: '0.00', net: '0.00' } }));
  const { unmount } = renderPage(<TransactionsPage />);
  expect(await screen.findByText('No hay transacciones en este período')).toBeInTheDocument();
  unmount();

  await report.expectRetryAfterFailure(() => renderPage(<TransactionsPage />), 'No se pudieron cargar las transacciones.');
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<TransactionsPage />);
  const rows = within(await screen.findByRole('table', { name: /^Transaction details/ })).getAllByRole('row');
  expect(cellsOf(rows[2]!)[1]).toBe('Transfer to a downline');
  expect(screen.getByRole('combobox', { name: 'Transaction type' })).toBeInTheDocument();
});
