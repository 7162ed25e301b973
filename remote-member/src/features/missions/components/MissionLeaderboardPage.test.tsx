import { api, changeLanguage, publicStateAtom, refreshPublicState, setPublicState, suiteStore } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import MissionLeaderboardPage from './MissionLeaderboardPage';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('../../../testing/shared-mock').sharedMock(), refreshPublicState: jest.fn(async () => undefined) }));

type Mission = api.MissionSummary['missions'][number];

const BETS: Mission = {
  missionId: 'daily-bets',
  title: 'Realice apuestas válidas por 500.00 hoy',
  progress: 12_050,
  target: 50_000,
  unit: 'money',
  reward: '5.00',
  completed: false,
  collected: false,
  points: 30,
};
const DEPOSIT: Mission = { missionId: 'daily-deposit', title: 'Haga un depósito hoy', progress: 1, target: 1, unit: 'count', reward: '3.00', completed: true, collected: false, points: 20 };
const GAMES: Mission = { missionId: 'daily-games', title: 'Juegue 3 juegos diferentes hoy', progress: 3, target: 3, unit: 'count', reward: '2.00', completed: true, collected: true, points: 10 };

let missions: Mission[];
let board: api.MissionLeaderboardEntry[];
const summary = (): api.MissionSummary => ({
  missionCount: missions.filter((item) => item.completed && !item.collected).length,
  missions,
  day: '2026-11-24',
  resetsAt: '2026-11-25T00:00:00.000Z',
});
const missionList = () => screen.findByRole('list', { name: 'Misiones de hoy' });

beforeAll(setUpTexts);

beforeEach(async () => {
  resetApi();
  jest.mocked(refreshPublicState).mockClear();
  setPublicState({ currencySymbol: 'P', missionCount: 1, rewardCount: 0 });
  await changeLanguage('es');
  missions = [BETS, DEPOSIT, GAMES];
  board = [
    { rank: 1, account: 'ab***9', points: 90, isMe: false },
    { rank: 2, account: 'de***r', points: 30, isMe: true },
  ];
  onApi(api.missionSummary.path, () => summary());
  onApi(api.missionLeaderboard.path, () => board);
});

it('shows today’s missions with progress bars and their state, and the week’s leaderboard', async () => {
  renderPage(<MissionLeaderboardPage />);
  expect(screen.getAllByRole('status', { name: 'Cargando…' }).length).toBeGreaterThan(0);

  const items = within(await missionList()).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  const bets = screen.getByRole('progressbar', { name: BETS.title });
  expect(bets).toHaveAttribute('aria-valuenow', '12050');
  expect(bets).toHaveAttribute('aria-valuemax', '50000');
  expect(bets).toHaveAttribute('aria-valuetext', 'P\u00a0120,50 de P\u00a0500,00');
  expect(items[0]).toHaveTextContent('Recompensa: P 5,00 · 30 puntos');
  expect(items[0]).toHaveTextContent('En curso');
  expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: DEPOSIT.title })).toHaveAttribute('aria-valuetext', '1 de 1');
  expect(within(items[1]!).getByRole('button', { name: `Cobrar ${DEPOSIT.title}` })).toBeInTheDocument();
  expect(items[2]).toHaveTextContent('Cobrada');
  expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText(/^Las misiones se renuevan el /)).toHaveAttribute('datetime', '2026-11-25T00:00:00.000Z');

  const table = await screen.findByRole('table', { name: 'Puntos de misiones de esta semana (desde el lunes)' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['PuestoCuentaPuntos', '1ab***990', '2de***r (usted)30']);
  expect(rows[2]).toHaveAttribute('aria-current', 'true');
});

it('collects a completed mission: the badges follow, a notice links to the reward center', async () => {
  onApi(api.collectMission.path, ({ missionId }: api.CollectMissionRequest) => {
    missions = missions.map((item) => (item.missionId === missionId ? { ...item, collected: true } : item));
    board = [{ rank: 1, account: 'de***r', points: 50, isMe: true }, ...board.filter((entry) => !entry.isMe).map((entry) => ({ ...entry, rank: 2 }))];
    return {
      reward: {
        rewardId: '7',
        source: 'mission',
        title: DEPOSIT.title,
        amount: '3.00',
        turnoverMultiplier: null,
        turnoverRequired: null,
        state: 'issued',
        issuedAt: '2026-11-24T10:00:00.000Z',
        expiresAt: '2026-12-01T10:00:00.000Z',
        claimedAt: null,
      },
      missionCount: 0,
      rewardCount: 1,
    } satisfies api.CollectMissionResult;
  });
  renderPage(<MissionLeaderboardPage />);
  await missionList();

  await userEvent.click(screen.getByRole('button', { name: `Cobrar ${DEPOSIT.title}` }));
  const notice = await screen.findByText(/Misión «Haga un depósito hoy» cobrada/);
  expect(notice).toHaveTextContent('Misión «Haga un depósito hoy» cobrada: su recompensa le espera en el centro de recompensas.');
  expect(callsTo(api.collectMission.path).map((call) => call.payload)).toEqual([{ missionId: 'daily-deposit' }]);
  expect(suiteStore.get(publicStateAtom)).toMatchObject({ missionCount: 0, rewardCount: 1 });
  expect(refreshPublicState).toHaveBeenCalledTimes(1);
  // Reloaded: collected now, and the board moved.
  await waitFor(() => expect(screen.queryByRole('button', { name: `Cobrar ${DEPOSIT.title}` })).not.toBeInTheDocument());
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('1de***r (usted)50'));

  await userEvent.click(screen.getByRole('link', { name: 'Ir al centro de recompensas' }));
  expect(await screen.findByText('reward center page')).toBeInTheDocument();
});

it('shows a refusal in the server’s words and keeps the page usable', async () => {
  onApi(api.collectMission.path, () => {
    throw refusal('Ya cobró esta misión hoy');
  });
  renderPage(<MissionLeaderboardPage />);
  await missionList();
  await userEvent.click(screen.getByRole('button', { name: `Cobrar ${DEPOSIT.title}` }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cobrar «Haga un depósito hoy». Ya cobró esta misión hoy');
  expect(refreshPublicState).not.toHaveBeenCalled();
  expect(suiteStore.get(publicStateAtom).missionCount).toBe(1);
});

it('says when nobody has points yet, in English too', async () => {
  board = [];
  missions = [];
  await changeLanguage('en');
  renderPage(<MissionLeaderboardPage />);
  expect(await screen.findByText('Nobody has scored this week yet. Collect missions to appear here.')).toBeInTheDocument();
  expect(screen.getByText('No missions today. Come back tomorrow.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: "This week's leaderboard" })).toBeInTheDocument();
});

it('offers Retry for each part that cannot be loaded', async () => {
  let fail = true;
  onApi(api.missionSummary.path, () => {
    if (fail) throw networkError();
    return summary();
  });
  renderPage(<MissionLeaderboardPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las misiones.');
  // The leaderboard still shows.
  expect(await screen.findByRole('table')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(within(await missionList()).getAllByRole('listitem')).toHaveLength(3);
});
