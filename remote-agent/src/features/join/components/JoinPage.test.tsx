import { changeLanguage } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpTexts } from '../../../testing/render';
import { ALL_AGENT_SWITCHES, setAgentSwitches } from '../../../testing/switches';
import JoinPage from './JoinPage';

beforeAll(() => setUpTexts());

beforeEach(async () => {
  setAgentSwitches(ALL_AGENT_SWITCHES);
  await changeLanguage('es');
});

it('explains what an agent earns and how the team works, then leads to registration', async () => {
  renderPage(<JoinPage />, '/join');
  expect(screen.getByRole('heading', { level: 1, name: 'Únase a nosotros' })).toBeInTheDocument();
  const earn = within(screen.getByRole('region', { name: 'Lo que gana un agente' }));
  expect(earn.getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual([
    'Dividendos',
    'Salario diario',
    'Salario por hora',
    'Salario en tiempo real',
  ]);
  expect(within(screen.getByRole('region', { name: 'Cómo funciona el equipo' })).getAllByRole('listitem')).toHaveLength(4);
  const register = screen.getByRole('link', { name: 'Registrarse' });
  expect(register).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: '¿Ya es agente? Inicie sesión' })).toHaveAttribute('href', '/login?variant=agent');
  await userEvent.click(register);
  expect(screen.getByText('/register page')).toBeInTheDocument();
});

it("registers with the agent's code from the link", async () => {
  const view = renderPage(<JoinPage />, '/join?code=BOSS42');
  expect(screen.getByText('Se registrará en el equipo del agente que le dio el código BOSS42.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Registrarse con el código BOSS42' }));
  expect(view.location().pathname).toBe('/register');
  expect(view.params().get('code')).toBe('BOSS42');
});

it('ignores a code that is not one, and tells only the pay the site offers', () => {
  setAgentSwitches({ salary: true });
  renderPage(<JoinPage />, '/join?code=%3Cscript%3E');
  expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
  const earn = within(screen.getByRole('region', { name: 'Lo que gana un agente' }));
  expect(earn.getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual(['Salario diario']);
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<JoinPage />, '/join?code=BOSS42');
  expect(screen.getByRole('heading', { level: 1, name: 'Join us' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What an agent earns' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register with code BOSS42' })).toHaveAttribute('href', '/register?code=BOSS42');
});
