import { api, ApiError, changeLanguage } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import TransferFundPage from './TransferFundPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

function funds(main: string, spx: string, lux: string): api.ConsolidatedFunds {
  return {
    isSingle: false,
    currencySymbol: 'P',
    sumBalance: '0.00',
    wallets: [
      { wallet: 'MAIN', name: 'Billetera principal', balance: main },
      { wallet: 'SPX', name: 'SPX Studios', balance: spx },
      { wallet: 'LUX', name: 'LUX Live', balance: lux },
    ],
  };
}

let current: api.ConsolidatedFunds;
const balance: api.Balance = { sumBalance: '0.00', currencySymbol: 'P', wallets: [] };

beforeAll(setUpTexts);

beforeEach(() => {
  resetApi();
  current = funds('1000.00', '250.50', '0.00');
  onApi(api.consolidatedFunds.path, () => current);
});

it('explains that a single wallet needs no transfer and shows its balance', async () => {
  current = { isSingle: true, currencySymbol: 'P', sumBalance: '1234.50', wallets: [{ wallet: 'MAIN', name: 'Billetera principal', balance: '1234.50' }] };
  renderPage(<TransferFundPage />);
  const panel = await screen.findByRole('region', { name: 'Una sola billetera para todos los juegos' });
  expect(within(panel).getByText(/no hace falta transferir dinero/)).toBeInTheDocument();
  expect(within(panel).getByText('P 1.234,50')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('speaks English too', async () => {
  current = { isSingle: true, currencySymbol: 'P', sumBalance: '1234.50', wallets: [{ wallet: 'MAIN', name: 'Main wallet', balance: '1234.50' }] };
  await changeLanguage('en');
  const view = renderPage(<TransferFundPage />);
  try {
    const panel = await screen.findByRole('region', { name: 'One wallet for every game' });
    expect(within(panel).getByText('P 1,234.50')).toBeInTheDocument();
  } finally {
    view.unmount();
    await changeLanguage('es');
  }
});

it('lists every wallet and moves money from a game wallet to main with "max"', async () => {
  onApi(api.walletTransfer.path, () => {
    current = funds('1250.50', '0.00', '0.00');
    return balance;
  });
  renderPage(<TransferFundPage />);
  const wallets = await screen.findByLabelText('Saldo de cada billetera');
  expect(within(wallets).getByText('SPX Studios').nextSibling).toHaveTextContent('P 250,50');
  expect(within(wallets).getByText('LUX Live').nextSibling).toHaveTextContent('P 0,00');

  const form = screen.getByRole('form', { name: 'Transferir entre billeteras' });
  const from = within(form).getByLabelText('Desde');
  const to = within(form).getByLabelText('Hacia');
  expect(from).toHaveValue('MAIN');
  expect(to).toHaveValue('SPX');
  await userEvent.click(within(form).getByRole('button', { name: 'Intercambiar origen y destino' }));
  expect(from).toHaveValue('SPX');
  expect(to).toHaveValue('MAIN');
  await userEvent.click(within(form).getByRole('button', { name: 'Usar todo el saldo de SPX Studios' }));
  expect(within(form).getByRole('textbox', { name: 'Importe' })).toHaveValue('250.50');
  await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));

  expect(await within(form).findByRole('status')).toHaveTextContent('Se transfirieron P 250,50 de SPX Studios a Billetera principal.');
  const [sent] = callsTo(api.walletTransfer.path);
  expect(sent?.payload).toEqual({ fromWallet: 'SPX', toWallet: 'MAIN', amount: '250.50' });
  expect(sent?.options?.idempotencyKey).toBeTruthy();
  expect(mockRefreshBalance).toHaveBeenCalled();
  await waitFor(() => expect(within(wallets).getByText('Billetera principal').nextSibling).toHaveTextContent('P 1.250,50'));
});

it('never moves money from a wallet the player did not choose: a game wallet sends to main only, main to a game (issue 26 #7)', async () => {
  onApi(api.walletTransfer.path, () => balance);
  renderPage(<TransferFundPage />);
  const form = await screen.findByRole('form', { name: 'Transferir entre billeteras' });
  const from = within(form).getByLabelText('Desde');
  const to = within(form).getByLabelText('Hacia');
  const offered = () => within(to).getAllByRole('option').map((option) => option.textContent);
  expect(offered()).toEqual(['SPX Studios', 'LUX Live']);
  expect(from).toHaveAccessibleDescription('Desde la billetera principal, el dinero va a la billetera del juego que elija.');

  // From = SPX Studios: the only destination is the main wallet, and the form says why.
  await userEvent.selectOptions(from, 'SPX');
  expect(from).toHaveValue('SPX');
  expect(to).toHaveValue('MAIN');
  expect(offered()).toEqual(['Billetera principal']);
  expect(to).toHaveAccessibleDescription(
    'Desde SPX Studios solo se transfiere a la billetera principal: para pasar dinero a otro juego, tráigalo primero a la principal y transfiéralo desde allí.',
  );
  expect(() => within(to).getByRole('option', { name: 'LUX Live' })).toThrow();
  await userEvent.type(within(form).getByRole('textbox', { name: 'Importe' }), '100');
  await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Se transfirieron P 100,00 de SPX Studios a Billetera principal.');
  expect(callsTo(api.walletTransfer.path).map((call) => call.payload)).toEqual([{ fromWallet: 'SPX', toWallet: 'MAIN', amount: '100.00' }]);

  // Back to the main wallet as the source: the game wallet stays the destination; choosing another
  // destination never touches the source.
  await userEvent.selectOptions(from, 'MAIN');
  expect(to).toHaveValue('SPX');
  expect(offered()).toEqual(['SPX Studios', 'LUX Live']);
  await userEvent.selectOptions(to, 'LUX');
  expect(from).toHaveValue('MAIN');
  expect(to).toHaveValue('LUX');
});

it("says why in the form's words when the server refuses the pair", async () => {
  onApi(api.walletTransfer.path, () => {
    throw new ApiError('badRequest', { status: 400, serverMessage: 'Solo se transfiere…', value: { code: 'walletPair' } });
  });
  renderPage(<TransferFundPage />);
  const form = await screen.findByRole('form', { name: 'Transferir entre billeteras' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Importe' }), '10');
  await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Solo se transfiere entre la billetera principal y la de un juego: para pasar dinero de un juego a otro, páselo primero a la billetera principal.',
  );
});

it('refuses more than the from-wallet holds and shows a server refusal', async () => {
  onApi(api.walletTransfer.path, () => {
    throw refusal('Proveedor en mantenimiento');
  });
  renderPage(<TransferFundPage />);
  const form = await screen.findByRole('form', { name: 'Transferir entre billeteras' });
  const amount = within(form).getByRole('textbox', { name: 'Importe' });
  await userEvent.type(amount, '1000.01');
  await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(/supera el saldo disponible \(P\s1\.000,00\)/);
  expect(callsTo(api.walletTransfer.path)).toHaveLength(0);
  await userEvent.clear(amount);
  await userEvent.type(amount, '10');
  await userEvent.click(within(form).getByRole('button', { name: 'Transferir' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Proveedor en mantenimiento');
});

it('recalls every game wallet to main, and explains why it cannot when they are empty', async () => {
  onApi(api.recallAllFunds.path, () => {
    current = funds('1250.50', '0.00', '0.00');
    return balance;
  });
  renderPage(<TransferFundPage />);
  const recall = await screen.findByRole('button', { name: 'Todo a la billetera principal' });
  expect(recall).toBeEnabled();
  await userEvent.click(recall);
  expect(await screen.findByText('El saldo de todas las billeteras de juegos volvió a la billetera principal.')).toBeInTheDocument();
  expect(callsTo(api.recallAllFunds.path)[0]?.options?.idempotencyKey).toBeTruthy();
  await waitFor(() => expect(recall).toBeDisabled());
  expect(recall).toHaveAccessibleDescription('Las billeteras de juegos están vacías: todo su dinero ya está en la billetera principal.');
});
