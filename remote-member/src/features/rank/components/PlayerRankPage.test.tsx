import { api, initI18n, publicStateAtom, setPublicState, suiteStore } from '@suite/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMemberTranslations } from '../../../i18n';
import { networkError, onApi, resetApi } from '../../../testing/shared-mock';
import PlayerRankPage from './PlayerRankPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const rankRow = (level: number, name: string, turnoverRequired: string, more: Partial<api.VipRank> = {}): api.VipRank => ({
  level,
  name,
  turnoverRequired,
  depositRequired: '0.00',
  upgradeBonus: '0.00',
  birthdayBonus: '0.00',
  weeklyBonus: '0.00',
  bonusTurnoverMultiplier: '1.00',
  rebatePercent: '0.00',
  dailyWithdrawLimit: '20000.00',
  dailyWithdrawCount: null,
  vipService: false,
  perks: [],
  ...more,
});

const RANKS: api.VipRank[] = [
  rankRow(0, 'Miembro', '0.00'),
  rankRow(1, 'Bronce', '1000.00'),
  rankRow(2, 'Plata', '10000.00', {
    depositRequired: '1000.00',
    upgradeBonus: '50.00',
    birthdayBonus: '20.00',
    weeklyBonus: '20.00',
    rebatePercent: '0.40',
    dailyWithdrawCount: 5,
    bonusTurnoverMultiplier: '2.00',
    perks: ['Bono de cumpleaños'],
  }),
  rankRow(3, 'Oro', '50000.00'),
  rankRow(5, 'Diamante', '500000.00', { vipService: true }),
];

function rank(overrides: Partial<api.PlayerRank> = {}): api.PlayerRank {
  return {
    level: 2,
    name: 'Plata',
    period: { kind: 'month', start: '2026-08-01', end: '2026-09-01' },
    turnover: '12345.60',
    deposits: '5000.00',
    next: {
      level: 3,
      name: 'Oro',
      turnoverRequired: '50000.00',
      remaining: '37654.40',
      depositRequired: '5000.00',
      depositRemaining: '0.00',
      upgradeBonus: '150.00',
    },
    progressPercent: 24,
    depositProgressPercent: 100,
    ranks: RANKS,
    ...overrides,
  };
}

beforeAll(async () => {
  await initI18n();
  registerMemberTranslations();
});

beforeEach(() => {
  resetApi();
  setPublicState({ hasVip: true, vipRankLevel: 2 });
  onApi(api.playerRank.path, () => rank());
});

it('shows the rank badge, the period’s figures and a progress bar per threshold with what is left', async () => {
  render(<PlayerRankPage />);
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();

  const bar = await screen.findByRole('progressbar', { name: 'Apuesta válida hacia Oro' });
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(bar).toHaveAttribute('aria-valuenow', '24');
  expect(bar).toHaveAttribute('aria-valuetext', '24 % del camino a Oro');
  expect(screen.getByText('Faltan P 37.654,40 de apuesta válida para Oro')).toBeInTheDocument();
  const current = screen.getByRole('region', { name: 'Su rango VIP' });
  expect(within(current).getByText('VIP 2')).toBeInTheDocument();
  expect(within(current).getByText('Plata')).toBeInTheDocument();
  expect(within(current).getByText('P 12.345,60')).toBeInTheDocument();
  expect(within(current).getByText('P 5.000,00')).toBeInTheDocument();
  expect(within(current).getByText('Periodo: 2026/08/01 – 2026/08/31')).toBeInTheDocument();
  const deposits = screen.getByRole('progressbar', { name: 'Depósitos hacia Oro' });
  expect(deposits).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByText('Depósitos completados para Oro')).toBeInTheDocument();
  expect(screen.getByText('Al subir a Oro recibe un bono de ascenso de P 150,00.')).toBeInTheDocument();
});

it('shows no deposit bar when the next rank asks for no deposits', async () => {
  onApi(api.playerRank.path, () =>
    rank({ next: { level: 3, name: 'Oro', turnoverRequired: '50000.00', remaining: '37654.40', depositRequired: '0.00', depositRemaining: '0.00', upgradeBonus: '0.00' } }),
  );
  render(<PlayerRankPage />);
  expect(await screen.findAllByRole('progressbar')).toHaveLength(1);
  expect(screen.queryByText(/bono de ascenso/)).not.toBeInTheDocument();
});

it('lists every rank with its benefits and highlights the member’s own', async () => {
  render(<PlayerRankPage />);
  const table = await screen.findByRole('table', { name: 'Rangos y beneficios' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'Miembro VIP 0',
    'Bronce VIP 1',
    'Plata VIP 2Su rango',
    'Oro VIP 3',
    'Diamante VIP 5',
  ]);
  const mine = rows[2]!;
  expect(mine).toHaveAttribute('aria-current', 'true');
  expect(rows.filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
  expect(within(mine).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' '))).toEqual([
    'P 10.000,00',
    'P 1.000,00',
    'P 50,00',
    'P 20,00',
    '×2,00',
    'P 20,00',
    '+0,40 %',
    'P 20.000,00 · 5 retiros al día',
    'No',
    'Bono de cumpleaños',
  ]);
  expect(within(rows[4]!).getAllByRole('cell')[8]).toHaveTextContent('Sí');
  // No bonus and no extra rebate read as none; no count limit says nothing more.
  expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('—');
  expect(within(rows[0]!).getAllByRole('cell')[6]).toHaveTextContent('—');
  expect(within(rows[0]!).getAllByRole('cell')[7]).toHaveTextContent(/^P 20\.000,00$/);
  expect(screen.getByText(/El reembolso extra se suma al porcentaje de cada tipo de juego/)).toBeInTheDocument();
  expect(screen.getByText(/se cuentan dentro de un mismo mes natural/)).toBeInTheDocument();
  // The wide table scrolls inside a region reachable by keyboard (390 px screens).
  expect(screen.getByRole('region', { name: 'Tabla de rangos, desplácese para ver todas las columnas' })).toHaveAttribute('tabindex', '0');
});

it('brings the header’s VIP state up to the level read (an upgrade since it loaded)', async () => {
  onApi(api.playerRank.path, () => rank({ level: 3, name: 'Oro', next: null, progressPercent: 100 }));
  render(<PlayerRankPage />);
  await screen.findByText('Ha alcanzado el rango más alto.');
  await waitFor(() => expect(suiteStore.get(publicStateAtom)).toMatchObject({ hasVip: true, vipRankLevel: 3 }));
});

it('at the top rank: no progress bar, says the highest rank is reached, VIP service', async () => {
  onApi(api.playerRank.path, () => rank({ level: 5, name: 'Diamante', turnover: '600000.00', next: null, progressPercent: 100 }));
  render(<PlayerRankPage />);
  expect(await screen.findByText('Ha alcanzado el rango más alto.')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('Tiene servicio al cliente VIP.')).toBeInTheDocument();
});

it('says the rank could not be loaded and retries', async () => {
  let fail = true;
  onApi(api.playerRank.path, () => {
    if (fail) throw networkError();
    return rank();
  });
  render(<PlayerRankPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo cargar su rango VIP.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('progressbar', { name: 'Apuesta válida hacia Oro' })).toBeInTheDocument();
});
