import { changeLanguage, initI18n, MemoryRouter } from '@suite/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentEn } from '../i18n/en';
import { agentEs } from '../i18n/es';
import AgentRoutes, { type AgentRoutesProps } from './routes';

function renderAt(entry: string, props: AgentRoutesProps = {}) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AgentRoutes {...props} />
    </MemoryRouter>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Agent center menu' });
const menuLabels = () => within(menu()).getAllByRole('link').map((link) => link.textContent);

const ALL_FLAGS: Required<AgentRoutesProps> = { enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true };

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

  it.each(OTHER_PAGES)('/%s shows its title', (page) => {
    const { container } = renderAt(`/${page}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[page]);
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

  it('lists the base pages in the spec order and hides flag-gated pages by default', () => {
    renderAt('/agent');
    expect(menuLabels()).toEqual(BASE_MENU);
  });

  it('lists every page in order when all flags are on', () => {
    renderAt('/agent', ALL_FLAGS);
    expect(menuLabels()).toEqual([...BASE_MENU, 'Dividend record', 'Daily wages', 'Hourly salary', 'Real-time salary']);
  });

  it.each([
    ['enableCt', 'Dividend record', 'agentDividend'],
    ['salary', 'Daily wages', 'agentDailyWages'],
    ['hourSalary', 'Hourly salary', 'agentHourlySalary'],
    ['agentRealtimeSalary', 'Real-time salary', 'agentRealtimeSalary'],
  ] as const)('%s alone adds "%s" after the base pages', (flag, label, page) => {
    const { unmount } = renderAt('/agent', { [flag]: true });
    expect(menuLabels()).toEqual([...BASE_MENU, label]);
    expect(within(menu()).getByRole('link', { name: label })).toHaveAttribute('href', `/agent/${page}`);
    unmount();
    renderAt(`/agent/${page}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found in the agent center');
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
