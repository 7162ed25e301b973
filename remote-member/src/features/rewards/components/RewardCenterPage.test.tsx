import { api, changeLanguage, refreshPublicState, setPublicState } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import RewardCenterPage from './RewardCenterPage';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('../../../testing/shared-mock').sharedMock(), refreshPublicState: jest.fn(async () => undefined) }));

function reward(id: string, overrides: Partial<api.MemberReward> = {}): api.MemberReward {
  return {
    rewardId: id,
    source: 'promotion',
    title: `Recompensa ${id}`,
    amount: '10.00',
    turnoverMultiplier: null,
    turnoverRequired: null,
    state: 'issued',
    issuedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    claimedAt: null,
    ...overrides,
  };
}

const RELOAD = reward('1', {
  title: 'Bono de recarga',
  amount: '1250.50',
  turnoverMultiplier: '2.00',
  turnoverRequired: '2501.00',
  expiresAt: '2026-11-30T10:00:00.000Z',
});
const MISSION = reward('2', { source: 'mission', title: 'Apueste 500.00 hoy', amount: '5.00' });
const OLD = reward('3', { source: 'rebate', title: 'Reembolso semanal', state: 'claimed', claimedAt: '2026-11-10T10:00:00.000Z' });
const LOST = reward('4', { source: 'raffle', title: 'Premio del sorteo', state: 'expired', expiresAt: '2026-11-01T10:00:00.000Z' });

let list: api.MemberReward[];
const page = (): api.RewardPage => ({ list, totalCount: list.length, totalPages: 1, rewardCount: list.filter((item) => item.state === 'issued').length });
const cards = async () => within(await screen.findByRole('list', { name: 'Recompensas por reclamar' })).getAllByRole('listitem');
const claimButton = (title: string) => screen.getByRole('button', { name: `Reclamar ${title}` });

beforeAll(setUpTexts);

beforeEach(async () => {
  resetApi();
  mockRefreshBalance.mockClear();
  jest.mocked(refreshPublicState).mockClear();
  setPublicState({ currencySymbol: 'P' });
  await changeLanguage('es');
  list = [RELOAD, MISSION, OLD, LOST];
  onApi(api.memberRewards.path, () => page());
});

