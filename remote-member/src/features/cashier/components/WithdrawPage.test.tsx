import { api, changeLanguage, type CallOptions, type UploadProgress } from '@suite/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import WithdrawPage from './WithdrawPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const ACCOUNT: api.WithdrawAccount = { id: 'acc-1', kind: 'bank', provider: 'BDO', accountNo: '•••• 1234', holderName: 'JUAN DELA CRUZ' };

function info(overrides: Partial<api.WithdrawInfo> = {}): api.WithdrawInfo {
  return {
    minAmount: '100.00',
    maxAmount: '50000.00',
    balance: '1500.00',
    withdrawable: '1500.00',
    turnoverBlock: null,
    hasPaymentPassword: true,
    payeeName: 'JUAN DELA CRUZ',
    accounts: [ACCOUNT],
    maxAccounts: 3,
    confirmMinutes: 60,
    ...overrides,
  };
}

function withdrawal(overrides: Partial<api.WithdrawalOrder> = {}): api.WithdrawalOrder {
  return {
    orderId: 'W-2001',
    amount: '500.00',
    account: ACCOUNT,
    status: 'pending',
    rejectReason: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    decidedAt: null,
    receipt: null,
    receivedAmount: null,
    confirmBy: null,
    autoConfirmed: false,
    awaitingConfirmation: false,
    proofCount: 0,
    ...overrides,
  };
}

let current: api.WithdrawInfo;
let orders: api.WithdrawalOrder[];

beforeAll(setUpTexts);

beforeEach(() => {
  resetApi();
  current = info();
  orders = [];
  onApi(api.withdrawInfo.path, () => current);
  onApi(api.withdrawalOrders.path, () => ({ list: orders, totalPages: 1, totalCount: orders.length }));
});

