import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, formatClock, formatMoney, initI18n, loadDatePlugins, publishLiveEvent } from '@suite/shared';
import { registerMemberTranslations } from '../../../i18n';
import { captureDownloads, fakeServer, readBlob, setToday } from '../test/fake-server';
import { renderPage } from '../test/render';
import BetRecordPage from './BetRecordPage';

jest.mock('@suite/shared', () => jest.requireActual('../test/shared-mock').sharedMock());

const TODAY = new Date(2026, 10, 23, 15, 30);
const midnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

const BETS: api.BetRecord[] = [
  {
    id: 'B1',
    time: new Date(2026, 10, 23, 9, 15, 0).toISOString(),
    source: 'game',
    gameType: 'RNG',
    gameName: 'Dragon Fortune',
    vendor: 'SPX',
    stake: '10.00',
    win: '2.50',
    profit: '-7.50',
    status: 'settled',
  },
  {
    id: 'B2',
    time: new Date(2026, 10, 23, 11, 0, 0).toISOString(),
    source: 'lottery',
    gameType: 'LOTT',
    gameName: 'Lotto 6/49',
    vendor: 'LOTTO',
    stake: '5.00',
    win: '0.00',
    profit: '-5.00',
    status: 'open',
  },
];
const PAGE: api.BetRecordPage = {
  list: BETS,
  totalPages: 2,
  totalCount: 22,
  totals: { count: 22, stake: '215.00', win: '240.00', profit: '25.00' },
};

let server: ReturnType<typeof fakeServer>;
let answer: (query: api.BetRecordQuery) => unknown;
const lastQuery = () => server.last<api.BetRecordQuery>(api.betRecords.path);
const table = () => screen.findByRole('table', { name: /^Apuestas, / });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeAll(async () => {
  await initI18n();
  // The centre loads the date plugins with a record page's chunk (page-components.ts).
  await loadDatePlugins();
  registerMemberTranslations();
});

beforeEach(() => {
  setToday(TODAY);
  answer = () => PAGE;
  server = fakeServer({ [api.betRecords.path]: (query: api.BetRecordQuery) => answer(query) });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the bets of today with their totals', async () => {
  renderPage(<BetRecordPage />);
  const rows = within(await table()).getAllByRole('row');
  expect(lastQuery()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
  expect(cells(rows[1]!)).toEqual([
    '2026/11/23 09:15:00',
    'Dragon Fortune',
    'SPX',
    'Tragamonedas',
    formatMoney('10.00'),
    formatMoney('2.50'),
    formatMoney('-7.50'),
    'Liquidada',
  ]);
  expect(cells(rows[2]!)).toEqual([
    formatClock(BETS[1]!.time),
    'Lotto 6/49',
    'LOTTO',
    'Lotería',
    formatMoney('5.00'),
    formatMoney('0.00'),
    formatMoney('-5.00'),
    'Abierta',
  ]);

  const totals = screen.getByRole('region', { name: 'Totales del período' });
  const total = (label: string) => within(totals).getByText(label).nextSibling?.textContent;
  expect(total('Apuestas')).toBe('22');
  expect(total('Total apostado')).toBe(formatMoney('215.00'));
  expect(total('Total ganado')).toBe(formatMoney('240.00'));
  expect(total('Ganancia/pérdida')).toBe(`+${formatMoney('25.00')} (ganancia)`);
  expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
});

it('filters by game type from the GameType list, back to page 1', async () => {
  const view = renderPage(<BetRecordPage />, '/member/page?page=2&period=weekly');
  await table();
  expect(lastQuery()).toMatchObject({ pageNo: 2, from: midnight(2026, 11, 23) });
  const select = screen.getByRole('combobox', { name: 'Tipo de juego' });
  expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', ...api.GAME_TYPES]);

  await userEvent.selectOptions(select, 'Casino en vivo');
  await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'LIVE', pageNo: 1 }));
  expect(view.params().get('gameType')).toBe('LIVE');
  expect(view.params().get('period')).toBe('weekly');
  expect(view.params().has('page')).toBe(false);
});

it('asks for page 2 with Next', async () => {
  renderPage(<BetRecordPage />);
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: 2 }));
  expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toHaveFocus();
});

