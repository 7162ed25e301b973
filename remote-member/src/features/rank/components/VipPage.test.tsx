import { api, changeLanguage, clearSession, initI18n, MemoryRouter, setPublicState, setSession } from '@suite/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMemberTranslations } from '../../../i18n';
import { callsTo, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { VipPage } from './VipPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const level = (value: number, name: string, turnoverRequired: string, depositRequired: string, upgradeBonus: string): api.VipRank => ({
  level: value,
  name,
  turnoverRequired,
  depositRequired,
  upgradeBonus,
  birthdayBonus: '0.00',
  weeklyBonus: '0.00',
  bonusTurnoverMultiplier: '1.00',
  rebatePercent: '0.00',
  dailyWithdrawLimit: '20000.00',
  dailyWithdrawCount: null,
  vipService: false,
  perks: [],
});
const LEVELS = [level(0, 'Miembro', '0.00', '0.00', '0.00'), level(1, 'Bronce', '1000.00', '100.00', '10.00'), level(2, 'Plata', '10000.00', '1000.00', '50.00')];

const RANK: api.PlayerRank = {
  level: 1,
  name: 'Bronce',
  period: { kind: 'month', start: '2026-08-01', end: '2026-09-01' },
  turnover: '2500.00',
  deposits: '250.00',
  next: { level: 2, name: 'Plata', turnoverRequired: '10000.00', remaining: '7500.00', depositRequired: '1000.00', depositRemaining: '750.00', upgradeBonus: '50.00' },
  progressPercent: 25,
  depositProgressPercent: 25,
  ranks: LEVELS,
};
const UPGRADE: api.VipUpgrade = { id: '7', fromLevel: 0, level: 1, name: 'Bronce', bonus: '10.00', cause: 'round', time: '2026-08-03T10:15:00.000Z' };

const renderPage = () =>
  render(
    <MemoryRouter>
      <VipPage />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n();
  registerMemberTranslations();
});

beforeEach(() => {
  resetApi();
  setPublicState({ hasVip: true, vipRankLevel: 1 });
  onApi(api.vipLevels.path, () => ({ period: 'month', levels: LEVELS }));
  onApi(api.playerRank.path, () => RANK);
  onApi(api.vipUpgrades.path, () => [UPGRADE]);
});
afterEach(async () => {
  clearSession();
  await changeLanguage('es');
});

describe('a visitor', () => {
  it('sees the level table and a call to log in, and no member call is made', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Club VIP' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rangos y beneficios' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByText('Su rango')).not.toBeInTheDocument();
    expect(screen.getByText('Inicie sesión para ver su rango VIP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(callsTo(api.playerRank.path)).toHaveLength(0);
    expect(callsTo(api.vipUpgrades.path)).toHaveLength(0);
  });

  it('gets a translated error with retry when the levels do not load, in English too', async () => {
    await changeLanguage('en');
    let fail = true;
    onApi(api.vipLevels.path, () => {
      if (fail) throw networkError();
      return { period: 'month', levels: LEVELS };
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The VIP ranks could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Ranks and benefits' });
    expect(within(table).getByRole('columnheader', { name: 'Extra rebate' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Bonus wagering' })).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[2]!).getAllByRole('cell')[4]).toHaveTextContent('×1.00');
    expect(screen.getByText(/The birthday bonus is paid once a year on your birthday/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('a member', () => {
  beforeEach(() => setSession({ token: 'tok-1', isAgent: 0, account: 'ana', customerId: '7', memberLabel: null }));

  it('sees their level, a bar per threshold, the upgrade history and the table with their row', async () => {
    renderPage();
    const turnover = await screen.findByRole('progressbar', { name: 'Apuesta válida hacia Plata' });
    expect(turnover).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Depósitos hacia Plata' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Faltan P 7.500,00 de apuesta válida para Plata')).toBeInTheDocument();
    expect(screen.getByText('Faltan P 750,00 de depósitos para Plata')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Historial de ascensos' });
    const item = within(history).getByRole('listitem');
    expect(item).toHaveTextContent('VIP 0 → VIP 1 · Bronce');
    expect(item).toHaveTextContent('Tras una ronda de juego');
    expect(item).toHaveTextContent('Bono de ascenso P 10,00');
    const table = screen.getByRole('table', { name: 'Rangos y beneficios' });
    expect(within(table).getByText('Su rango')).toBeInTheDocument();
    expect(screen.queryByText('Inicie sesión para ver su rango VIP')).not.toBeInTheDocument();
  });

  it('says when there is no upgrade yet', async () => {
    onApi(api.vipUpgrades.path, () => []);
    renderPage();
    expect(await screen.findByText('Todavía no ha subido de rango.')).toBeInTheDocument();
  });

  it('keeps the rest of the page when the history fails, with its own retry', async () => {
    let fail = true;
    onApi(api.vipUpgrades.path, () => {
      if (fail) throw networkError();
      return [UPGRADE];
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el historial de ascensos.');
    expect(screen.getByRole('progressbar', { name: 'Apuesta válida hacia Plata' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Historial de ascensos' })).toBeInTheDocument();
  });
});