it('shows a skeleton, then waiting rewards as cards and the claimed and expired ones in the history', async () => {
  renderPage(<RewardCenterPage />);
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();

  const [first, second] = await cards();
  expect(within(first!).getByRole('heading', { level: 3, name: 'Bono de recarga' })).toBeInTheDocument();
  expect(first).toHaveTextContent('Promoción');
  expect(first).toHaveTextContent('P 1.250,50');
  expect(first).toHaveTextContent('Antes de retirar, apueste P 2.501,00 (2 veces el importe).');
  expect(within(first!).getByText(/^Caduca el /)).toHaveAttribute('datetime', RELOAD.expiresAt);
  expect(second).toHaveTextContent('Misión');
  expect(second).toHaveTextContent('Sin fecha de caducidad');
  expect(second).toHaveTextContent('Sin requisito de apuesta.');

  const history = within(screen.getByRole('list', { name: 'Historial de recompensas' })).getAllByRole('listitem');
  expect(history).toHaveLength(2);
  expect(history[0]).toHaveTextContent('Reembolso semanal');
  expect(history[0]).toHaveTextContent('Reclamada');
  expect(history[1]).toHaveTextContent('Premio del sorteo');
  expect(history[1]).toHaveTextContent('Caducada');
  // No claim button in the history.
  expect(within(history[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(callsTo(api.memberRewards.path).map((call) => call.payload)).toEqual([{ pageNo: 1, pageSize: 20 }]);
});

it('claims a reward: one key, a success notice, the balance and the badges refreshed, the list reloaded', async () => {
  onApi(api.claimReward.path, ({ rewardId }: api.ClaimRewardRequest) => {
    list = list.map((item) => (item.rewardId === rewardId ? { ...item, state: 'claimed', claimedAt: '2026-11-24T10:00:00.000Z' } : item));
    return { rewardId, amount: '1250.50', balance: '2750.50', turnoverRequired: '2501.00', rewardCount: 1 };
  });
  renderPage(<RewardCenterPage />);
  await cards();

  await userEvent.click(claimButton('Bono de recarga'));
  const notice = await screen.findByText('Se añadieron P 1.250,50 de «Bono de recarga» a su billetera principal.');
  expect(notice).toHaveAttribute('role', 'status');
  await waitFor(() => expect(notice).toHaveFocus());
  const claims = callsTo(api.claimReward.path);
  expect(claims.map((call) => call.payload)).toEqual([{ rewardId: '1' }]);
  expect(claims[0]?.options?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(mockRefreshBalance).toHaveBeenCalledTimes(1);
  expect(refreshPublicState).toHaveBeenCalledTimes(1);
  // Reloaded: the reward moved to the history.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Reclamar Bono de recarga' })).not.toBeInTheDocument());
  expect(within(screen.getByRole('list', { name: 'Historial de recompensas' })).getByText('Bono de recarga')).toBeInTheDocument();
});

it('reuses the key on a retry after a lost answer, and a new one for the next claim', async () => {
  let lose = true;
  onApi(api.claimReward.path, ({ rewardId }: api.ClaimRewardRequest) => {
    if (lose) throw networkError();
    return { rewardId, amount: '5.00', balance: '100.00', turnoverRequired: null, rewardCount: 1 };
  });
  renderPage(<RewardCenterPage />);
  await cards();

  await userEvent.click(claimButton('Apueste 500.00 hoy'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No se pudo reclamar «Apueste 500.00 hoy». No recibimos la respuesta. Pulse Reclamar de nuevo: la recompensa nunca se abona dos veces.',
  );
  expect(mockRefreshBalance).not.toHaveBeenCalled();
  lose = false;
  await userEvent.click(claimButton('Apueste 500.00 hoy'));
  await screen.findByText('Se añadieron P 5,00 de «Apueste 500.00 hoy» a su billetera principal.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(claimButton('Bono de recarga'));
  const keys = callsTo(api.claimReward.path).map((call) => call.options?.idempotencyKey);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it('shows a refusal (an expired reward) in the server’s words and reloads the list', async () => {
  onApi(api.claimReward.path, () => {
    list = list.map((item) => (item.rewardId === '1' ? { ...item, state: 'expired' } : item));
    throw refusal('Esta recompensa caducó y ya no se puede reclamar');
  });
  renderPage(<RewardCenterPage />);
  await cards();
  await userEvent.click(claimButton('Bono de recarga'));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo reclamar «Bono de recarga». Esta recompensa caducó y ya no se puede reclamar');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Reclamar Bono de recarga' })).not.toBeInTheDocument());
  expect(refreshPublicState).not.toHaveBeenCalled();
  expect(callsTo(api.memberRewards.path)).toHaveLength(2);
});

it('says when nothing is waiting, with a link to the promotions', async () => {
  list = [OLD];
  renderPage(<RewardCenterPage />);
  expect(await screen.findByText('No hay recompensas por reclamar')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Recompensas por reclamar' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Ver promociones' }));
  expect(await screen.findByText('promotions page')).toBeInTheDocument();
});

it('shows the history empty state when nothing was ever claimed, in English too', async () => {
  list = [];
  await changeLanguage('en');
  renderPage(<RewardCenterPage />);
  expect(await screen.findByText('No rewards waiting')).toBeInTheDocument();
  expect(screen.getByText('You have not claimed any rewards yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/promotions');
});

it('offers Retry when the list cannot be loaded', async () => {
  let fail = true;
  onApi(api.memberRewards.path, () => {
    if (fail) throw networkError();
    return page();
  });
  renderPage(<RewardCenterPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las recompensas.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await cards()).toHaveLength(2);
});
