import { api, changeLanguage, formatClock, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight } from '../../../testing/clock';
import { renderPage } from '../../../testing/render';
import { cellsOf, setUpReportTests, totalsIn } from '../../../testing/report-page';
import IncomePage from './IncomePage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const TOTALS: api.IncomePage['totals'] = { dividend: '1500.00', daily: '918.75', hourly: '40.20', realtime: '3.15', fromDownline: '200.00', total: '2662.10' };
const PAGE: api.IncomePage = {
  list: [
    { id: 'i1', time: new Date(2026, 10, 23, 1, 0).toISOString(), kind: 'daily', amount: '918.75', reference: 'AC2-2026-11-22', detail: '2026-11-22' },
    { id: 'i2', time: new Date(2026, 10, 23, 9, 30).toISOString(), kind: 'fromDownline', amount: '200.00', reference: 'T20261123000004', detail: 'sub_1' },
  ],
  totalPages: 1,
  totalCount: 2,
  totals: TOTALS,
};
const EMPTY_TOTALS: api.IncomePage['totals'] = { dividend: '0.00', daily: '0.00', hourly: '0.00', realtime: '0.00', fromDownline: '0.00', total: '0.00' };

const report = setUpReportTests(api.agentIncome, PAGE, /^Mis ingresos/);

it('shows the totals per kind and the lines with their reference', async () => {
  renderPage(<IncomePage />);
  const rows = within(await report.table()).getAllByRole('row');
  expect(report.query()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });

  const total = totalsIn('Ingresos del período por tipo');
  expect(total('Dividendos')).toBe(formatMoney('1500.00'));
  expect(total('Salario diario')).toBe(formatMoney('918.75'));
  expect(total('Salario por hora')).toBe(formatMoney('40.20'));
  expect(total('Salario en tiempo real')).toBe(formatMoney('3.15'));
  expect(total('De subordinados')).toBe(formatMoney('200.00'));
  expect(total('Total')).toBe(formatMoney('2662.10'));

  expect(cellsOf(rows[1]!)).toEqual([formatClock(PAGE.list[0]!.time), 'Salario diario', formatMoney('918.75'), 'AC2-2026-11-22', 'Período 2026-11-22']);
  expect(cellsOf(rows[2]!)).toEqual([formatClock(PAGE.list[1]!.time), 'De subordinados', formatMoney('200.00'), 'T20261123000004', 'De sub_1']);
});

it('filters by kind through the URL', async () => {
  const view = renderPage(<IncomePage />);
  await report.table();
  const select = screen.getByRole('combobox', { name: 'Tipo de ingreso' });
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Todos',
    'Dividendos',
    'Salario diario',
    'Salario por hora',
    'Salario en tiempo real',
    'De subordinados',
  ]);
  await userEvent.selectOptions(select, 'Salario por hora');
  await waitFor(() => expect(report.query()).toMatchObject({ kind: 'hourly', pageNo: 1 }));
  expect(view.params().get('kind')).toBe('hourly');
});

it('keeps the totals in view and says when the period has no income', async () => {
  report.answerWith(() => ({ list: [], totalPages: 0, totalCount: 0, totals: EMPTY_TOTALS }));
  renderPage(<IncomePage />);
  expect(await screen.findByText('No hay ingresos en este período')).toBeInTheDocument();
  expect(totalsIn('Ingresos del período por tipo')('Total')).toBe(formatMoney('0.00'));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows a translated error with Retry', async () => {
  await report.expectRetryAfterFailure(() => renderPage(<IncomePage />), 'No se pudieron cargar sus ingresos.');
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<IncomePage />);
  expect(await screen.findByRole('table', { name: /^My income/ })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Income type' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Income of the period by type' })).toHaveTextContent('From downlines');
});
