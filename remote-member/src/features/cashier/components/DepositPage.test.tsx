import { api } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import DepositPage from './DepositPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const BANK: api.DepositChannel = {
  id: 'bank-1',
  name: 'Banco Uno',
  kind: 'bank',
  minAmount: '100.00',
  maxAmount: '50000.00',
  feePercent: '1.50',
  feeFixed: '2.00',
  instructions: 'Transfiera el importe exacto.',
  bankAccount: { bankName: 'Banco Uno', accountName: 'Suite SA', accountNo: '00123456789' },
};
const GCASH: api.DepositChannel = {
  id: 'gcash',
  name: 'GCash',
  kind: 'ewallet',
  minAmount: '50.00',
  maxAmount: '10000.00',
  feePercent: '0.00',
  feeFixed: '0.00',
  instructions: 'Pague en la página del monedero.',
  bankAccount: null,
};

function order(overrides: Partial<api.DepositOrder> = {}): api.DepositOrder {
  return {
    orderId: 'D-1001',
    channelId: BANK.id,
    channelName: BANK.name,
    kind: 'bank',
    amount: '1000.00',
    fee: '17.00',
    creditAmount: '983.00',
    status: 'pending',
    failureReason: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    instructions: BANK.instructions,
    bankAccount: BANK.bankAccount,
    payUrl: null,
    ...overrides,
  };
}

let orders: api.DepositOrder[];

beforeAll(setUpTexts);

beforeEach(() => {
  resetApi();
  orders = [];
  onApi(api.depositChannels.path, () => [BANK, GCASH]);
  onApi(api.depositOrders.path, () => ({ list: orders, totalPages: 1, totalCount: orders.length }));
});

const amountInput = () => screen.getByRole('textbox', { name: 'Importe' });

it('lists the channels with their limits and fee, and works out fee and credit as the player types', async () => {
  renderPage(<DepositPage />);
  const bank = await screen.findByRole('radio', { name: /Banco Uno/ });
  expect(bank).toBeChecked();
  expect(bank).toHaveAccessibleDescription(/Límites: P\s100,00 – P\s50\.000,00/);
  expect(bank).toHaveAccessibleDescription(/Comisión: 1,50 % \+ P\s2,00/);
  expect(screen.getByRole('radio', { name: /GCash/ })).toHaveAccessibleDescription(/sin comisión/);
  expect(await screen.findByText('Todavía no ha hecho ningún depósito.')).toBeInTheDocument();

  await userEvent.type(amountInput(), '1000');
  // 1.5 % of 1000 = 15.00, + 2.00 fixed
  expect(screen.getByText('Comisión').nextSibling).toHaveTextContent('P 17,00');
  expect(screen.getByText('Se acreditará').nextSibling).toHaveTextContent('P 983,00');
});

it('refuses an amount outside the channel limits or with 3 decimals, keeping what was typed', async () => {
  renderPage(<DepositPage />);
  await screen.findByRole('radio', { name: /Banco Uno/ });
  await userEvent.type(amountInput(), '99.999');
  await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/Importe no válido/);
  expect(amountInput()).toHaveValue('99.999');
  expect(amountInput()).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(amountInput());
  await userEvent.type(amountInput(), '99.99');
  expect(screen.getByRole('alert')).toHaveTextContent('El importe mínimo es P 100,00');
  expect(callsTo(api.createDeposit.path)).toHaveLength(0);
});

