import { api, changeLanguage, formatClock, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight } from '../../../testing/clock';
import { setUpPageTests } from '../../../testing/page-setup';
import { downline as baseDownline } from '../../../testing/downline';
import { renderPage } from '../../../testing/render';
import { callsTo, lastPayload, mockRefreshBalance, networkError, onApi, payloadsTo, refusal } from '../../../testing/shared-mock';
import TeamManagementPage from './TeamManagementPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

/** The team's members here were registered and last seen at these local times, with 100.00 each. */
const downline = (account: string, overrides: Partial<api.Downline> = {}) =>
  baseDownline(account, {
    registeredAt: new Date(2026, 9, 1, 10, 0).toISOString(),
    lastLoginAt: new Date(2026, 10, 22, 20, 15).toISOString(),
    balance: '100.00',
    ...overrides,
  });

const LUNA = downline('luna_7', {
  kind: 'agent',
  directDownlines: 2,
  balance: '1500.50',
  deposits: '3000.00',
  withdrawals: '1200.00',
  validBet: '8000.00',
  profitLoss: '-450.25',
});
const RIO = downline('rio_3', { lastLoginAt: null, transferable: true });
const SOL = downline('sol_2', { level: 2, uplineAccount: 'luna_7', transferable: false, kind: 'agent', directDownlines: 1 });
const SAM = downline('sam_9', { level: 3, uplineAccount: 'sol_2', transferable: false });

const TEAM: Record<string, { path: string[]; list: api.Downline[] }> = {
  boss: { path: ['boss'], list: [LUNA, RIO] },
  luna_7: { path: ['boss', 'luna_7'], list: [SOL] },
  sol_2: { path: ['boss', 'luna_7', 'sol_2'], list: [SAM] },
};

let transferInfo: api.DownlineTransferInfo;
/** Money as Testing Library reads text (the no-break space after the symbol normalised to a space). */
const money = (value: string) => formatMoney(value).replace(/\u00a0/g, ' ');

setUpPageTests();

beforeEach(() => {
  transferInfo = { balance: '1000.00', minAmount: '10.00', hasPaymentPassword: true };
  onApi(api.downlines.path, (query: api.DownlineQuery) => {
    if (query.account) {
      const list = [LUNA, RIO, SOL, SAM].filter((row) => row.account.startsWith(query.account!));
      return { list, totalPages: list.length ? 1 : 0, totalCount: list.length, path: ['boss'] };
    }
    const { path, list } = TEAM[query.parent ?? 'boss']!;
    return { list, totalPages: 1, totalCount: list.length, path };
  });
  onApi(api.downlineTransferInfo, () => transferInfo);
});

const lastQuery = () => lastPayload<api.DownlineQuery>(api.downlines.path);
const teamPath = () => within(screen.getByRole('navigation', { name: 'Ruta en el equipo' }));
const rowOf = (account: string) => screen.getByRole('rowheader', { name: account }).closest('tr')!;

it("lists the direct downlines with each one's figures over the period", async () => {
  renderPage(<TeamManagementPage />);
  const table = await screen.findByRole('table', { name: 'Subordinados directos de boss' });
  expect(lastQuery()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24), pageNo: 1, pageSize: 20 });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Cuenta',
    'Tipo',
    'Nivel',
    'Registro',
    'Último acceso',
    'Saldo',
    'Depósitos',
    'Retiros',
    'Apuesta válida',
    'Ganancia/pérdida',
    'Acciones',
  ]);
  const cells = (account: string) => within(rowOf(account)).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells('luna_7').slice(0, 9)).toEqual([
    'Agente',
    '1',
    formatClock(LUNA.registeredAt),
    formatClock(LUNA.lastLoginAt),
    formatMoney('1500.50'),
    formatMoney('3000.00'),
    formatMoney('1200.00'),
    formatMoney('8000.00'),
    formatMoney('-450.25'),
  ]);
  expect(cells('rio_3').slice(0, 4)).toEqual(['Miembro', '1', formatClock(RIO.registeredAt), 'Nunca']);
  expect(within(rowOf('luna_7')).getByRole('button', { name: 'Ver subordinados de luna_7 (2)' })).toBeInTheDocument();
  expect(within(rowOf('rio_3')).queryByRole('button', { name: /Ver subordinados/ })).not.toBeInTheDocument();
  expect(within(rowOf('rio_3')).getByRole('button', { name: 'Transferir a rio_3' })).toBeInTheDocument();
  expect(teamPath().getByText('Mi equipo (boss)')).toHaveAttribute('aria-current', 'location');

  await userEvent.click(screen.getByRole('button', { name: 'Mensual' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ from: midnight(2026, 11, 1), to: midnight(2026, 11, 24) }));
});

