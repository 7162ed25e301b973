import { getSession, useAccountModal, type api } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_RESULT, MEMBER_INFO } from '../testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../testing/render-accounts';
import { onApi, refusal, requestsTo } from '../testing/shared-mock';
import { LoginForm } from './LoginForm';

jest.mock('@suite/shared', () => jest.requireActual('../testing/shared-mock').sharedMock());

const CHALLENGE: api.NewIpVerificationRequired = {
  code: 'newIpVerification',
  challengeId: 'c'.repeat(43),
  captcha: false,
  channels: [
    { channel: 'mobile', target: '+63 ******0001' },
    { channel: 'email', target: 'd***@mail.example' },
  ],
};
const NEW_IP_MESSAGE = 'Está iniciando sesión desde una dirección IP nueva. Para proteger su cuenta, verifíquela con un código.';

function ModalProbe() {
  const modal = useAccountModal();
  return <output data-testid="modal">{modal ? JSON.stringify(modal) : ''}</output>;
}

beforeEach(() => {
  resetAccounts();
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '10.00', wallets: [] }));
  onApi('/wps/session/login', () => {
    throw refusal(NEW_IP_MESSAGE, CHALLENGE);
  });
  onApi('/wps/session/login/verify/send', () => ({ expiredMinutes: 10, resendInSeconds: 60 }));
});

const loginForm = () => screen.getByRole('form', { name: /Iniciar sesión|Log in/ });
const step = () => screen.getByRole('form', { name: /Verificar el inicio de sesión|Verify the login/ });

async function logIn(username = 'ann', password = 'secret123') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Usuario' }), username);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(within(loginForm()).getByRole('button', { name: 'Iniciar sesión' }));
  return screen.findByRole('form', { name: 'Verificar el inicio de sesión' });
}

describe('login from a new IP (spec 2 §4)', () => {
  it('moves to the verification step with the masked targets, sends a code and counts down', async () => {
    await renderAccounts(<LoginForm />, { path: '/login' });
    await logIn();
    expect(screen.queryByRole('form', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(within(step()).getByText(NEW_IP_MESSAGE)).toBeInTheDocument();
    expect(within(step()).getByRole('radio', { name: 'SMS al +63 ******0001' })).toBeChecked();
    await userEvent.click(within(step()).getByRole('radio', { name: 'Correo a d***@mail.example' }));
    await userEvent.click(within(step()).getByRole('button', { name: 'Enviar código' }));
    expect(await within(step()).findByRole('button', { name: 'Reenviar en 60 s' })).toBeDisabled();
    expect(within(step()).getByRole('status')).toHaveTextContent('Código enviado. Caduca en 10 minutos.');
    expect(requestsTo('/wps/session/login/verify/send')).toEqual([{ challengeId: CHALLENGE.challengeId, channel: 'email' }]);
    expect(getSession()).toBeNull();
    expect(currentLocation()).toBe('/login');
  });

  it('finishes the login exactly like a normal one when the code is right', async () => {
    onApi('/wps/session/login/verify', () => LOGIN_RESULT);
    await renderAccounts(<LoginForm />, { path: '/login' });
    await logIn();
    await userEvent.type(within(step()).getByRole('textbox', { name: 'Código recibido' }), ' 123456 ');
    await userEvent.click(within(step()).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/session/login/verify')).toEqual([{ challengeId: CHALLENGE.challengeId, code: '123456' }]);
    expect(getSession()).toMatchObject({ token: 'tok-ann', account: 'ann' });
    expect(sessionStorage.getItem('token')).toBe('tok-ann');
    expect(requestsTo('/wps/member/info')).toHaveLength(1);
  });

  it('opens the change-password modal after verifying a weak default password, as the login does', async () => {
    onApi('/wps/session/login/verify', () => LOGIN_RESULT);
    await renderAccounts(
      <>
        <LoginForm />
        <ModalProbe />
      </>,
      { path: '/login' },
    );
    await logIn('ann', '123456');
    await userEvent.type(within(step()).getByRole('textbox', { name: 'Código recibido' }), '123456');
    await userEvent.click(within(step()).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('changePassword'));
    expect(JSON.parse(screen.getByTestId('modal').textContent ?? '{}')).toEqual({ kind: 'changePassword', oldPassword: '123456' });
  });

  it("checks the code's shape, shows the server's message for a wrong code, and goes back", async () => {
    onApi('/wps/session/login/verify', () => {
      throw refusal('El código no es correcto. Le quedan 4 intentos.', { code: 'newIpCodeWrong', attemptsLeft: 4 });
    });
    await renderAccounts(<LoginForm />, { path: '/login' });
    await logIn();
    const code = within(step()).getByRole('textbox', { name: 'Código recibido' });
    await userEvent.type(code, '12');
    await userEvent.click(within(step()).getByRole('button', { name: 'Verificar' }));
    expect(code).toHaveAccessibleDescription('Introduzca el código de 6 dígitos');
    expect(requestsTo('/wps/session/login/verify')).toHaveLength(0);

    await userEvent.type(code, '3456');
    await userEvent.click(within(step()).getByRole('button', { name: 'Verificar' }));
    expect(await within(step()).findByRole('alert')).toHaveTextContent('El código no es correcto. Le quedan 4 intentos.');
    expect(code).toHaveValue('123456');
    expect(getSession()).toBeNull();

    await userEvent.click(within(step()).getByRole('button', { name: 'Volver' }));
    expect(loginForm()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('ann');
  });

  it('speaks English', async () => {
    onApi('/wps/session/login', () => {
      throw refusal('You are logging in from a new IP address.', CHALLENGE);
    });
    await renderAccounts(<LoginForm />, { path: '/login', lang: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ann');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(within(loginForm()).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('form', { name: 'Verify the login' });
    expect(within(step()).getByRole('radio', { name: 'SMS to +63 ******0001' })).toBeChecked();
    expect(within(step()).getByRole('radio', { name: 'E-mail to d***@mail.example' })).toBeInTheDocument();
    expect(within(step()).getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(within(step()).getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(within(step()).getByRole('button', { name: 'Back' })).toBeEnabled();
  });
});

describe('login fields never cut input', () => {
  it('keeps a pasted over-long username, names the limit and does not submit', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(<LoginForm />);
    const username = screen.getByRole('textbox', { name: 'Usuario' });
    expect(username).not.toHaveAttribute('maxLength');
    await userEvent.click(username);
    await act(() => userEvent.paste('a'.repeat(65)));
    expect(username).toHaveValue('a'.repeat(65));
    expect(username).toHaveAccessibleDescription('Máximo 64 caracteres: acorte el texto');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secret123');
    await userEvent.click(within(loginForm()).getByRole('button', { name: 'Iniciar sesión' }));
    expect(username).toHaveAccessibleDescription('Máximo 64 caracteres: acorte el texto');
    expect(requestsTo('/wps/session/login')).toHaveLength(0);
  });

  it('does the same for the password, in English', async () => {
    await renderAccounts(<LoginForm />, { lang: 'en' });
    const password = screen.getByLabelText('Password');
    await userEvent.click(password);
    await act(() => userEvent.paste('x1'.repeat(65)));
    expect(password).toHaveValue('x1'.repeat(65));
    expect(password).toHaveAccessibleDescription('At most 128 characters: please shorten it');
  });
});
