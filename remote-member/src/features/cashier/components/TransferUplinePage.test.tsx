import { api } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import TransferUplinePage from './TransferUplinePage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

function upline(overrides: Partial<api.UplineInfo> = {}): api.UplineInfo {
  return { allowed: true, uplineAccount: 'agent007', balance: '1000.00', minAmount: '10.00', hasPaymentPassword: true, ...overrides };
}

let current: api.UplineInfo;

beforeAll(setUpTexts);

beforeEach(() => {
  resetApi();
  current = upline();
  onApi(api.uplineInfo.path, () => current);
});

it('explains that a member without an upline agent cannot transfer', async () => {
  current = upline({ allowed: false, uplineAccount: null });
  renderPage(<TransferUplinePage />);
  expect(await screen.findByRole('region', { name: 'No tiene un agente superior' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('sends a member without a payment password to the withdrawal page to set it', async () => {
  current = upline({ hasPaymentPassword: false });
  renderPage(<TransferUplinePage />);
  const link = await screen.findByRole('link', { name: 'Ir a Retiro para crear la contraseña de pago' });
  expect(link).toHaveAttribute('href', '/member/withdraw');
  await userEvent.click(link);
  expect(screen.getByText('withdraw page')).toBeInTheDocument();
});

it('transfers after a confirmation, retrying a lost answer with the same key, and shows the receipt', async () => {
  let lose = true;
  onApi(api.transferToUpline.path, () => {
    if (lose) throw networkError();
    current = upline({ balance: '875.00' });
    return { reference: 'UP-42', amount: '125.00', uplineAccount: 'agent007', balance: '875.00' };
  });
  renderPage(<TransferUplinePage />);
  const form = await screen.findByRole('form', { name: 'Transferir a su agente' });
  const amount = within(form).getByRole('textbox', { name: 'Importe' });
  await userEvent.type(amount, '5');
  await userEvent.type(within(form).getByLabelText('Contraseña de pago'), 'secret1');
  await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(/El importe mínimo es P\s10,00/);

  await userEvent.clear(amount);
  await userEvent.type(amount, '125');
  await userEvent.click(within(form).getByRole('button', { name: 'Continuar' }));
  const summary = screen.getByRole('region', { name: 'Revise la transferencia' });
  expect(within(summary).getByText('Destinatario').nextSibling).toHaveTextContent('agent007');
  expect(within(summary).getByText('Importe').nextSibling).toHaveTextContent('P 125,00');

  await userEvent.click(within(summary).getByRole('button', { name: 'Confirmar' }));
  expect(await within(summary).findByRole('alert')).toHaveTextContent('El enlace de red es anormal');
  lose = false;
  await userEvent.click(within(summary).getByRole('button', { name: 'Confirmar' }));

  const done = await screen.findByRole('status');
  expect(done).toHaveTextContent('Transferencia realizada');
  expect(within(done).getByText('UP-42')).toBeInTheDocument();
  expect(within(done).getByText('Nuevo saldo').nextSibling).toHaveTextContent('P 875,00');
  const calls = callsTo(api.transferToUpline.path);
  expect(calls.map((call) => call.payload)).toEqual([
    { amount: '125.00', paymentPassword: 'secret1' },
    { amount: '125.00', paymentPassword: 'secret1' },
  ]);
  expect(calls[1]?.options?.idempotencyKey).toBe(calls[0]?.options?.idempotencyKey);
  expect(mockRefreshBalance).toHaveBeenCalledTimes(1);
});
