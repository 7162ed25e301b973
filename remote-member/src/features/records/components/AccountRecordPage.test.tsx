import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, formatClock, formatMoney, initI18n, loadDatePlugins, publishLiveEvent } from '@suite/shared';
import { registerMemberTranslations } from '../../../i18n';
import { captureDownloads, fakeServer, readBlob, setToday } from '../test/fake-server';
import { renderPage } from '../test/render';
import AccountRecordPage from './AccountRecordPage';

jest.mock('@suite/shared', () => jest.requireActual('../test/shared-mock').sharedMock());

const TODAY = new Date(2026, 10, 23, 15, 30); // Monday 2026-11-23, local time
const midnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

function line(index: number, overrides: Partial<api.AccountRecord> = {}): api.AccountRecord {
  return {
    id: `L${index}`,
    time: new Date(2026, 10, 23, 10, 0, index).toISOString(),
    type: 'deposit',
    wallet: 'MAIN',
    walletName: 'MAIN',
    amount: '100.00',
    balanceAfter: `${100 + index}.00`,
    reference: `D2026112300000${index}`,
    ...overrides,
  };
}

const PAGE: api.AccountRecordPage = {
  list: [
    line(1),
    line(2, { type: 'bet', wallet: 'SPX', walletName: 'Spinix Studios', amount: '-25.50', reference: 'R-1, "big"' }),
  ],
  totalPages: 3,
  totalCount: 42,
  totals: { credit: '1500.00', debit: '-320.25', net: '1179.75' },
};

let server: ReturnType<typeof fakeServer>;
let answer: (query: api.AccountRecordQuery) => unknown;

const lastQuery = () => server.last<api.AccountRecordQuery>(api.accountRecords.path);
const table = () => screen.findByRole('table', { name: /^Movimientos de la cuenta/ });

beforeAll(async () => {
  await initI18n();
  // The centre loads the date plugins with a record page's chunk (page-components.ts).
  await loadDatePlugins();
  registerMemberTranslations();
});

beforeEach(() => {
  setToday(TODAY);
  answer = () => PAGE;
  server = fakeServer({ [api.accountRecords.path]: (query: api.AccountRecordQuery) => answer(query) });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('asks for today, page 1 of 20, and shows the rows, the totals and the pager', async () => {
  renderPage(<AccountRecordPage />);
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();

  const rows = within(await table()).getAllByRole('row');
  expect(lastQuery()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
  expect(screen.getByText('Período mostrado: 2026/11/23 – 2026/11/23')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Diario' })).toHaveAttribute('aria-pressed', 'true');

  const headers = within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual(['Fecha y hora', 'Tipo', 'Billetera', 'Importe', 'Saldo después', 'Referencia']);
  const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells(rows[1]!)).toEqual([
    formatClock(PAGE.list[0]!.time),
    'Depósito',
    'Billetera principal',
    `+${formatMoney('100.00')}`,
    formatMoney('101.00'),
    'D20261123000001',
  ]);
  expect(cells(rows[2]!)).toEqual([formatClock(PAGE.list[1]!.time), 'Apuesta', 'Spinix Studios', formatMoney('-25.50'), formatMoney('102.00'), 'R-1, "big"']);
  expect(formatClock(PAGE.list[0]!.time)).toBe('2026/11/23 10:00:01');

  const totals = screen.getByRole('region', { name: 'Totales del período' });
  const total = (label: string) => within(totals).getByText(label).nextSibling?.textContent;
  expect(total('Entradas')).toBe(`+${formatMoney('1500.00')}`);
  expect(total('Salidas')).toBe(formatMoney('-320.25'));
  expect(total('Neto')).toBe(`+${formatMoney('1179.75')}`);
  expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveAttribute('aria-disabled', 'true');
});

it('changing the type sends type= and goes back to page 1', async () => {
  const view = renderPage(<AccountRecordPage />, '/member/page?page=2');
  await table();
  expect(lastQuery()).toMatchObject({ pageNo: 2 });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de movimiento' }), 'Bono');
  await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'bonus', pageNo: 1 }));
  expect(view.params().get('type')).toBe('bonus');
  expect(view.params().has('page')).toBe(false);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de movimiento' }), 'Todos');
  await waitFor(() => expect(lastQuery()).not.toHaveProperty('type'));
});

it('pages with Next and Previous through the URL, and Back returns', async () => {
  const view = renderPage(<AccountRecordPage />);
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: 2 }));
  expect(view.params().get('page')).toBe('2');
  expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();

  act(() => void view.go(-1));
  await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: 1 }));
  expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
});

it('reads the view from the URL and falls back to defaults for bad values', async () => {
  renderPage(<AccountRecordPage />, '/member/page?period=monthly&type=bet&page=3');
  await table();
  expect(lastQuery()).toEqual({ from: midnight(2026, 11, 1), to: midnight(2026, 11, 24), pageNo: 3, pageSize: 20, type: 'bet' });
  expect(screen.getByRole('button', { name: 'Mensual' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: 'Tipo de movimiento' })).toHaveValue('bet');
});

