import { api, ApiError, changeLanguage, clearSession, setPublicState, setSession } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import { PointMallPage } from './PointMallPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const reward = (id: string, overrides: Partial<api.PointReward> = {}): api.PointReward => ({
  rewardId: id,
  name: `Recompensa ${id}`,
  imageUrl: `/wps/static/point-rewards/${id}.svg?lang=es`,
  quantity: 10,
  pointsRequired: 100,
  amountRequired: '0.00',
  availableQuantity: 4,
  category: 'merch',
  ...overrides,
});
const EARBUDS = reward('1', { name: 'Auriculares', pointsRequired: 1500, amountRequired: '500.00', category: 'gadget', quantity: 20, availableQuantity: 20 });
const MUG = reward('2', { name: 'Taza del club', pointsRequired: 120 });
const CAP = reward('3', { name: 'Gorra', pointsRequired: 200, availableQuantity: 0, quantity: 1 });
const REDEEM: api.RedeemRecord = {
  id: '9',
  name: 'Taza del club',
  quantity: 1,
  points: 120,
  amount: '0.00',
  status: 'inProcess',
  time: '2026-11-20T10:00:00.000Z',
  address: 'Calle 10 # 20-30',
  mobileNum: '••••••4567',
  remark: null,
};
const member = () => setSession({ token: 'tok-1', isAgent: 0, account: 'demo_player', customerId: '7', memberLabel: null });

let points: number;

beforeAll(setUpTexts);

beforeEach(async () => {
  resetApi();
  mockRefreshBalance.mockClear();
  setPublicState({ currencySymbol: 'P' });
  await changeLanguage('es');
  clearSession();
  points = 500;
  onApi(api.pointRewards.path, (query: api.PointRewardQuery | undefined) =>
    [EARBUDS, MUG, CAP].filter((item) => (!query?.category || item.category === query.category) && (!query?.inStock || item.availableQuantity > 0) && (query?.maxPoints === undefined || item.pointsRequired <= query.maxPoints),
    ),
  );
  onApi(api.pointBalance.path, () => ({ points, validBet: '250.00' }));
  onApi(api.pointConfig.path, () => ({ ratio: '0.01', minConvertPoints: 100, betPerPoint: '1.00' }));
  onApi(api.redeemHistory.path, () => ({ list: [REDEEM, { ...REDEEM, id: '8', status: 'rejected', remark: 'Sin envío' }], totalPages: 1, totalCount: 2 }));
  onApi(api.pointDetails.path, () => ({
    list: [
      { id: '5', type: 'earnRound', status: 'done', time: '2026-11-20T09:00:00.000Z', points: 3, changedPoints: 3, pointsBalance: 500, amount: '3.00', ratio: '1.00', remark: 'Ronda 77' },
      { id: '4', type: 'redeem', status: 'inProcess', time: '2026-11-20T08:00:00.000Z', points: 120, changedPoints: -120, pointsBalance: 497, amount: '0.00', ratio: '', remark: '1 × Taza del club' },
    ],
    totalPages: 1,
    totalCount: 2,
  }));
});

const cards = async () => within(await screen.findByRole('list', { name: 'Recompensas' })).getAllByRole('listitem');

