import { api, changeLanguage, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight } from '../../../testing/clock';
import { lastPayload, onApi } from '../../../testing/shared-mock';
import { ME, settlement } from '../testing/fixtures';
import { renderWithDialogs as renderPage, setUpContractTests } from '../testing/render';
import DailyWagesPage from './DailyWagesPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const RECEIVED = [settlement(), settlement({ period: '2026-11-23', periodStart: midnight(2026, 11, 23), periodEnd: midnight(2026, 11, 24), status: 'pending', amount: '120.00', settledAt: null, reference: null })];
const PAID = [settlement({ contractId: '9', agentAccount: ME, payeeAccount: 'sub_1', amount: '45.10', rate: '0.80', reference: 'AC9-2026-11-22' })];

let answerFor: (query: api.SettlementQuery) => api.SettlementPage;

const table = () => screen.findByRole('table', { name: /^Liquidaciones de salario diario/ });
const settlementsQuery = () => lastPayload<api.SettlementQuery>(api.settlementRecords.path);

setUpContractTests();

beforeEach(() => {
  onApi(api.consolidated.path, () => ({ contracts: [] }));
  onApi(api.downlines.path, () => ({ list: [], totalPages: 0, totalCount: 0, path: [ME] }));
  answerFor = ({ role }) =>
    role === 'paid'
      ? { list: PAID, totalPages: 1, totalCount: 1, contracts: [], totals: { paid: '45.10', pending: '0.00' } }
      : { list: RECEIVED, totalPages: 3, totalCount: 41, contracts: [], totals: { paid: '918.75', pending: '120.00' } };
  onApi(api.settlementRecords.path, (query: api.SettlementQuery) => answerFor(query));
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

it('shows the received settlements of the period with their figures, status and totals', async () => {
  renderPage(<DailyWagesPage />);
  const rows = within(await table()).getAllByRole('row');
  expect(settlementsQuery()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), type: 'daily', role: 'received', pageNo: 1, pageSize: 20 });
  expect(screen.getByRole('tab', { name: 'Recibidas' })).toHaveAttribute('aria-selected', 'true');
  expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Período',
    'Tamaño del equipo',
    'Miembros activos',
    'Apuesta válida',
    'Ganancia/pérdida',
    'Tasa',
    'Importe',
    'Estado',
    'Referencia',
  ]);
  expect(cells(rows[1]!)).toEqual(['2026/11/22', '42', '17', formatMoney('61250.00'), formatMoney('-3200.50'), '1,50\u00a0%', formatMoney('918.75'), 'Pagado', 'AC2-2026-11-22']);
  expect(cells(rows[2]!)).toEqual(['2026/11/23', '42', '17', formatMoney('61250.00'), formatMoney('-3200.50'), '1,50\u00a0%', formatMoney('120.00'), 'Pendiente', '—Sin referencia']);

  const totals = screen.getByRole('region', { name: 'Totales del período' });
  const total = (label: string) => within(totals).getByText(label).nextSibling?.textContent;
  expect(total('Pagado')).toBe(formatMoney('918.75'));
  expect(total('Pendiente')).toBe(formatMoney('120.00'));
  expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
});

it('switches to the settlements paid to the downlines, with the downline column, kept in the URL', async () => {
  const view = renderPage(<DailyWagesPage />);
  await table();
  await userEvent.click(screen.getByRole('tab', { name: 'Pagadas a mis subordinados' }));
  await waitFor(() => expect(settlementsQuery()).toMatchObject({ role: 'paid', pageNo: 1 }));
  expect(view.params().get('role')).toBe('paid');
  const rows = within(await table()).getAllByRole('row');
  await waitFor(() => expect(within(rows[0]!).getAllByRole('columnheader')[1]).toHaveTextContent('Subordinado'));
  expect(cells(within(await table()).getAllByRole('row')[1]!)).toEqual([
    '2026/11/22',
    'sub_1',
    '42',
    '17',
    formatMoney('61250.00'),
    formatMoney('-3200.50'),
    '0,80\u00a0%',
    formatMoney('45.10'),
    'Pagado',
    'AC9-2026-11-22',
  ]);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Pagadas a mis subordinados');
});

it('follows the period picker and pages through the URL', async () => {
  const view = renderPage(<DailyWagesPage />, '/agent/page?period=monthly');
  await table();
  expect(settlementsQuery()).toMatchObject({ from: midnight(2026, 11, 1), to: midnight(2026, 11, 24) });
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(settlementsQuery()).toMatchObject({ pageNo: 2 }));
  expect(view.params().get('page')).toBe('2');
  await userEvent.click(screen.getByRole('button', { name: 'Semanal' }));
  await waitFor(() => expect(settlementsQuery()).toMatchObject({ from: midnight(2026, 11, 23), pageNo: 1 }));
});

it('says when the period has no settlements and offers the month', async () => {
  answerFor = () => ({ list: [], totalPages: 0, totalCount: 0, contracts: [], totals: { paid: '0.00', pending: '0.00' } });
  renderPage(<DailyWagesPage />);
  expect(await screen.findByText('No hay liquidaciones en este período')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ver el mes actual' }));
  await waitFor(() => expect(settlementsQuery()).toMatchObject({ from: midnight(2026, 11, 1) }));
});

it('shows the settlements as cards on a phone', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  try {
    renderPage(<DailyWagesPage />);
    const cards = within(await screen.findByRole('list', { name: /^Liquidaciones de salario diario/ })).getAllByRole('listitem');
    expect(screen.queryByRole('table', { name: /^Liquidaciones/ })).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Importe').nextSibling?.textContent).toBe(formatMoney('918.75'));
  } finally {
    window.matchMedia = matchMedia;
  }
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<DailyWagesPage />);
  expect(await screen.findByRole('table', { name: /^daily salary settlements/ })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Paid to my downlines' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Period totals' })).toBeInTheDocument();
});