it('says when there are no bets in the period', async () => {
  answer = () => ({ list: [], totalPages: 0, totalCount: 0, totals: { count: 0, stake: '0.00', win: '0.00', profit: '0.00' } });
  renderPage(<BetRecordPage />);
  expect(await screen.findByText('No hay registros en este período')).toBeInTheDocument();
  expect(screen.getByText(/Pruebe con un período más largo/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Páginas' })).not.toBeInTheDocument();
});

it('exports the bets on screen as CSV', async () => {
  const files = captureDownloads();
  renderPage(<BetRecordPage />);
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(files[0]!.name).toBe('bet-record-2026-11-23_2026-11-23.csv');
  const text = await readBlob(files[0]!.blob);
  expect(text.split('\r\n').slice(0, 3)).toEqual([
    'Fecha y hora,Juego,Proveedor,Tipo de juego,Apostado,Ganado,Ganancia/pérdida,Estado',
    '2026/11/23 09:15:00,Dragon Fortune,SPX,Tragamonedas,10.00,2.50,-7.50,Liquidada',
    `${formatClock(BETS[1]!.time)},Lotto 6/49,LOTTO,Lotería,5.00,0.00,-5.00,Abierta`,
  ]);
});

it('reloads the page on screen when a bet settles elsewhere: same filter and page, the rows kept until the new ones arrive', async () => {
  answer = () => ({ ...PAGE, list: [BETS[1]!] });
  const view = renderPage(<BetRecordPage />, '/member/page?gameType=LOTT&page=2');
  await table();
  const asked = server.calls(api.betRecords.path).length;
  let settle: (page: api.BetRecordPage) => void = () => undefined;
  answer = () => new Promise((resolve) => (settle = resolve));

  // A burst of events (a draw settling several bets) makes one reload.
  act(() => {
    publishLiveEvent({ id: '41', kind: 'bets', at: TODAY.toISOString() });
    publishLiveEvent({ id: '42', kind: 'bets', at: TODAY.toISOString() });
    publishLiveEvent({ id: '43', kind: 'balance', at: TODAY.toISOString(), sumBalance: '25.00' });
  });
  await waitFor(() => expect(server.calls(api.betRecords.path)).toHaveLength(asked + 1));
  expect(lastQuery()).toMatchObject({ gameType: 'LOTT', pageNo: 2 });
  // No skeleton meanwhile: the bet is still shown open.
  expect(within(await table()).getByText('Abierta')).toBeInTheDocument();

  act(() => settle({ ...PAGE, list: [{ ...BETS[1]!, win: '9.00', profit: '4.00', status: 'settled' }] }));
  await waitFor(async () => expect(cells(within(await table()).getAllByRole('row')[1]!).slice(-3)).toEqual([formatMoney('9.00'), `+${formatMoney('4.00')}`, 'Liquidada']));
  expect(view.params().get('gameType')).toBe('LOTT');
  expect(view.params().get('page')).toBe('2');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(server.calls(api.betRecords.path)).toHaveLength(asked + 1);
});

it('does not reload for events about something else', async () => {
  renderPage(<BetRecordPage />);
  await table();
  const asked = server.calls(api.betRecords.path).length;
  act(() => publishLiveEvent({ id: '44', kind: 'messages', at: TODAY.toISOString(), unreadMessage: 1 }));
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(server.calls(api.betRecords.path)).toHaveLength(asked);
});

it('an event while another page is loading does not show the old page under the new one', async () => {
  renderPage(<BetRecordPage />);
  await table();
  let settle: (page: api.BetRecordPage) => void = () => undefined;
  answer = () => new Promise((resolve) => (settle = resolve));
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: 2 }));
  act(() => publishLiveEvent({ id: '45', kind: 'bets', at: TODAY.toISOString() }));
  await waitFor(() => expect(server.calls(api.betRecords.path).filter((query) => (query as api.BetRecordQuery).pageNo === 2)).toHaveLength(2));
  expect(screen.queryByRole('table', { name: /^Apuestas, / })).not.toBeInTheDocument();
  act(() => settle({ ...PAGE, list: [BETS[1]!] }));
  expect(within(await table()).getByText('Lotto 6/49')).toBeInTheDocument();
});