it('drills down the team and climbs back by the path, each level a crumb', async () => {
  const view = renderPage(<TeamManagementPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Ver subordinados de luna_7 (2)' }));
  expect(await screen.findByRole('table', { name: 'Subordinados directos de luna_7' })).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ parent: 'luna_7', pageNo: 1 });
  expect(view.params().get('parent')).toBe('luna_7');
  expect(screen.getByRole('heading', { name: 'Subordinados directos de luna_7' })).toHaveFocus();
  // sol_2 is not a direct downline: no transfer.
  expect(within(rowOf('sol_2')).queryByRole('button', { name: /Transferir/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Ver subordinados de sol_2 (1)' }));
  await screen.findByRole('table', { name: 'Subordinados directos de sol_2' });
  expect(teamPath().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mi equipo (boss)', 'luna_7', 'sol_2']);
  expect(teamPath().getByText('sol_2')).toHaveAttribute('aria-current', 'location');

  await userEvent.click(teamPath().getByRole('button', { name: 'luna_7' }));
  await screen.findByRole('table', { name: 'Subordinados directos de luna_7' });
  expect(lastQuery()).toMatchObject({ parent: 'luna_7' });

  await userEvent.click(teamPath().getByRole('button', { name: 'Mi equipo (boss)' }));
  await screen.findByRole('table', { name: 'Subordinados directos de boss' });
  expect(lastQuery()).not.toHaveProperty('parent');
  expect(view.params().has('parent')).toBe(false);
});

it('searches the whole team by account, and clears the search', async () => {
  renderPage(<TeamManagementPage />, '/agent/page?parent=luna_7');
  await screen.findByRole('table', { name: 'Subordinados directos de luna_7' });
  const search = within(screen.getByRole('search', { name: 'Buscar en el equipo' }));
  await userEvent.type(search.getByRole('textbox', { name: 'Cuenta' }), 's');
  await userEvent.click(search.getByRole('button', { name: 'Buscar' }));
  const table = await screen.findByRole('table', { name: 'Resultados de «s» en todo el equipo' });
  expect(lastQuery()).toMatchObject({ account: 's', pageNo: 1 });
  expect(lastQuery()).not.toHaveProperty('parent');
  expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['sol_2', 'sam_9']);
  expect(screen.queryByRole('navigation', { name: 'Ruta en el equipo' })).not.toBeInTheDocument();

  await userEvent.clear(search.getByRole('textbox', { name: 'Cuenta' }));
  await userEvent.type(search.getByRole('textbox', { name: 'Cuenta' }), 'zz');
  await userEvent.click(search.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByText('Ninguna cuenta del equipo empieza por «zz»')).toBeInTheDocument();

  await userEvent.click(search.getByRole('button', { name: 'Borrar búsqueda' }));
  await screen.findByRole('table', { name: 'Subordinados directos de boss' });
  expect(search.getByRole('textbox', { name: 'Cuenta' })).toHaveValue('');
});

it('pages through a long list', async () => {
  onApi(api.downlines.path, (query: api.DownlineQuery) => ({
    list: [downline(`page${query.pageNo}_a`)],
    totalPages: 3,
    totalCount: 45,
    path: ['boss'],
  }));
  renderPage(<TeamManagementPage />);
  await screen.findByRole('rowheader', { name: 'page1_a' });
  const pager = within(screen.getByRole('navigation', { name: 'Páginas de subordinados' }));
  await userEvent.click(pager.getByRole('button', { name: 'Página siguiente' }));
  expect(await screen.findByRole('rowheader', { name: 'page2_a' })).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ pageNo: 2, pageSize: 20 });
});

it('says when there are no downlines, and shows a translated error with Retry', async () => {
  let fail = true;
  onApi(api.downlines.path, () => {
    if (fail) throw networkError();
    return { list: [], totalPages: 0, totalCount: 0, path: ['boss'] };
  });
  renderPage(<TeamManagementPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo cargar la lista del equipo');
  expect(alert).toHaveTextContent('El enlace de red es anormal');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Todavía no hay subordinados directos')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Registrar una cuenta' })).toHaveAttribute('href', '/agent/agentRegister');
});

