import { api, changeLanguage, formatMoney, setSession, toast } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpTexts } from '../../../testing/render';
import { callsTo, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { setAgentSwitches } from '../../../testing/switches';
import AgentHomePage from './AgentHomePage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const HOME: api.AgentHome = {
  account: 'boss',
  affiliateCode: 'BOSS42',
  today: {
    teamSize: 31,
    directDownlines: 6,
    newMembers: 2,
    activeMembers: 9,
    deposits: '5000.00',
    withdrawals: '1200.00',
    validBet: '20500.00',
    profitLoss: '730.40',
  },
  pendingActions: { dividend: 1, daily: 2, hourly: 0, realtime: 3 },
  salaryDue: [
    { type: 'daily', period: '2026-11-23', amount: '41.00' },
    { type: 'dividend', period: '2026-11-H2', amount: '120.50' },
  ],
  balance: '8800.00',
};

const money = (value: string) => formatMoney(value).replace(/\u00a0/g, ' ');
const asAgent = () => setSession({ token: 't-agent', isAgent: 1, account: 'boss', customerId: null, memberLabel: null });

beforeAll(() => setUpTexts());

beforeEach(async () => {
  resetApi();
  setSession(null);
  setAgentSwitches({ salary: true, enableCt: true });
  await changeLanguage('es');
  onApi(api.agentHome.path, () => HOME);
});

it('invites a visitor to log in with the agent login form, coming back here after it', async () => {
  const view = renderPage(<AgentHomePage />, '/agentHome');
  expect(screen.getByRole('heading', { level: 1, name: 'Inicio de agentes' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Inicie sesión como agente' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar sesión como agente' })).toHaveAttribute('href', '/login?variant=agent');
  expect(screen.getByRole('link', { name: 'Conocer el programa de agentes' })).toHaveAttribute('href', '/join');
  expect(callsTo(api.agentHome.path)).toHaveLength(0);
  await userEvent.click(screen.getByRole('link', { name: 'Iniciar sesión como agente' }));
  expect(view.location()).toMatchObject({ pathname: '/login', search: '?variant=agent', state: { returnTo: '/agentHome' } });
});

it('tells a member who is not an agent (or a trial account) that the page is for agents', () => {
  setSession({ token: 't-member', isAgent: 0, account: 'ana', customerId: null, memberLabel: null });
  renderPage(<AgentHomePage />, '/agentHome');
  expect(screen.getByRole('heading', { name: 'Esta página es para cuentas de agente' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Iniciar sesión como agente' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Conocer el programa de agentes' })).toHaveAttribute('href', '/join');
});

it("shows an agent today's figures, what waits for it, the salary due and its code", async () => {
  asAgent();
  renderPage(<AgentHomePage />, '/agentHome');
  const today = await screen.findByRole('region', { name: 'Cifras de hoy del equipo' });
  const figure = (label: string) => within(today).getByText(label).nextElementSibling?.textContent;
  expect(figure('Tamaño del equipo')).toBe('31');
  expect(figure('Miembros activos')).toBe('9');
  expect(figure('Apuesta válida')).toBe(formatMoney('20500.00'));
  expect(figure('Ganancia/pérdida')).toBe(`+${formatMoney('730.40')} (ganancia)`);
  expect(screen.getByText('Saldo').nextElementSibling).toHaveTextContent(money('8800.00'));
  expect(screen.getByRole('link', { name: 'Abrir el centro de agentes' })).toHaveAttribute('href', '/agent');

  const pending = within(screen.getByRole('region', { name: 'Contratos que esperan su respuesta' }));
  expect(pending.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Dividendos: 1 pendientes',
    'Salario diario: 2 pendientes',
    'Salario en tiempo real: 3 pendientes',
  ]);
  // Links only to the pages whose switch is on (real-time salary is off).
  expect(pending.getByRole('link', { name: 'Dividendos: 1 pendientes' })).toHaveAttribute('href', '/agent/agentDividend');
  expect(pending.getByRole('link', { name: 'Salario diario: 2 pendientes' })).toHaveAttribute('href', '/agent/agentDailyWages');
  expect(pending.queryByRole('link', { name: /tiempo real/ })).not.toBeInTheDocument();

  const salary = within(screen.getByRole('table', { name: 'Pago estimado de los períodos abiertos' }));
  expect(salary.getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
    ['Salario diario', '2026-11-23', formatMoney('41.00')],
    ['Dividendos', '2026-11-H2', formatMoney('120.50')],
  ]);

  const affiliate = within(screen.getByRole('region', { name: 'Su código de afiliado' }));
  expect(affiliate.getByRole('textbox', { name: 'Código' })).toHaveValue('BOSS42');
  expect(affiliate.getByRole('textbox', { name: 'Enlace para unirse' })).toHaveValue('http://localhost/join?code=BOSS42');
});

it('copies the join link, and says so when copying fails', async () => {
  asAgent();
  const success = jest.spyOn(toast, 'success');
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage(<AgentHomePage />, '/agentHome');
  await userEvent.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/join?code=BOSS42');
  expect(success).toHaveBeenCalledWith({ key: 'affiliate.copied', ns: 'agent-home' }, { id: 'agent-copied' });

  writeText.mockRejectedValueOnce(new Error('denied'));
  await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
  expect(await screen.findByText('No se pudo copiar: el texto queda seleccionado para copiarlo a mano.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Código' })).toHaveFocus();
});

it('says when nothing waits and nothing is due, and when there is no code', async () => {
  asAgent();
  onApi(api.agentHome.path, () => ({ ...HOME, affiliateCode: null, pendingActions: { dividend: 0, daily: 0, hourly: 0, realtime: 0 }, salaryDue: [] }));
  renderPage(<AgentHomePage />, '/agentHome');
  expect(await screen.findByText('Ningún contrato espera su respuesta.')).toBeInTheDocument();
  expect(screen.getByText('No hay pago estimado en los períodos abiertos.')).toBeInTheDocument();
  expect(screen.getByText('Su cuenta aún no tiene código de afiliado.')).toBeInTheDocument();
});

it('shows a translated error with Retry, in English too', async () => {
  await changeLanguage('en');
  asAgent();
  let fail = true;
  onApi(api.agentHome.path, () => {
    if (fail) throw networkError();
    return HOME;
  });
  renderPage(<AgentHomePage />, '/agentHome');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The agent home could not be loaded');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: "Today's team figures" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Daily wages: 2 waiting' })).toBeInTheDocument();
});