it('ignores unreadable query values', async () => {
  renderPage(<AccountRecordPage />, '/member/page?period=yearly&type=nope&page=-1&from=2026-13-01&to=x');
  await table();
  expect(lastQuery()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
});

it('moves the period back and forth, never past today', async () => {
  const view = renderPage(<AccountRecordPage />);
  await table();
  const next7 = screen.getByRole('button', { name: '7 días siguientes' });
  expect(next7).toHaveAttribute('aria-disabled', 'true');
  expect(next7).toHaveAccessibleDescription('No se puede avanzar más: el período no puede terminar después de hoy (2026/11/23).');

  await userEvent.click(screen.getByRole('button', { name: '7 días anteriores' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: midnight(2026, 11, 16), to: midnight(2026, 11, 17) }));
  expect(view.params().get('from')).toBe('2026-11-16');
  expect(screen.getByRole('button', { name: 'Diario' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: '7 días siguientes' })).not.toHaveAttribute('aria-disabled');
  expect(screen.getByRole('button', { name: '30 días siguientes' })).toHaveAttribute('aria-disabled', 'true');

  const next = screen.getByRole('button', { name: '7 días siguientes' });
  await userEvent.click(next);
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24) }));
  expect(next).toHaveFocus();
  expect(next).toHaveAttribute('aria-disabled', 'true');
  const calls = server.calls(api.accountRecords.path).length;
  await userEvent.click(next);
  expect(server.calls(api.accountRecords.path)).toHaveLength(calls);
  expect(view.params().get('from')).toBe('2026-11-23');

  await userEvent.click(screen.getByRole('button', { name: 'Mensual' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: midnight(2026, 11, 1), to: midnight(2026, 11, 24) }));
  expect(screen.getByText('Período mostrado: 2026/11/01 – 2026/11/23')).toBeInTheDocument();
});

it('takes a typed range and refuses one longer than 92 days, without clamping', async () => {
  renderPage(<AccountRecordPage />);
  await table();
  const from = screen.getByLabelText('Desde');
  const to = screen.getByLabelText('Hasta (incluido)');

  fireEvent.change(from, { target: { value: '2026-08-01' } });
  fireEvent.change(to, { target: { value: '2026-11-20' } });
  const calls = server.calls(api.accountRecords.path).length;
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar rango' }));
  expect(screen.getByRole('alert')).toHaveTextContent('El rango puede tener como máximo 92 días; el elegido tiene 112.');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(server.calls(api.accountRecords.path)).toHaveLength(calls);

  fireEvent.change(from, { target: { value: '2026-11-21' } });
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar rango' }));
  expect(screen.getByRole('alert')).toHaveTextContent('La fecha de fin no puede ser anterior a la de inicio.');

  fireEvent.change(from, { target: { value: '2026-09-01' } });
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar rango' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: midnight(2026, 9, 1), to: midnight(2026, 11, 21) }));
  expect(screen.getByText('Período mostrado: 2026/09/01 – 2026/11/20')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says when the period has no records and offers the month', async () => {
  answer = () => ({ list: [], totalPages: 0, totalCount: 0, totals: { credit: '0.00', debit: '0.00', net: '0.00' } });
  renderPage(<AccountRecordPage />);
  expect(await screen.findByText('No hay registros en este período')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Ver el mes actual' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: midnight(2026, 11, 1) }));
});

it('shows a translated error with Retry', async () => {
  let fail = true;
  answer = () => {
    if (fail) throw new ApiError('network');
    return PAGE;
  };
  renderPage(<AccountRecordPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar los registros.');
  expect(alert).toHaveTextContent('El enlace de red es anormal');

  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await table()).toBeInTheDocument();
});

it('exports the rows on screen as CSV', async () => {
  const files = captureDownloads();
  renderPage(<AccountRecordPage />, '/member/page?period=monthly');
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));

  expect(files).toHaveLength(1);
  expect(files[0]!.name).toBe('account-record-2026-11-01_2026-11-23.csv');
  const text = await readBlob(files[0]!.blob);
  expect(text.split('\r\n')).toEqual([
    'Fecha y hora,Tipo,Billetera,Importe,Saldo después,Referencia',
    `${formatClock(PAGE.list[0]!.time)},Depósito,Billetera principal,100.00,101.00,D20261123000001`,
    `${formatClock(PAGE.list[1]!.time)},Apuesta,Spinix Studios,-25.50,102.00,"R-1, ""big"""`,
    '',
  ]);
});

it('a balance change (a deposit approved while the page is open) reloads the page on screen with its type and period', async () => {
  const view = renderPage(<AccountRecordPage />, '/member/page?type=deposit&period=weekly');
  await table();
  expect(lastQuery()).toMatchObject({ type: 'deposit', pageNo: 1 });
  answer = () => ({ ...PAGE, list: [line(3, { amount: '500.00', balanceAfter: '603.00', reference: 'D20261123000009' }), ...PAGE.list] });

  act(() => publishLiveEvent({ id: '41', kind: 'balance', at: TODAY.toISOString(), sumBalance: '603.00' }));
  expect(await within(await table()).findByText('D20261123000009')).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ type: 'deposit', pageNo: 1, from: midnight(2026, 11, 23) });
  expect(view.params().get('type')).toBe('deposit');
  expect(view.params().get('period')).toBe('weekly');
});