it('shows a visitor the rewards and a call to log in, and asks nothing of the member calls', async () => {
  renderPage(<PointMallPage />);
  expect(screen.getByRole('status', { name: 'Cargando recompensas…' })).toBeInTheDocument();
  const [first, , last] = await cards();
  expect(first).toHaveTextContent('Auriculares');
  expect(first).toHaveTextContent('1.500 puntos');
  expect(first).toHaveTextContent('Requiere apuesta válida de P 500,00');
  expect(first).toHaveTextContent('Quedan 20 de 20');
  expect(last).toHaveTextContent('Agotado');
  expect(within(first!).getByRole('link', { name: 'Inicie sesión para canjear' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('heading', { name: 'Inicie sesión para canjear' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: /^Canjear/ })).not.toBeInTheDocument();
  expect(callsTo(api.pointBalance.path)).toHaveLength(0);
  expect(callsTo(api.redeemHistory.path)).toHaveLength(0);
});

it('shows the member balance, the filters and a sold-out reward that cannot be redeemed', async () => {
  member();
  renderPage(<PointMallPage />);
  expect(await screen.findByTestId('points-balance')).toHaveTextContent('500 puntos');
  expect(screen.getByText('Apuesta válida acumulada: P 250,00')).toBeInTheDocument();
  expect(screen.getByText('Gana 1 punto por cada P 1,00 de apuesta válida.')).toBeInTheDocument();
  expect(screen.getByText('Sus puntos no caducan.')).toBeInTheDocument();
  await cards();
  expect(screen.getByRole('button', { name: 'Gorra agotado' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Canjear Auriculares' })).toBeEnabled();
  expect(screen.getByText('Le faltan 1.000 puntos')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Tecnología' }));
  await waitFor(async () => expect(await cards()).toHaveLength(1));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Solo las que puedo canjear' }));
  await waitFor(() => expect(callsTo(api.pointRewards.path).at(-1)?.payload).toEqual({ category: 'gadget', maxPoints: 500 }));
  expect(await screen.findByText('No hay recompensas con estos filtros')).toBeInTheDocument();
});

it('checks the redeem form with translated messages, then redeems with one key and keeps the input on a refusal', async () => {
  member();
  let answer: () => unknown = () => {
    throw refusal('Agotado: alguien canjeó la última unidad de esta recompensa');
  };
  onApi(api.redeemPointReward.path, () => answer());
  renderPage(<PointMallPage />);
  await screen.findByTestId('points-balance');
  await userEvent.click(await screen.findByRole('button', { name: 'Canjear Taza del club' }));
  const dialog = await screen.findByRole('dialog', { name: 'Canjear Taza del club' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));
  expect(within(dialog).getByText('Escriba la dirección de entrega.')).toBeInTheDocument();
  expect(within(dialog).getByText('Escriba su número de móvil.')).toBeInTheDocument();
  expect(within(dialog).getByText('Escriba su contraseña de pago.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Dirección de entrega')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(within(dialog).getByLabelText('Dirección de entrega'), 'Calle 10 # 20-30');
  await userEvent.type(within(dialog).getByLabelText('Teléfono móvil'), '12ab');
  await userEvent.type(within(dialog).getByLabelText('Contraseña de pago'), 'Pay2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));
  expect(within(dialog).getByText('Escriba un número de móvil válido: de 7 a 15 dígitos, con + opcional.')).toBeInTheDocument();
  expect(callsTo(api.redeemPointReward.path)).toHaveLength(0);

  await userEvent.clear(within(dialog).getByLabelText('Teléfono móvil'));
  await userEvent.type(within(dialog).getByLabelText('Teléfono móvil'), '+57 300 123 4567');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo canjear. Agotado: alguien canjeó la última unidad de esta recompensa');
  // Nothing typed is lost but the password.
  expect(within(dialog).getByLabelText('Dirección de entrega')).toHaveValue('Calle 10 # 20-30');
  expect(within(dialog).getByLabelText('Teléfono móvil')).toHaveValue('+57 300 123 4567');
  expect(within(dialog).getByLabelText('Contraseña de pago')).toHaveValue('');
  expect(callsTo(api.redeemPointReward.path)[0]).toMatchObject({
    payload: { rewardId: '2', quantity: 1, withdrawPassword: 'Pay2026', address: 'Calle 10 # 20-30', mobileNum: '+57 300 123 4567' },
    options: { idempotencyKey: expect.any(String) },
  });

  answer = () => ({ points: 380, redeem: REDEEM });
  points = 380;
  await userEvent.type(within(dialog).getByLabelText('Contraseña de pago'), 'Pay2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));
  expect(await screen.findByText('Canje enviado: 1 × Taza del club. Está en proceso; verá el resultado en el historial de canjes.')).toHaveFocus();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByTestId('points-balance')).toHaveTextContent('380 puntos');
  expect(mockRefreshBalance).toHaveBeenCalled();
});

it('tells a member without a payment password so, with the way to set it, instead of a form that cannot go through', async () => {
  member();
  onApi(api.securityStatus.path, () => ({ hasPaymentPassword: false, mobile: null, email: null, birthDate: null }));
  renderPage(<PointMallPage />);
  await screen.findByTestId('points-balance');
  await userEvent.click(await screen.findByRole('button', { name: 'Canjear Taza del club' }));
  const dialog = await screen.findByRole('dialog', { name: 'Canjear Taza del club' });
  expect(await within(dialog).findByRole('heading', { name: 'Necesita una contraseña de pago' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Aún no ha establecido su contraseña de pago.');
  expect(within(dialog).queryByLabelText('Contraseña de pago')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Confirmar canje' })).not.toBeInTheDocument();
  const link = within(dialog).getByRole('link', { name: 'Establecer la contraseña de pago' });
  expect(link).toHaveAttribute('href', '/member/securityCenter');
  await userEvent.click(link);
  expect(await screen.findByText('security centre')).toBeInTheDocument();
  expect(callsTo(api.redeemPointReward.path)).toHaveLength(0);
});

it('says the same in English, and when only the API knows (its noPaymentPassword refusal)', async () => {
  await changeLanguage('en');
  member();
  // The security status cannot be read: the form is shown, and the API's refusal turns it into the notice.
  onApi(api.redeemPointReward.path, () => {
    throw new ApiError('server', { status: 200, serverMessage: 'Set your payment password in the member centre first', value: { code: 'noPaymentPassword' } });
  });
  renderPage(<PointMallPage />);
  await screen.findByTestId('points-balance');
  await userEvent.click(await screen.findByRole('button', { name: 'Redeem Taza del club' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Delivery address'), 'Calle 10 # 20-30');
  await userEvent.type(within(dialog).getByLabelText('Mobile number'), '3001234567');
  await userEvent.type(within(dialog).getByLabelText('Payment password'), 'Pay2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
  expect(await within(dialog).findByRole('heading', { name: 'You need a payment password' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Set the payment password' })).toHaveAttribute('href', '/member/securityCenter');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps the key for a retry after a lost answer', async () => {
  member();
  let lost = true;
  onApi(api.redeemPointReward.path, () => {
    if (lost) throw networkError();
    return { points: 380, redeem: REDEEM };
  });
  renderPage(<PointMallPage />);
  await screen.findByTestId('points-balance');
  await userEvent.click(await screen.findByRole('button', { name: 'Canjear Taza del club' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Dirección de entrega'), 'Calle 10 # 20-30');
  await userEvent.type(within(dialog).getByLabelText('Teléfono móvil'), '3001234567');
  await userEvent.type(within(dialog).getByLabelText('Contraseña de pago'), 'Pay2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('no se cobrará dos veces');
  lost = false;
  await userEvent.type(within(dialog).getByLabelText('Contraseña de pago'), 'Pay2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar canje' }));
  await screen.findByText(/^Canje enviado/);
  const [first, second] = callsTo(api.redeemPointReward.path);
  expect(second!.options?.idempotencyKey).toBe(first!.options?.idempotencyKey);
});

it('shows the redeem history with translated states and the points details with the §3 fields', async () => {
  member();
  renderPage(<PointMallPage />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Historial de canjes' }));
  const redeems = within(await screen.findByRole('list', { name: 'Canjes' })).getAllByRole('listitem');
  expect(redeems[0]).toHaveTextContent('En proceso');
  expect(redeems[0]).toHaveTextContent('Entrega: Calle 10 # 20-30 · ••••••4567');
  expect(redeems[1]).toHaveTextContent('Rechazado');
  expect(redeems[1]).toHaveTextContent('Motivo: Sin envío');

  await userEvent.click(screen.getByRole('tab', { name: 'Detalle de puntos' }));
  const table = await screen.findByRole('table', { name: 'Movimientos de puntos' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('FechaTipoCambioSaldoImporteRatioEstadoObservación');
  expect(rows[1]).toHaveTextContent('Ronda jugada+3500P 3,001.00CompletadoRonda 77');
  expect(rows[2]).toHaveTextContent('Canje-120497P 0,00—En proceso1 × Taza del club');
  await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'redeem');
  await waitFor(() => expect(callsTo(api.pointDetails.path).at(-1)?.payload).toEqual({ pageNo: 1, pageSize: 20, type: 'redeem' }));
});

it('converts points to money: the ratio and minimum shown, the amount computed, bad input refused before sending', async () => {
  member();
  onApi(api.convertPoints.path, ({ points: sent }: api.ConvertPointsRequest) => ({ amount: (sent / 100).toFixed(2), points: 500 - sent }));
  renderPage(<PointMallPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Convertir puntos en saldo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Convertir puntos en saldo' });
  expect(dialog).toHaveTextContent('1 punto = P 0,01');
  expect(dialog).toHaveTextContent('Mínimo 100 puntos por conversión.');
  const input = within(dialog).getByLabelText('Puntos a convertir');
  await userEvent.clear(input);
  await userEvent.type(input, '50');
  await userEvent.type(within(dialog).getByLabelText('Contraseña de pago'), 'Pay2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Convertir' }));
  expect(within(dialog).getByText('Convierta al menos 100 puntos.')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, '900');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Convertir' }));
  expect(within(dialog).getByText('Solo tiene 500 puntos.')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, '250');
  expect(within(dialog).getByText('Recibirá P 2,50 en su billetera principal.')).toBeInTheDocument();
  expect(callsTo(api.convertPoints.path)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Convertir' }));
  expect(await screen.findByText('Convertidos 250 puntos: se añadieron P 2,50 a su billetera principal.')).toBeInTheDocument();
  expect(callsTo(api.convertPoints.path)[0]!.payload).toEqual({ points: 250, withdrawPassword: 'Pay2026' });
});

it('shows a translated error with a retry when the rewards cannot be loaded, and speaks English', async () => {
  await changeLanguage('en');
  let fail = true;
  onApi(api.pointRewards.path, () => {
    if (fail) throw networkError();
    return [MUG];
  });
  renderPage(<PointMallPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The rewards could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Rewards' })).toHaveTextContent('Taza del club');
  expect(screen.getByRole('heading', { name: 'Points mall' })).toBeInTheDocument();
});
