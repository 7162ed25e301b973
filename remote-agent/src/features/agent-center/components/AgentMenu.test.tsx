import { changeLanguage, initI18n, MemoryRouter, useLocation } from '@suite/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerAgentTranslations } from '../../../i18n';
import { AgentCenter } from './AgentCenter';

// The menu alone: no page body (those load lazily and call the API; AgentCenter.test covers them).
jest.mock('../page-components', () => ({ CENTRE_PAGE_COMPONENTS: {} }));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCentre(page: string) {
  return render(
    <MemoryRouter initialEntries={[`/agent/${page}`]}>
      <AgentCenter page={page} flags={{}} />
      <Where />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n();
  registerAgentTranslations();
});

afterAll(async () => {
  await changeLanguage('es');
});

describe('the agent centre menu as a select (phones, issue 13)', () => {
  it('lists the same pages as the side menu, the current one chosen, and goes to the one chosen', async () => {
    await changeLanguage('en');
    renderCentre('agentTeamOverview');
    const select = screen.getByRole('combobox', { name: 'Agent center menu' });
    expect(select).toHaveValue('/agent/agentTeamOverview');
    const links = within(screen.getByRole('navigation', { name: 'Agent center menu' })).getAllByRole('link');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(links.map((link) => link.textContent));
    await userEvent.selectOptions(select, links[0]!.textContent!);
    expect(screen.getByTestId('where')).toHaveTextContent(links[0]!.getAttribute('href')!);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    renderCentre('agentTeamOverview');
    expect(screen.getByRole('combobox', { name: 'Menú del centro de agentes' })).toHaveValue('/agent/agentTeamOverview');
  });
});