describe('locked states', () => {
  it('asks to set a payment password first, checks it, sets it and moves on', async () => {
    current = info({ hasPaymentPassword: false, accounts: [] });
    onApi(api.setPaymentPassword.path, () => {
      current = info({ accounts: [] });
      return null;
    });
    renderPage(<WithdrawPage />);
    const panel = await screen.findByRole('region', { name: 'Primero, cree su contraseña de pago' });
    expect(within(panel).getByText(/distinta de la contraseña con la que inicia sesión/)).toBeInTheDocument();

    await userEvent.type(within(panel).getByLabelText('Nueva contraseña de pago'), '12345');
    await userEvent.type(within(panel).getByLabelText('Repita la contraseña de pago'), '123456');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar la contraseña de pago' }));
    const alerts = within(panel).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['De 6 a 20 caracteres', 'Las dos contraseñas no coinciden']);
    expect(callsTo(api.setPaymentPassword.path)).toHaveLength(0);

    await userEvent.type(within(panel).getByLabelText('Nueva contraseña de pago'), '6');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar la contraseña de pago' }));
    expect(await screen.findByRole('region', { name: 'Vincule una cuenta de cobro' })).toBeInTheDocument();
    expect(callsTo(api.setPaymentPassword.path)[0]?.payload).toEqual({ newPassword: '123456', confirmPassword: '123456' });
  });

  it('asks to bind an account, with the holder name prefilled and checked against the payee name', async () => {
    current = info({ accounts: [] });
    onApi(api.bindWithdrawAccount.path, () => {
      current = info();
      return ACCOUNT;
    });
    renderPage(<WithdrawPage />);
    const panel = await screen.findByRole('region', { name: 'Vincule una cuenta de cobro' });
    const holder = within(panel).getByLabelText('Nombre del titular');
    expect(holder).toHaveValue('JUAN DELA CRUZ');
    expect(holder).toHaveAccessibleDescription('Debe coincidir con el nombre de beneficiario de su cuenta: JUAN DELA CRUZ');

    await userEvent.click(within(panel).getByRole('radio', { name: 'Monedero electrónico' }));
    await userEvent.type(within(panel).getByLabelText('Nombre del monedero electrónico'), 'GCash');
    await userEvent.type(within(panel).getByLabelText('Número de cuenta'), '09171234567');
    await userEvent.clear(holder);
    await userEvent.type(holder, 'PEDRO');
    await userEvent.click(within(panel).getByRole('button', { name: 'Vincular la cuenta' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('El titular debe ser JUAN DELA CRUZ');

    await userEvent.clear(holder);
    await userEvent.type(holder, 'juan dela cruz');
    await userEvent.click(within(panel).getByRole('button', { name: 'Vincular la cuenta' }));
    expect(await screen.findByRole('form', { name: 'Solicitar un retiro' })).toBeInTheDocument();
    expect(callsTo(api.bindWithdrawAccount.path)[0]?.payload).toEqual({ kind: 'ewallet', provider: 'GCash', accountNo: '09171234567', holderName: 'juan dela cruz' });
  });

  it('explains a turnover block: bonus, required, done, remaining', async () => {
    current = info({ withdrawable: '0.00', turnoverBlock: { bonusName: 'Bono de bienvenida', required: '3000.00', done: '1200.00', remaining: '1800.00' } });
    renderPage(<WithdrawPage />);
    const panel = await screen.findByRole('region', { name: 'Retiro bloqueado por un bono' });
    expect(within(panel).getByText(/El bono «Bono de bienvenida» aún exige apostar P\s1\.800,00/)).toBeInTheDocument();
    expect(within(panel).getByText('Apuesta exigida').nextSibling).toHaveTextContent('P 3.000,00');
    expect(within(panel).getByText('Apuesta realizada').nextSibling).toHaveTextContent('P 1.200,00');
    expect(within(panel).getByText('Apuesta pendiente').nextSibling).toHaveTextContent('P 1.800,00');
    expect(within(panel).getByRole('progressbar')).toHaveValue(40);
    expect(screen.queryByRole('form', { name: 'Solicitar un retiro' })).not.toBeInTheDocument();
  });
});

describe('withdrawal', () => {
  it('checks the amount against the withdrawable balance, confirms, and shows the pending order', async () => {
    current = info({ withdrawable: '800.00' });
    onApi(api.createWithdrawal.path, () => {
      orders = [withdrawal()];
      return withdrawal();
    });
    renderPage(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Solicitar un retiro' });
    expect(within(form).getByText('Disponible para retirar').nextSibling).toHaveTextContent('P 800,00');
    const amount = within(form).getByRole('textbox', { name: 'Importe' });
    const password = within(form).getByLabelText('Contraseña de pago');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'off');

    await userEvent.type(amount, '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
    expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'El importe supera el saldo disponible (P\u00a0800,00)',
      'Introduzca su contraseña de pago',
    ]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.type(password, 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
    const summary = screen.getByRole('region', { name: 'Revise su retiro' });
    expect(within(summary).getByText('BDO •••• 1234')).toBeInTheDocument();
    expect(within(summary).getByText('P 500,00')).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Confirmar' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Retiro solicitado');
    expect(within(done).getByText('W-2001')).toBeInTheDocument();
    expect(within(done).getByText('Pendiente')).toBeInTheDocument();
    const [sent] = callsTo(api.createWithdrawal.path);
    expect(sent?.payload).toEqual({ accountId: 'acc-1', amount: '500.00', paymentPassword: 'secret1' });
    expect(sent?.options?.idempotencyKey).toBeTruthy();
    expect(mockRefreshBalance).toHaveBeenCalled();
    const list = screen.getByRole('region', { name: 'Mis retiros' });
    expect(await within(list).findByText('W-2001')).toBeInTheDocument();
  });

  it('shows a wrong payment password refusal on the confirmation step', async () => {
    onApi(api.createWithdrawal.path, () => {
      throw refusal('Contraseña de pago incorrecta');
    });
    renderPage(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Solicitar un retiro' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Importe' }), '200');
    await userEvent.type(within(form).getByLabelText('Contraseña de pago'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Contraseña de pago incorrecta');
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('textbox', { name: 'Importe' })).toHaveValue('200');
  });

  it('offers to add another account while below the maximum', async () => {
    current = info({ maxAccounts: 2 });
    renderPage(<WithdrawPage />);
    const accounts = await screen.findByRole('region', { name: 'Cuentas de cobro' });
    await userEvent.click(within(accounts).getByRole('button', { name: 'Añadir otra cuenta' }));
    expect(within(accounts).getByRole('form', { name: 'Vincule una cuenta de cobro' })).toBeInTheDocument();
    await userEvent.click(within(accounts).getByRole('button', { name: 'Cancelar' }));
    expect(within(accounts).queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('my withdrawals', () => {
  const approved = () =>
    withdrawal({ status: 'approved', decidedAt: '2026-11-22T11:00:00.000Z', confirmBy: '2026-11-22T12:00:00.000Z', awaitingConfirmation: true });

  const png = (name: string) => new File(['png'], name, { type: 'image/png' });

  it('shows an empty state', async () => {
    renderPage(<WithdrawPage />);
    expect(await screen.findByText('Todavía no ha solicitado ningún retiro.')).toBeInTheDocument();
  });

  it('shows reject reasons and answered receipts, including "counted as received"', async () => {
    orders = [
      withdrawal({ orderId: 'W-1', status: 'rejected', rejectReason: 'Cuenta no válida' }),
      withdrawal({ orderId: 'W-2', status: 'approved', receipt: 'received', autoConfirmed: true }),
      withdrawal({ orderId: 'W-3', status: 'approved', receipt: 'partlyReceived', receivedAmount: '300.00', proofCount: 2 }),
    ];
    renderPage(<WithdrawPage />);
    expect(await screen.findByText('Cuenta no válida')).toBeInTheDocument();
    expect(screen.getByText('Contado como recibido (sin respuesta antes del plazo)')).toBeInTheDocument();
    expect(screen.getByText('Recibido en parte · P 300,00 · 2 comprobantes')).toBeInTheDocument();
  });

  it('shows what the operator decided on a partly or not received withdrawal, in Spanish and English', async () => {
    const disputed = (orderId: string, dispute: api.WithdrawalDispute) =>
      withdrawal({ orderId, status: 'approved', receipt: 'partlyReceived', receivedAmount: '300.00', proofCount: 1, dispute });
    const resolvedAt = '2026-11-23T09:00:00.000Z';
    orders = [
      disputed('W-1', { status: 'open', paidAmount: null, reason: null, resolvedAt: null }),
      disputed('W-2', { status: 'paid', paidAmount: '200.00', reason: null, resolvedAt }),
      disputed('W-3', { status: 'closed', paidAmount: null, reason: 'El banco devolvió la transferencia', resolvedAt }),
      disputed('W-4', { status: 'confirmed', paidAmount: null, reason: null, resolvedAt }),
      withdrawal({ orderId: 'W-5', status: 'approved', receipt: 'received' }),
    ];
    const claims = async () => {
      const list = await screen.findByRole('region', { name: changeTo === 'en' ? 'My withdrawals' : 'Mis retiros' });
      await within(list).findByText('W-1');
      return within(list)
        .getAllByRole('listitem')
        .map((card) => within(card).queryByText(changeTo === 'en' ? 'Your claim' : 'Su reclamación')?.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ') ?? null);
    };
    let changeTo: 'es' | 'en' = 'es';
    const view = renderPage(<WithdrawPage />);
    expect(await claims()).toEqual([
      'En revisión: el operador comprobará el pago',
      'Diferencia pagada: P 200,00 en su billetera principal',
      'Cerrada: El banco devolvió la transferencia',
      'Revisada: el pago llegó completo',
      null,
    ]);
    view.unmount();
    changeTo = 'en';
    await changeLanguage('en');
    try {
      renderPage(<WithdrawPage />);
      expect(await claims()).toEqual([
        'Under review: the operator will check the payment',
        'Difference paid: P 200.00 to your main wallet',
        'Closed: El banco devolvió la transferencia',
        'Reviewed: the payment arrived in full',
        null,
      ]);
    } finally {
      await changeLanguage('es');
    }
  });

  it('refuses a .gif and a 4th image, and requires proof for "not received"', async () => {
    orders = [approved()];
    onApi(api.confirmWithdrawal.path, (request: api.WithdrawalConfirmRequest) => {
      orders = [withdrawal({ status: 'approved', receipt: request.receipt, proofCount: request.proofImages?.length ?? 0 })];
      return orders[0];
    });
    renderPage(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Confirmar la recepción del retiro W-2001' });
    expect(within(form).getByText(/Responda antes del 2026\/11\/22/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'No recibido' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Adjunte al menos una imagen');

    const picker = within(form).getByLabelText('Comprobantes (obligatorio)');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg');
    fireEvent.change(picker, { target: { files: [png('a.png'), new File(['gif'], 'b.gif', { type: 'image/gif' })] } });
    expect(within(form).getByRole('alert')).toHaveTextContent('«b.gif» no se adjuntó: solo se admiten imágenes PNG o JPEG.');
    fireEvent.change(picker, { target: { files: [png('c.png'), png('d.png'), png('e.png')] } });
    expect(within(form).getByRole('alert')).toHaveTextContent('«e.png» no se adjuntó: como máximo 3 imágenes.');
    const chosen = within(form).getByRole('list', { name: 'Imágenes elegidas' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['a.png', 'c.png', 'd.png']);

    await userEvent.click(within(chosen).getByRole('button', { name: 'Quitar c.png' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));

    await waitFor(() => expect(callsTo(api.confirmWithdrawal.path)).toHaveLength(1));
    const sent = callsTo(api.confirmWithdrawal.path)[0]?.payload as api.WithdrawalConfirmRequest;
    expect(sent.orderId).toBe('W-2001');
    expect(sent.receipt).toBe('notReceived');
    expect(sent.proofImages).toEqual(['data:image/png;base64,cG5n', 'data:image/png;base64,cG5n']);
    expect(await screen.findByText('No recibido · 2 comprobantes')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Confirmar la recepción/ })).not.toBeInTheDocument();
  });

  it('needs the received amount, below the order amount, for "partly received"', async () => {
    orders = [approved()];
    onApi(api.confirmWithdrawal.path, () => approved());
    renderPage(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Confirmar la recepción del retiro W-2001' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Recibido en parte' }));
    expect(within(form).getByLabelText('Comprobantes (opcional)')).toBeInTheDocument();
    const received = within(form).getByRole('textbox', { name: 'Importe recibido' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Introduzca un importe');
    await userEvent.type(received, '500');
    expect(within(form).getByRole('alert')).toHaveTextContent(/elija «Recibido»/);
    await userEvent.clear(received);
    await userEvent.type(received, '250.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(callsTo(api.confirmWithdrawal.path)).toHaveLength(1));
    expect(callsTo(api.confirmWithdrawal.path)[0]?.payload).toEqual({ orderId: 'W-2001', receipt: 'partlyReceived', receivedAmount: '250.50' });
  });

  it('shows the proof upload’s progress while the images go up, and hides it when answered', async () => {
    orders = [approved()];
    let report: ((progress: UploadProgress) => void) | undefined;
    let answer: () => void = () => undefined;
    onApi(api.confirmWithdrawal.path, (_request: api.WithdrawalConfirmRequest, options?: CallOptions) => {
      report = options?.onUploadProgress;
      return new Promise((resolve) => {
        answer = () => {
          orders = [withdrawal({ status: 'approved', receipt: 'notReceived', proofCount: 1 })];
          resolve(orders[0]);
        };
      });
    });
    renderPage(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Confirmar la recepción del retiro W-2001' });
    await userEvent.click(within(form).getByRole('radio', { name: 'No recibido' }));
    fireEvent.change(within(form).getByLabelText('Comprobantes (obligatorio)'), { target: { files: [png('a.png')] } });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));

    const bar = await within(form).findByRole('progressbar', { name: 'Subiendo los comprobantes' });
    expect(bar).not.toHaveAttribute('value');
    act(() => report?.({ loaded: 3, total: 4, progress: 0.75 }));
    expect(bar).toHaveAttribute('value', '75');
    expect(within(form).getByText('75 %')).toBeInTheDocument();

    await act(async () => answer());
    expect(await screen.findByText('No recibido · 1 comprobante')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
