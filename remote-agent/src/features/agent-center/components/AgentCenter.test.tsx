import { changeLanguage, initI18n, MemoryRouter } from '@suite/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { registerAgentTranslations } from '../../../i18n';
import { AgentCenter } from './AgentCenter';

// A registry whose one page arrives when the test says so (or fails to).
let arrive: (() => void) | undefined;
let fail: ((error: Error) => void) | undefined;
jest.mock('../page-components', () => ({
  CENTRE_PAGE_COMPONENTS: {
    agentIncome: lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve, reject) => {
          arrive = () => resolve({ default: () => <p>income body</p> });
          fail = reject;
        }),
    ),
    agentTransactions: lazy(() => Promise.reject(new Error('chunk failed'))),
  },
}));

function renderCentre(page: string) {
  return render(
    <MemoryRouter initialEntries={[`/agent/${page}`]}>
      <AgentCenter page={page} flags={{}} />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n();
  registerAgentTranslations();
  await changeLanguage('en');
});

afterAll(async () => {
  await changeLanguage('es');
});

it("renders a registered page's component lazily under the title, with a skeleton meanwhile", async () => {
  renderCentre('agentIncome');
  expect(screen.getByRole('heading', { level: 1, name: 'My income' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading the page…' })).toBeInTheDocument();
  await act(async () => arrive?.());
  expect(await screen.findByText('income body')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading the page…' })).not.toBeInTheDocument();
  expect(fail).toBeDefined();
});

it('shows a translated error with Retry when the page cannot load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCentre('agentTransactions');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This page could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Transaction details' })).toBeInTheDocument();
});

it('keeps the title alone for a page with no component', async () => {
  renderCentre('agentProfitLoss');
  const heading = screen.getByRole('heading', { level: 1, name: 'User profit and loss' });
  expect(heading.parentElement?.children).toHaveLength(1);
  await userEvent.click(screen.getAllByRole('link', { name: 'Team overview' })[0]!);
});
