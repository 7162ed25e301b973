import { ApiError, forgetServerKey, getSession, useAccountModal } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTCHA_BARE_PNG, CAPTCHA_IMAGE, LOGIN_RESULT, MEMBER_INFO } from '../testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../testing/render-accounts';
import { onApi, refusal, requestsTo } from '../testing/shared-mock';
import { LoginForm } from './LoginForm';

jest.mock('@suite/shared', () => jest.requireActual('../testing/shared-mock').sharedMock());

function ModalProbe() {
  const modal = useAccountModal();
  return <output data-testid="modal">{modal ? JSON.stringify(modal) : ''}</output>;
}

beforeEach(() => {
  resetAccounts();
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '1234.50', wallets: [] }));
  onApi('/wps/captcha', () => CAPTCHA_IMAGE);
});

const form = () => screen.getByRole('form', { name: /Iniciar sesión|Log in/ });

describe('login form: fields and validation (spec 1 §5)', () => {
  it('asks for username and password in Spanish', async () => {
    await renderAccounts(<LoginForm />);
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(requestsTo('/wps/session/login')).toHaveLength(0);
  });

  it('asks for them in English too, and blanks count as empty', async () => {
    await renderAccounts(<LoginForm />, { lang: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), '   ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
  });

  it('offers the type selector only when both login types are on, SMS checking the number', async () => {
    const { unmount } = await renderAccounts(<LoginForm />, { switches: ['USERNAMEREG3'] });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    unmount();
    await renderAccounts(<LoginForm />, { switches: ['USERNAMEREG3', 'MOBILEVERCODELOGIN3'], lang: 'en' });
    expect(screen.getByRole('radio', { name: 'With username' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'With SMS' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+63'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12ab');
    await userEvent.click(within(form()).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Enter a mobile number of 7 to 15 digits');
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription('This field is required');
  });

  it('defaults to SMS when it is the only type', async () => {
    await renderAccounts(<LoginForm />, { switches: ['MOBILEVERCODELOGIN3'] });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de móvil' })).toBeInTheDocument();
    // Without the server's list or location, the built-in list's first code is the default.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Código de país' })).toHaveValue('+63'));
    expect(screen.queryByRole('textbox', { name: 'Usuario' })).not.toBeInTheDocument();
  });
});

describe('login flow (spec 1 §4)', () => {
  async function logIn(username: string, password: string) {
    await userEvent.type(screen.getByRole('textbox', { name: 'Usuario' }), username);
    await userEvent.type(screen.getByLabelText('Contraseña'), password);
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
  }

  it('logs in with human verification, stores the session and goes home', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(<LoginForm />, { path: '/login' });
    await logIn(' ann ', 'secret123');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/session/login')[0]).toEqual({
      type: 'username',
      username: 'ann',
      password: 'secret123',
      verifyProvider: 'pow',
      verifyToken: 'challenge.42',
    });
    expect(getSession()).toMatchObject({ token: 'tok-ann', account: 'ann', isAgent: 0 });
    expect(sessionStorage.getItem('token')).toBe('tok-ann');
    expect(sessionStorage.getItem('merchantCode')).toBe('MC');
    expect(requestsTo('/wps/member/info')).toHaveLength(1);
  });

  it('keeps the captcha hidden until a refused login carries the captcha flag, then loads it', async () => {
    onApi('/wps/session/login', () => {
      throw refusal('Usuario o contraseña incorrectos', { captcha: false });
    });
    await renderAccounts(<LoginForm />);
    await logIn('ann', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(screen.queryByRole('textbox', { name: 'Código de verificación' })).not.toBeInTheDocument();
    expect(requestsTo('/wps/captcha')).toHaveLength(0);
    // The input is kept.
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('ann');

    onApi('/wps/session/login', () => {
      throw refusal('Usuario o contraseña incorrectos', { captcha: true });
    });
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('textbox', { name: 'Código de verificación' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Imagen del código de verificación' })).toHaveAttribute('src', CAPTCHA_IMAGE);
    expect(requestsTo('/wps/captcha')).toHaveLength(1);

    // Now the captcha is required; the answer alone is sent (the cookie set with the image binds it).
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('textbox', { name: 'Código de verificación' })).toHaveAccessibleDescription('Este campo es obligatorio');
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await userEvent.type(screen.getByRole('textbox', { name: 'Código de verificación' }), 'AB12');
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/session/login').at(-1)).toMatchObject({ captcha: 'AB12' });
    expect(requestsTo('/wps/session/login').at(-1)).not.toHaveProperty('captchaId');
  });

  it("shows a platform's captcha sent as bare base64 (spec 1 §7: value = base64 image)", async () => {
    onApi('/wps/captcha', () => CAPTCHA_BARE_PNG);
    onApi('/wps/session/login', () => {
      throw refusal('Usuario o contraseña incorrectos', { captcha: true });
    });
    await renderAccounts(<LoginForm />);
    await logIn('ann', 'wrong');
    expect(await screen.findByRole('img', { name: 'Imagen del código de verificación' })).toHaveAttribute('src', `data:image/png;base64,${CAPTCHA_BARE_PNG}`);
  });

  it('refreshes the captcha image on click at most once a second', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      onApi('/wps/session/login', () => {
        throw refusal('x', { captcha: true });
      });
      await renderAccounts(<LoginForm />);
      await user.type(screen.getByRole('textbox', { name: 'Usuario' }), 'ann');
      await user.type(screen.getByLabelText('Contraseña'), 'pw');
      await user.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
      const refresh = await screen.findByRole('button', { name: 'Cambiar la imagen del código' });
      expect(requestsTo('/wps/captcha')).toHaveLength(1);
      await user.click(refresh);
      await user.click(refresh);
      expect(requestsTo('/wps/captcha')).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1000));
      await user.click(refresh);
      expect(requestsTo('/wps/captcha')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the change-password modal after a login with the weak default password 123456', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(
      <>
        <LoginForm />
        <ModalProbe />
      </>,
      { path: '/login' },
    );
    await logIn('ann', '123456');
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('changePassword'));
    expect(JSON.parse(screen.getByTestId('modal').textContent ?? '{}')).toEqual({ kind: 'changePassword', oldPassword: '123456' });
    expect(currentLocation()).toBe('/login');
    expect(getSession()?.token).toBe('tok-ann');
  });

  it('opens it for an expired password only while the expiry feature is on', async () => {
    onApi('/wps/session/login', () => ({ ...LOGIN_RESULT, passwordExpired: true }));
    const { unmount } = await renderAccounts(
      <>
        <LoginForm />
        <ModalProbe />
      </>,
      { path: '/login', switches: ['USERNAMEREG3', 'PASSWORDEXPIRY'] },
    );
    await logIn('ann', 'secret123');
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('changePassword'));
    unmount();
    resetAccounts();
    onApi('/wps/session/login', () => ({ ...LOGIN_RESULT, passwordExpired: true }));
    onApi('/wps/member/info', () => MEMBER_INFO);
    await renderAccounts(<LoginForm />, { path: '/login', switches: ['USERNAMEREG3'] });
    await logIn('ann', 'secret123');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('welcomes a first-time login', async () => {
    onApi('/wps/session/login', () => ({ ...LOGIN_RESULT, firstTimeLogin: true }));
    await renderAccounts(<LoginForm />, { path: '/login', lang: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ann');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Welcome! This is your first login');
  });

  it('after a self-exclusion ended, offers to ask to return and says when the account opens', async () => {
    const ended = 'Su autoexclusión terminó el 2026/05/01 10:00. Para reabrir su cuenta, solicite volver.';
    onApi('/wps/session/login', () => {
      throw refusal(ended, { code: 'excluded', kind: 'selfExclusion', endsAt: '2026-05-01T02:00:00.000Z', opensAt: null });
    });
    onApi('/wps/member/responsible/return', () => ({ opensAt: '2026-11-28T02:00:00.000Z' }));
    await renderAccounts(<LoginForm />, { path: '/login' });
    await logIn('back1', 'secret123');
    expect(await screen.findByText(ended)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir volver' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Solicitud recibida: su cuenta se abre el 2026\/11\/28/);
    expect(requestsTo('/wps/member/responsible/return')).toEqual([{ username: 'back1', password: 'secret123' }]);
  });

  it('does not offer a return while an exclusion runs', async () => {
    onApi('/wps/session/login', () => {
      throw refusal('Su cuenta está cerrada por pausa hasta el 2026/12/01 10:00.', { code: 'excluded', kind: 'timeOut', endsAt: '2026-12-01T02:00:00.000Z' });
    });
    await renderAccounts(<LoginForm />, { path: '/login' });
    await logIn('paused1', 'secret123');
    expect(await screen.findByText(/cerrada por pausa/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pedir volver' })).not.toBeInTheDocument();
  });

  it('agent page variant: no remember-me, and /agentHome after login', async () => {
    onApi('/wps/session/login', () => ({ ...LOGIN_RESULT, isAgent: 1 }));
    await renderAccounts(<LoginForm agent />, { path: '/join' });
    expect(screen.queryByRole('checkbox', { name: 'Recordarme' })).not.toBeInTheDocument();
    await logIn('agent1', 'secret123');
    await waitFor(() => expect(currentLocation()).toBe('/agentHome'));
  });

  it('free play when the site allows it: a guest session, then home', async () => {
    onApi('/wps/session/login/freeplay', () => ({ ...LOGIN_RESULT, token: 'guest', isAgent: 4, account: 'guest_1' }));
    const { unmount } = await renderAccounts(<LoginForm />, { path: '/login' });
    expect(screen.queryByRole('button', { name: 'Jugar gratis' })).not.toBeInTheDocument();
    unmount();
    await renderAccounts(<LoginForm />, { path: '/login', switches: ['USERNAMEREG3', 'FREEPLAY'] });
    await userEvent.click(screen.getByRole('button', { name: 'Jugar gratis' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(getSession()).toMatchObject({ token: 'guest', isAgent: 4 });
    expect(requestsTo('/wps/session/login/freeplay')[0]).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    // The random string goes encrypted (spec 1 §7), never in clear.
    const sent = (requestsTo('/wps/session/login/freeplay')[0] as { randomString: string }).randomString;
    expect(sent).toMatch(/^sealed\([0-9a-f]{32}\)$/);
  });

  it('free play: fetches the server key again once when the server no longer knows it', async () => {
    jest.mocked(forgetServerKey).mockClear();
    let calls = 0;
    onApi('/wps/session/login/freeplay', () => {
      calls += 1;
      if (calls === 1) throw new ApiError('badRequest', { status: 400, value: { encryptionError: 'unknownKey' } });
      return { ...LOGIN_RESULT, token: 'guest', isAgent: 4, account: 'guest_1' };
    });
    await renderAccounts(<LoginForm />, { path: '/login', switches: ['USERNAMEREG3', 'FREEPLAY'] });
    await userEvent.click(screen.getByRole('button', { name: 'Jugar gratis' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(forgetServerKey).toHaveBeenCalledTimes(1);
    expect(requestsTo('/wps/session/login/freeplay')).toHaveLength(2);
  });
});

describe('remember me (spec 1 §3, 24 h cookies)', () => {
  it('keeps the user name (never the password) and fills it in next time', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    const { unmount } = await renderAccounts(<LoginForm />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Usuario' }), 'ann');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(document.cookie).toContain('lastUser=ann');
    expect(document.cookie).toContain('loginRemember=1');
    expect(document.cookie).not.toContain('secret123');
    unmount();

    await renderAccounts(<LoginForm />, { path: '/login' });
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('ann');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toBeChecked();
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });

  it('forgets everything when the box is unticked', async () => {
    document.cookie = 'loginRemember=1; path=/';
    document.cookie = 'lastUser=ann; path=/';
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(<LoginForm />, { path: '/login' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secret123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(document.cookie).not.toContain('lastUser');
    expect(document.cookie).not.toContain('loginRemember');
  });

  it.each([
    ['es', 'Número de móvil', 'Iniciar sesión', 'Introduzca un número de móvil de 7 a 15 dígitos', 'Ese prefijo no es el del país elegido (+63): cambie el país en la lista o escriba el número sin prefijo'],
    ['en', 'Mobile number', 'Log in', 'Enter a mobile number of 7 to 15 digits', 'That country code is not the one chosen (+63): change the country in the list or type the number without it'],
  ] as const)('SMS login: the one mobile rule, with the registration’s words (%s, issue 26 #14)', async (lang, label, submit, rule, country) => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(<LoginForm />, { path: '/login', switches: ['MOBILEVERCODELOGIN3'], lang });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('+63'));
    const mobile = () => screen.getByRole('textbox', { name: label });
    // Six digits were enough before; seven is the one rule now.
    await userEvent.type(mobile(), '917 000');
    await userEvent.click(within(form()).getByRole('button', { name: submit }));
    expect(mobile()).toHaveAccessibleDescription(rule);
    await userEvent.clear(mobile());
    await userEvent.type(mobile(), '+34 612 345 678');
    await userEvent.click(within(form()).getByRole('button', { name: submit }));
    expect(mobile()).toHaveAccessibleDescription(country);
    expect(requestsTo('/wps/session/login')).toHaveLength(0);
    // As a phone shows it: spaces, dashes and the picked +63 go before it is sent.
    await userEvent.clear(mobile());
    await userEvent.type(mobile(), '+63 917-123 4567');
    await userEvent.type(screen.getByRole('textbox', { name: lang === 'es' ? 'Código SMS' : 'SMS code' }), '123456');
    await userEvent.click(within(form()).getByRole('button', { name: submit }));
    await waitFor(() => expect(requestsTo('/wps/session/login')).toHaveLength(1));
    expect(requestsTo('/wps/session/login')[0]).toMatchObject({ type: 'sms', username: '9171234567', countryDialingCode: '63' });
  });

  it('remembers the SMS number and its dialing code', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    onApi('/wps/system/countries', () => [
      { countryCode: 'PH', countryDialingCode: '63' },
      { countryCode: 'ES', countryDialingCode: '34' },
    ]);
    await renderAccounts(<LoginForm />, { path: '/login', switches: ['MOBILEVERCODELOGIN3'] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Código de país' })).toHaveValue('+63'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de móvil' }), '9171234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'Código SMS' }), '123456');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/session/login')[0]).toEqual({ type: 'sms', username: '9171234567', password: '123456', countryDialingCode: '63' });
    expect(decodeURIComponent(document.cookie)).toContain('loginTypeSms={"mobileNum":"9171234567","countryDialingCode":"63"}');
  });
});
