import { api, changeLanguage } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpTexts } from '../../../testing/render';
import { callsTo, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import RegisterAccountPage from './RegisterAccountPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const form = () => within(screen.getByRole('form', { name: 'Registrar una cuenta subordinada' }));
const field = (name: string) => form().getByLabelText(name);

async function fill({ account = 'luna_7', password = 'abc12345', confirm, nickname = '' }: { account?: string; password?: string; confirm?: string; nickname?: string } = {}) {
  await userEvent.type(field('Cuenta'), account);
  await userEvent.type(field('Contraseña inicial'), password);
  await userEvent.type(field('Confirmar contraseña'), confirm ?? password);
  if (nickname) await userEvent.type(field('Apodo (opcional)'), nickname);
}

const submit = () => userEvent.click(form().getByRole('button', { name: 'Registrar cuenta' }));

beforeAll(() => setUpTexts());

beforeEach(async () => {
  resetApi();
  await changeLanguage('es');
});

it('checks the fields with the registration rules before sending, focusing the first one in error', async () => {
  renderPage(<RegisterAccountPage />);
  await submit();
  expect(field('Cuenta')).toHaveAccessibleDescription(expect.stringContaining('Este campo es obligatorio'));
  expect(field('Cuenta')).toHaveFocus();
  expect(field('Contraseña inicial')).toHaveAttribute('aria-invalid', 'true');

  await fill({ account: '7up', password: 'abcdefgh', confirm: 'abcdefgX', nickname: 'x'.repeat(21) });
  await submit();
  expect(field('Cuenta')).toHaveAccessibleDescription(expect.stringContaining('De 2 a 15 caracteres: empieza por una letra'));
  expect(field('Contraseña inicial')).toHaveAccessibleDescription(expect.stringContaining('Más de 6 caracteres, con letras y números'));
  expect(field('Confirmar contraseña')).toHaveAccessibleDescription('Las dos contraseñas no coinciden');
  expect(field('Apodo (opcional)')).toHaveAccessibleDescription(expect.stringContaining('como máximo 20 caracteres'));
  expect(callsTo(api.registerDownline.path)).toHaveLength(0);
});

it("applies the operator's stricter password setting once it has loaded", async () => {
  onApi(api.registerSettings.path, () => ({
    password: { enabled: true, required: true, acceptedPattern: '*', patternId: 'password', minLength: 10, maxLength: 20 },
  }));
  renderPage(<RegisterAccountPage />);
  await waitFor(() => expect(callsTo(api.registerSettings.path)).toHaveLength(1));
  await fill({ password: 'abc12345' });
  await submit();
  expect(field('Contraseña inicial')).toHaveAccessibleDescription(expect.stringContaining('De 10 a 20 caracteres, con letras y números'));
});

it('shows a refusal naming a field under it, keeps what was typed, then registers an agent', async () => {
  let answer: () => api.RegisterDownlineResult = () => {
    throw refusal('La cuenta ya existe', { field: 'account' });
  };
  onApi(api.registerDownline.path, () => answer());
  renderPage(<RegisterAccountPage />);
  await fill({ nickname: 'Luna' });
  await userEvent.click(form().getByRole('radio', { name: 'Agente' }));
  await submit();

  expect(await form().findByText('La cuenta ya existe')).toBeInTheDocument();
  expect(field('Cuenta')).toHaveAccessibleDescription(expect.stringContaining('La cuenta ya existe'));
  expect(field('Cuenta')).toHaveValue('luna_7');
  expect(field('Contraseña inicial')).toHaveValue('abc12345');
  expect(field('Confirmar contraseña')).toHaveValue('abc12345');
  expect(field('Apodo (opcional)')).toHaveValue('Luna');
  expect(form().getByRole('radio', { name: 'Agente' })).toBeChecked();

  answer = () => {
    throw networkError();
  };
  await submit();
  const alert = await form().findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo registrar la cuenta El enlace de red es anormal');
  expect(field('Cuenta')).toHaveValue('luna_7');

  answer = () => ({ account: 'luna_7', kind: 'agent', mustChangePassword: true });
  await submit();
  const done = await screen.findByRole('status', { name: 'Cuenta registrada' });
  expect(done).toHaveTextContent('La cuenta de agente luna_7 ya está en su equipo.');
  expect(done).toHaveTextContent('Deberá cambiar la contraseña al iniciar sesión por primera vez.');
  expect(callsTo(api.registerDownline.path).map((call) => call.payload)).toEqual([
    { account: 'luna_7', password: 'abc12345', kind: 'agent', nickname: 'Luna' },
    { account: 'luna_7', password: 'abc12345', kind: 'agent', nickname: 'Luna' },
    { account: 'luna_7', password: 'abc12345', kind: 'agent', nickname: 'Luna' },
  ]);
  // Ready for the next account.
  expect(field('Cuenta')).toHaveValue('');
  expect(form().queryByRole('alert')).not.toBeInTheDocument();
});

it('speaks English', async () => {
  await changeLanguage('en');
  onApi(api.registerDownline.path, () => ({ account: 'sol_2', kind: 'member', mustChangePassword: true }));
  renderPage(<RegisterAccountPage />);
  const english = within(screen.getByRole('form', { name: 'Register a downline account' }));
  await userEvent.click(english.getByRole('button', { name: 'Register account' }));
  expect(english.getByLabelText('Account')).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  await userEvent.type(english.getByLabelText('Account'), 'sol_2');
  await userEvent.type(english.getByLabelText('Initial password'), 'sun12345');
  await userEvent.type(english.getByLabelText('Confirm password'), 'sun12345');
  expect(english.getByRole('radio', { name: 'Member' })).toBeChecked();
  await userEvent.click(english.getByRole('button', { name: 'Register account' }));
  const done = await screen.findByRole('status', { name: 'Account registered' });
  expect(done).toHaveTextContent('The member account sol_2 is now in your team.');
  expect(done).toHaveTextContent('It must change the password at its first login.');
});