it('creates the order with an Idempotency-Key, shows what to pay and where, and refreshes', async () => {
  onApi(api.createDeposit.path, () => {
    orders = [order()];
    return order();
  });
  // setup() gives the page a clipboard, as a browser on https does.
  const user = userEvent.setup();
  renderPage(<DepositPage />);
  await screen.findByRole('radio', { name: /Banco Uno/ });
  await user.type(amountInput(), '1000');
  await user.click(screen.getByRole('button', { name: 'Depositar' }));

  const result = await screen.findByRole('region', { name: 'Pedido de depósito creado' });
  expect(within(result).getByText('D-1001')).toBeInTheDocument();
  expect(within(result).getByText('P 983,00')).toBeInTheDocument();
  expect(within(result).getByText('Pendiente')).toBeInTheDocument();
  expect(within(result).getByText('Transfiera el importe exacto.')).toBeInTheDocument();
  expect(within(result).getByText('00123456789')).toBeInTheDocument();
  await user.click(within(result).getByRole('button', { name: 'Copiar Número de cuenta' }));
  expect(await navigator.clipboard.readText()).toBe('00123456789');
  expect(within(result).getByText('Número de cuenta copiado')).toBeInTheDocument();

  const [sent] = callsTo(api.createDeposit.path);
  expect(sent?.payload).toEqual({ channelId: 'bank-1', amount: '1000.00' });
  expect(sent?.options?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(mockRefreshBalance).toHaveBeenCalled();
  // The recent orders were asked again and now list the new order.
  const recent = screen.getByRole('region', { name: 'Depósitos recientes' });
  expect(await within(recent).findByText('D-1001')).toBeInTheDocument();
});

it('shows the payment link of an e-wallet order, opening in a new tab', async () => {
  onApi(api.createDeposit.path, () => order({ channelId: 'gcash', channelName: 'GCash', kind: 'ewallet', bankAccount: null, payUrl: 'https://pay.example/o/1' }));
  renderPage(<DepositPage />);
  await userEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
  await userEvent.type(amountInput(), '50');
  await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
  const link = await screen.findByRole('link', { name: /Ir a la página de pago/ });
  expect(link).toHaveAttribute('href', 'https://pay.example/o/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener');
  expect(callsTo(api.createDeposit.path)[0]?.payload).toEqual({ channelId: 'gcash', amount: '50.00' });
});

it('repeats a lost request with the same key, and uses a new key once the amount changes', async () => {
  let answer: () => unknown = () => {
    throw networkError();
  };
  onApi(api.createDeposit.path, () => answer());
  renderPage(<DepositPage />);
  await screen.findByRole('radio', { name: /Banco Uno/ });
  await userEvent.type(amountInput(), '1000');
  const submit = screen.getByRole('button', { name: 'Depositar' });
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de red es anormal');
  await userEvent.click(submit);
  await userEvent.type(amountInput(), '0');
  answer = () => order();
  await userEvent.click(submit);
  await screen.findByRole('region', { name: 'Pedido de depósito creado' });

  const keys = callsTo(api.createDeposit.path).map((call) => call.options?.idempotencyKey);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  expect(callsTo(api.createDeposit.path)[2]?.payload).toEqual({ channelId: 'bank-1', amount: '10000.00' });
});

it('shows the server refusal next to the form', async () => {
  onApi(api.createDeposit.path, () => {
    throw refusal('Canal en mantenimiento');
  });
  renderPage(<DepositPage />);
  await screen.findByRole('radio', { name: /Banco Uno/ });
  await userEvent.type(amountInput(), '1000');
  await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Canal en mantenimiento');
  expect(amountInput()).toHaveValue('1000');
});

/** A deposit refused by a safer-gambling limit, as the client reports it (HTTP 403, success false). */
function limitRefusal(serverMessage?: string) {
  const refused: api.LimitRefusal = { code: 'limitReached', kind: 'deposit', window: 'day', limit: '1000.00', used: '900.00', freesAt: '2026-11-23T10:30:00.000Z' };
  return new (jest.requireActual('@suite/shared').ApiError)('server', { status: 403, serverMessage, value: refused });
}

it('shows a refusal by a deposit limit in the server\'s words as the form error, keeping the amount', async () => {
  onApi(api.createDeposit.path, () => {
    throw limitRefusal('Ha alcanzado su límite de depósito de 24 horas (P 1.000,00). Podrá depositar de nuevo a partir del 2026/11/23 18:30.');
  });
  renderPage(<DepositPage />);
  await screen.findByRole('radio', { name: /Banco Uno/ });
  await userEvent.type(amountInput(), '200');
  await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ha alcanzado su límite de depósito de 24 horas (P 1.000,00). Podrá depositar de nuevo a partir del 2026/11/23 18:30.',
  );
  expect(amountInput()).toHaveValue('200');
  expect(screen.queryByRole('region', { name: 'Pedido de depósito creado' })).not.toBeInTheDocument();
});

it('says which limit and when it frees up from the refusal\'s figures when the server gives no words', async () => {
  onApi(api.createDeposit.path, () => {
    throw limitRefusal();
  });
  renderPage(<DepositPage />);
  await screen.findByRole('radio', { name: /Banco Uno/ });
  await userEvent.type(amountInput(), '200');
  await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/Lo impide uno de sus límites de juego más seguro: P\s1\.000,00, ya usado P\s900,00\./);
  expect(alert).toHaveTextContent(/Podrá volver a hacerlo a partir del \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}\./);
  expect(amountInput()).toHaveValue('200');
});

it('links to the deposit limits in the member centre', async () => {
  renderPage(<DepositPage />);
  await screen.findByRole('radio', { name: /Banco Uno/ });
  expect(screen.getByRole('link', { name: 'Establecer un límite de depósito' })).toHaveAttribute('href', '/member/responsibleGambling');
});

it('lists recent orders with their status and why a failed one failed', async () => {
  orders = [order(), order({ orderId: 'D-1000', status: 'failed', failureReason: 'Pago rechazado por el banco' }), order({ orderId: 'D-999', status: 'credited' })];
  renderPage(<DepositPage />);
  const recent = await screen.findByRole('region', { name: 'Depósitos recientes' });
  expect(await within(recent).findByText('Pago rechazado por el banco')).toBeInTheDocument();
  expect(within(recent).getByText('Fallido')).toBeInTheDocument();
  expect(within(recent).getByText('Acreditado')).toBeInTheDocument();
  expect(within(recent).getByText('Pendiente')).toBeInTheDocument();
});

it('says when the channels cannot be loaded and retries', async () => {
  let fail = true;
  onApi(api.depositChannels.path, () => {
    if (fail) throw networkError();
    return [BANK];
  });
  renderPage(<DepositPage />);
  expect(await screen.findByText('No se pudieron cargar los datos.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('radio', { name: /Banco Uno/ })).toBeChecked();
});
