import { api, changeLanguage, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { midnight } from '../../../testing/clock';
import { setUpPageTests } from '../../../testing/page-setup';
import { renderPage } from '../../../testing/render';
import { lastPayload, networkError, onApi } from '../../../testing/shared-mock';
import TeamOverviewPage from './TeamOverviewPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const FIGURES: api.TeamFigures = {
  teamSize: 1234,
  directDownlines: 12,
  newMembers: 5,
  activeMembers: 48,
  deposits: '15000.00',
  withdrawals: '4200.50',
  validBet: '98000.00',
  profitLoss: '-2500.75',
};

let answer: () => api.TeamFigures;
const lastQuery = () => lastPayload<api.AgentPeriodQuery>(api.teamOverview.path);

setUpPageTests();

beforeEach(() => {
  answer = () => FIGURES;
  onApi(api.teamOverview.path, () => answer());
});

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it("shows the team's figures of today, then of the period chosen", async () => {
  renderPage(<TeamOverviewPage />);
  expect(screen.getByRole('status', { name: 'Cargando la página…' })).toBeInTheDocument();
  const region = await screen.findByRole('region', { name: 'Cifras del equipo en el período' });
  expect(lastQuery()).toEqual({ from: midnight(2026, 11, 23), to: midnight(2026, 11, 24) });
  expect(within(region).getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Tamaño del equipo',
    'Subordinados directos',
    'Miembros nuevos',
    'Miembros activos',
    'Depósitos',
    'Retiros',
    'Apuesta válida',
    'Ganancia/pérdida',
  ]);
  expect(figure('Tamaño del equipo')).toBe((1234).toLocaleString('es'));
  expect(figure('Subordinados directos')).toBe('12');
  expect(figure('Miembros nuevos')).toBe('5');
  expect(figure('Miembros activos')).toBe('48');
  expect(figure('Depósitos')).toBe(formatMoney('15000.00'));
  expect(figure('Retiros')).toBe(formatMoney('4200.50'));
  expect(figure('Apuesta válida')).toBe(formatMoney('98000.00'));
  expect(figure('Ganancia/pérdida')).toBe(`${formatMoney('-2500.75')} (pérdida)`);

  await userEvent.click(screen.getByRole('button', { name: 'Mensual' }));
  await waitFor(() => expect(lastQuery()).toEqual({ from: midnight(2026, 11, 1), to: midnight(2026, 11, 24) }));
  await userEvent.click(screen.getByRole('button', { name: '30 días anteriores' }));
  await waitFor(() => expect(lastQuery()).toEqual({ from: midnight(2026, 10, 2), to: midnight(2026, 10, 25) }));
});

it('says so when the team has no members yet, with the way to register one', async () => {
  answer = () => ({ ...FIGURES, teamSize: 1, directDownlines: 0, activeMembers: 0, newMembers: 0 });
  renderPage(<TeamOverviewPage />);
  expect(await screen.findByText('Su equipo aún no tiene miembros')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Registrar una cuenta' })).toHaveAttribute('href', '/agent/agentRegister');
});

it('shows a translated error with Retry, in English too', async () => {
  await changeLanguage('en');
  let fail = true;
  onApi(api.teamOverview.path, () => {
    if (fail) throw networkError();
    return FIGURES;
  });
  renderPage(<TeamOverviewPage />, '/agent/page?period=weekly');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("The team's figures could not be loaded");
  expect(alert).toHaveTextContent('Network link is abnormal, please try again');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: "The team's figures in the period" })).toBeInTheDocument();
  expect(figure('Profit/loss')).toBe(`${formatMoney('-2500.75')} (loss)`);
  expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
});
