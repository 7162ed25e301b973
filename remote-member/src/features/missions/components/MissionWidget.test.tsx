import { api, changeLanguage, clearSession, MemoryRouter, setSession } from '@suite/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { setUpTexts } from '../testing/render';
import { MissionWidget } from './MissionWidget';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

type Mission = api.MissionSummary['missions'][number];
const BETS: Mission = { missionId: 'daily-bets', title: 'Realice apuestas válidas por 500.00 hoy', progress: 12_050, target: 50_000, unit: 'money', reward: '5.00', completed: false, collected: false, points: 30 };
const ROUNDS: Mission = { missionId: 'daily-rounds', title: 'Juegue 10 rondas hoy', progress: 10, target: 10, unit: 'count', reward: '1.00', completed: true, collected: false, points: 10 };

let missions: Mission[];
const summary = (): api.MissionSummary => ({ missionCount: missions.filter((m) => m.completed && !m.collected).length, missions, day: '2026-11-24', resetsAt: '2026-11-25T00:00:00.000Z' });
const renderWidget = () =>
  render(
    <MemoryRouter>
      <MissionWidget />
    </MemoryRouter>,
  );

beforeAll(setUpTexts);
beforeEach(() => {
  resetApi();
  missions = [BETS, ROUNDS];
  onApi(api.missionSummary.path, summary);
  setSession({ token: 'tok-1', isAgent: 0, account: 'ana', customerId: '7', memberLabel: null });
});
afterEach(async () => {
  clearSession();
  await changeLanguage('es');
});

it('shows nothing to a visitor and asks nothing', () => {
  clearSession();
  const { container } = renderWidget();
  expect(container).toBeEmptyDOMElement();
  expect(callsTo(api.missionSummary.path)).toHaveLength(0);
});

it('shows today’s missions with their progress, what is ready to collect and the way to the mission page', async () => {
  renderWidget();
  expect(screen.getByRole('status', { name: 'Sus misiones de hoy' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Sus misiones de hoy' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  const bets = screen.getByRole('progressbar', { name: 'Realice apuestas válidas por 500.00 hoy' });
  expect(bets).toHaveAttribute('aria-valuenow', '12050');
  expect(bets.getAttribute('aria-valuetext')?.replace(/\u00a0/g, ' ')).toBe('P 120,50 de P 500,00');
  expect(screen.getByText('1 lista para cobrar')).toBeInTheDocument();
  expect(within(list).getByText('Completada')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver misiones' })).toHaveAttribute('href', '/member/missionLeaderboard');
});

it('renders nothing on a day without missions', async () => {
  missions = [];
  const { container } = renderWidget();
  await screen.findByRole('status').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container.querySelector('.mem-ms-widget__list')).toBeNull();
  expect(container).toBeEmptyDOMElement();
});

it('says so in English with a retry when the missions do not load', async () => {
  await changeLanguage('en');
  let fail = true;
  onApi(api.missionSummary.path, () => {
    if (fail) throw networkError();
    return summary();
  });
  renderWidget();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your missions could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Your missions today' })).toBeInTheDocument();
  expect(screen.getByText('1 ready to collect')).toBeInTheDocument();
});