describe('transfer to a downline', () => {
  async function openTransfer(account = 'rio_3') {
    renderPage(<TeamManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Transferir a ${account}` }));
    return within(await screen.findByRole('dialog', { name: `Transferir a ${account}` }));
  }

  it('sends an agent without a payment password to My account to set it', async () => {
    transferInfo = { ...transferInfo, hasPaymentPassword: false };
    const dialog = await openTransfer();
    const link = await dialog.findByRole('link', { name: 'Crear la contraseña de pago en Mi cuenta' });
    expect(link).toHaveAttribute('href', '/member/securityCenter');
    expect(dialog.queryByRole('textbox', { name: 'Importe' })).not.toBeInTheDocument();
  });

  it('checks the amount, retries a lost answer with the same key, then shows the new balance and refreshes the list', async () => {
    let answer: () => api.DownlineTransferResult = () => {
      throw networkError();
    };
    onApi(api.transferToDownline, () => answer());
    const dialog = await openTransfer();
    expect(await dialog.findByText(money('1000.00'))).toBeInTheDocument();
    const amount = dialog.getByRole('textbox', { name: 'Importe' });
    const transfer = () => userEvent.click(dialog.getByRole('button', { name: 'Transferir' }));

    await transfer();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Indique el importe'));
    expect(dialog.getByLabelText('Contraseña de pago')).toHaveAccessibleDescription('Escriba su contraseña de pago');
    await userEvent.type(amount, '5');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(`El importe mínimo es ${formatMoney('10.00')}`));
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000.01');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(`El importe supera su saldo (${formatMoney('1000.00')})`));
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('como máximo 2 decimales'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '125.5');
    await userEvent.type(dialog.getByLabelText('Contraseña de pago'), 'pay123');
    expect(callsTo(api.transferToDownline)).toHaveLength(0);

    await transfer();
    expect(await dialog.findByRole('alert')).toHaveTextContent('La transferencia no se realizó El enlace de red es anormal');
    expect(amount).toHaveValue('125.5');
    const listCalls = callsTo(api.downlines.path).length;

    answer = () => ({ reference: 'TR-77', amount: '125.50', downlineAccount: 'rio_3', balance: '874.50' });
    await transfer();
    const done = await dialog.findByRole('status', { name: 'Transferencia realizada' });
    expect(done).toHaveTextContent(`Se transfirieron ${money('125.50')} a rio_3.`);
    expect(within(done).getByText('Nuevo saldo').nextElementSibling).toHaveTextContent(money('874.50'));
    expect(within(done).getByText('TR-77')).toBeInTheDocument();

    const calls = callsTo(api.transferToDownline);
    expect(payloadsTo(api.transferToDownline)).toEqual([
      { downlineAccount: 'rio_3', amount: '125.50', paymentPassword: 'pay123' },
      { downlineAccount: 'rio_3', amount: '125.50', paymentPassword: 'pay123' },
    ]);
    expect(calls[0]!.options?.idempotencyKey).toEqual(expect.any(String));
    expect(calls[1]!.options?.idempotencyKey).toBe(calls[0]!.options?.idempotencyKey);
    await waitFor(() => expect(callsTo(api.downlines.path).length).toBe(listCalls + 1));
    expect(mockRefreshBalance).toHaveBeenCalledTimes(1);

    await userEvent.click(within(done).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'rio_3' })).toBeInTheDocument();
  });

  it('starts a new key after a final refusal or a changed amount', async () => {
    onApi(api.transferToDownline, () => {
      throw refusal('Contraseña de pago incorrecta');
    });
    const dialog = await openTransfer();
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Importe' }), '20');
    await userEvent.type(dialog.getByLabelText('Contraseña de pago'), 'wrong1');
    await userEvent.click(dialog.getByRole('button', { name: 'Transferir' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Contraseña de pago incorrecta');
    await userEvent.click(dialog.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(callsTo(api.transferToDownline)).toHaveLength(2));
    const [first, second] = callsTo(api.transferToDownline);
    expect(second!.options?.idempotencyKey).not.toBe(first!.options?.idempotencyKey);
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    transferInfo = { balance: '5.00', minAmount: '10.00', hasPaymentPassword: true };
    renderPage(<TeamManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to rio_3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer to rio_3' }));
    expect(await dialog.findByText(`Your balance (${money('5.00')}) is below the minimum transfer (${money('10.00')}).`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show downlines of luna_7 (2)' })).toBeInTheDocument();
  });
});
