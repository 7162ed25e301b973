import { apiHttp, changeLanguage, initI18n, MemoryRouter, siteSwitchesAtom, suiteStore } from '@suite/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentFeatureFlags } from '../hooks/use-agent-switches';
import { agentEn } from '../i18n/en';
import { agentEs } from '../i18n/es';
import { resetApi } from '../testing/shared-mock';
import { setAgentSwitches } from '../testing/switches';
import AgentRoutes from './routes';

// Routing and menus only: centre page bodies (lazy, tested by AgentCenter.test and their own tests)
// are left out; /agentHome and /join still load theirs, whose calls the fake server answers.
jest.mock('@suite/shared', () => jest.requireActual('../testing/shared-mock').sharedMock());
jest.mock('../features/agent-center/page-components', () => ({ CENTRE_PAGE_COMPONENTS: {} }));

/** Renders the routes with the site's switches as given (the white-label tree, not props). */
function renderAt(entry: string, switches: AgentFeatureFlags = {}) {
  setAgentSwitches(switches);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AgentRoutes />
    </MemoryRouter>,
  );
}

beforeEach(() => resetApi());

const menu = () => screen.getByRole('navigation', { name: 'Agent center menu' });
const menuLabels = () => within(menu()).getAllByRole('link').map((link) => link.textContent);

const ALL_FLAGS: Required<AgentFeatureFlags> = { enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true };

beforeAll(async () => {
  await initI18n();
});

afterAll(async () => {
  await changeLanguage('es');
});

const CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegister',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentProfitLoss',
  'agentIncome',
  'agentTransactions',
  'agentDividend',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealtimeSalary',
] as const;
const OTHER_PAGES = ['agentHome', 'join'] as const;

describe.each([
  ['es', agentEs],
  ['en', agentEn],
] as const)('agent routes in %s', (language, { pages: titles, center }) => {
  beforeAll(async () => {
    await changeLanguage(language);
  });

  it('/agent opens the team overview', () => {
    renderAt('/agent');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles.agentTeamOverview);
  });

  it.each(CENTRE_PAGES)('/agent/%s shows its title (flags on)', (page) => {
    const { container } = renderAt(`/agent/${page}`, ALL_FLAGS);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[page]);
    expect(container.firstElementChild).toHaveAttribute('data-build', '0.0.0-test');
  });

  it.each(OTHER_PAGES)('/%s shows its title', async (page) => {
    const { container } = renderAt(`/${page}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(titles[page]);
    expect(container.firstElementChild).toHaveAttribute('data-build', '0.0.0-test');
  });

  it('an unknown centre page says so and links back to /agent', () => {
    renderAt('/agent/noSuchPage');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(center.notFound);
    expect(screen.getByRole('link', { name: center.back })).toHaveAttribute('href', '/agent');
  });

  it('a path outside the agent area says so', () => {
    renderAt('/agentx');
    expect(screen.getByRole('status')).toHaveTextContent(titles.unknown);
  });
});

describe('agent centre menu', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  const BASE_MENU = [
    'Announcements',
    'Team overview',
    'Register account',
    'Team management',
    'Team betting',
    'User profit and loss',
    'My income',
    'Transaction details',
  ];

  it('lists the base pages in the spec order and hides the gated pages while their switches are off', () => {
    renderAt('/agent');
    expect(menuLabels()).toEqual(BASE_MENU);
  });

  it('lists every page in order when all four switches are on', () => {
    renderAt('/agent', ALL_FLAGS);
    expect(menuLabels()).toEqual([...BASE_MENU, 'Dividend record', 'Daily wages', 'Hourly salary', 'Real-time salary']);
  });

  it.each([
    ['enableCt', 'Dividend record', 'agentDividend'],
    ['salary', 'Daily wages', 'agentDailyWages'],
    ['hourSalary', 'Hourly salary', 'agentHourlySalary'],
    ['agentRealtimeSalary', 'Real-time salary', 'agentRealtimeSalary'],
  ] as const)('the %s switch alone adds "%s" after the base pages; off, its page is not found', (flag, label, page) => {
    const { unmount } = renderAt('/agent', { [flag]: true });
    expect(menuLabels()).toEqual([...BASE_MENU, label]);
    expect(within(menu()).getByRole('link', { name: label })).toHaveAttribute('href', `/agent/${page}`);
    unmount();
    renderAt(`/agent/${page}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found in the agent center');
  });

  it('reads the switches from the white-label tree, also a switch under an off parent is off', () => {
    setAgentSwitches({});
    suiteStore.set(siteSwitchesAtom, {
      status: 'loaded',
      tree: [
        { modId: 'agent', enabled: '1', childrenNodes: [{ modId: 'salary', enabled: '1', childrenNodes: [] }] },
        { modId: 'agentOff', enabled: '0', childrenNodes: [{ modId: 'hourSalary', enabled: '1', childrenNodes: [] }] },
      ],
    });
    render(
      <MemoryRouter initialEntries={['/agent']}>
        <AgentRoutes />
      </MemoryRouter>,
    );
    expect(menuLabels()).toEqual([...BASE_MENU, 'Daily wages']);
  });

  it('waits for the switches before calling a gated page unknown', () => {
    // The tree's own load (shared's client) never answers here: the test sets the tree itself.
    apiHttp.defaults.adapter = () => new Promise(() => undefined);
    suiteStore.set(siteSwitchesAtom, { status: 'loading', tree: [] });
    render(
      <MemoryRouter initialEntries={['/agent/agentDailyWages']}>
        <AgentRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading the page…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    suiteStore.set(siteSwitchesAtom, { status: 'loaded', tree: [{ modId: 'salary', enabled: '1', childrenNodes: [] }] });
    return screen.findByRole('heading', { level: 1, name: 'Daily wages' });
  });

  it('marks the current page, and the default page on /agent', () => {
    const { unmount } = renderAt('/agent');
    expect(within(menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Team overview');
    unmount();
    renderAt('/agent/agentIncome');
    const current = within(menu()).getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('My income');
  });

  it('moves to the page a menu entry names', async () => {
    renderAt('/agent');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Team betting' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team betting');
    expect(within(menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Team betting');
  });

  it('marks nothing on an unknown page and its link leads back to the overview', async () => {
    renderAt('/agent/noSuchPage');
    expect(within(menu()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the agent center' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team overview');
  });
});
