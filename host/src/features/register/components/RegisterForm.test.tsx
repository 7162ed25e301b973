import { getSession } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTCHA_IMAGE, LOGIN_RESULT, MEMBER_INFO, registerSettings } from '../../auth/testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../../auth/testing/render-accounts';
import { onApi, refusal, requestsTo } from '../../auth/testing/shared-mock';
import { RegisterForm } from './RegisterForm';

jest.mock('@suite/shared', () => jest.requireActual('../../auth/testing/shared-mock').sharedMock());

beforeEach(() => {
  resetAccounts();
  onApi('/wps/system/setting/register', () => registerSettings());
  onApi('/wps/captcha', () => CAPTCHA_IMAGE);
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '0.00', wallets: [] }));
});

const form = () => screen.getByRole('form', { name: /Registro|Registration/ });
const box = (name: string) => within(form()).getByRole('textbox', { name });
const secret = (name: string) => within(form()).getByLabelText(name);

async function openForm(options: Parameters<typeof renderAccounts>[1] = {}) {
  const view = await renderAccounts(<RegisterForm />, { path: '/register', ...options });
  await screen.findByRole('form', { name: /Registro|Registration/ });
  return view;
}

async function fillValid() {
  await userEvent.type(box('Nombre de usuario'), 'newbie_1');
  await userEvent.type(secret('Contraseña'), 'secret123');
  await userEvent.type(secret('Confirmar contraseña'), 'secret123');
  await userEvent.type(box('Código de verificación'), 'AB12');
}

describe('registration fields (spec 1 §5)', () => {
  it('shows the enabled fields with the help texts, and hides the disabled ones', async () => {
    await openForm();
    expect(box('Nombre de usuario')).toHaveAccessibleDescription(
      'De 2 a 15 caracteres: empieza por una letra y usa letras, números y guiones bajos.',
    );
    expect(secret('Contraseña')).toHaveAccessibleDescription('De 7 a 20 caracteres, con letras y números.');
    expect(box('Nombre completo')).toHaveAccessibleDescription(
      'Nombre completo en mayúsculas, sin acentos, igual que el titular de su cuenta bancaria. De 2 a 50 caracteres.',
    );
    expect(box('Correo electrónico')).toBeInTheDocument();
    expect(box('Código de invitación')).toBeInTheDocument();
    expect(within(form()).queryByRole('textbox', { name: 'QQ' })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('textbox', { name: 'WeChat' })).not.toBeInTheDocument();
    // Username type: no SMS code.
    expect(within(form()).queryByRole('textbox', { name: 'Código SMS' })).not.toBeInTheDocument();
    expect(await within(form()).findByRole('img', { name: 'Imagen del código de verificación' })).toBeInTheDocument();
  });

  it('gives the translated message of each patternId with min and max, in Spanish', async () => {
    await openForm();
    await userEvent.type(box('Nombre de usuario'), '1abc');
    await userEvent.type(secret('Contraseña'), 'abcdefgh');
    await userEvent.type(secret('Confirmar contraseña'), 'abcdefgz');
    await userEvent.type(box('Nombre completo'), 'Ana López');
    await userEvent.type(box('Correo electrónico'), 'ana@');
    await userEvent.type(box('Código de invitación'), 'AB-1');
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    expect(box('Nombre de usuario')).toHaveAccessibleDescription(
      expect.stringContaining('De 2 a 15 caracteres: empieza por una letra y usa solo letras, números y guiones bajos'),
    );
    expect(secret('Contraseña')).toHaveAccessibleDescription(expect.stringContaining('De 7 a 20 caracteres, con letras y números'));
    expect(secret('Confirmar contraseña')).toHaveAccessibleDescription('Las dos contraseñas no coinciden');
    expect(box('Nombre completo')).toHaveAccessibleDescription(expect.stringContaining('De 2 a 50 caracteres: nombre en mayúsculas'));
    expect(box('Correo electrónico')).toHaveAccessibleDescription('Introduzca un correo electrónico válido de 5 a 100 caracteres');
    expect(box('Código de invitación')).toHaveAccessibleDescription('Introduzca de 0 a 20 letras o números');
    expect(box('Código de verificación')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(box('Nombre de usuario')).toHaveFocus();
    expect(requestsTo('/wps/member/register')).toHaveLength(0);
  });

  it('gives them in English, with a single number when min equals max', async () => {
    onApi('/wps/system/setting/register', () =>
      registerSettings({ paymentPassword: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 6, maxLength: 6 } }),
    );
    await openForm({ lang: 'en' });
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Username' }), 'a');
    await userEvent.type(within(form()).getByLabelText('Payment password'), '123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create account' }));
    expect(within(form()).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      expect.stringContaining('2 to 15 characters: starts with a letter and uses only letters, digits and underscores'),
    );
    expect(within(form()).getByLabelText('Payment password')).toHaveAccessibleDescription('Enter 6 digits');
    expect(within(form()).getByLabelText('Confirm password')).toHaveAccessibleDescription('This field is required');
  });

  it("states the server's own lengths in the help texts, in both languages", async () => {
    onApi('/wps/system/setting/register', () =>
      registerSettings({
        username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9_]*$', patternId: 'username', minLength: 4, maxLength: 12 },
        password: { enabled: true, required: true, acceptedPattern: '*', patternId: 'password', minLength: 8, maxLength: 8 },
        payeeName: { enabled: true, required: false, acceptedPattern: '*', patternId: 'fullName', minLength: 0, maxLength: 40 },
      }),
    );
    const { unmount } = await openForm();
    expect(box('Nombre de usuario')).toHaveAccessibleDescription('De 4 a 12 caracteres: empieza por una letra y usa letras, números y guiones bajos.');
    expect(secret('Contraseña')).toHaveAccessibleDescription('8 caracteres, con letras y números.');
    expect(box('Nombre completo')).toHaveAccessibleDescription(expect.stringContaining('bancaria. Hasta 40 caracteres.'));
    unmount();
    await openForm({ lang: 'en' });
    expect(box('Username')).toHaveAccessibleDescription('4 to 12 characters: starts with a letter and uses letters, digits and underscores.');
    expect(secret('Password')).toHaveAccessibleDescription('8 characters, with letters and numbers.');
  });

  it('keeps over-long input as typed, names the limit and refuses to submit', async () => {
    await openForm();
    const username = box('Nombre de usuario');
    expect(username).not.toHaveAttribute('maxLength');
    await userEvent.type(username, 'abcdefghijklmnopq');
    // Nothing is cut: all 17 characters stay, and the limit of the server's setting (15) is named at once.
    expect(username).toHaveValue('abcdefghijklmnopq');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(expect.stringContaining('Máximo 15 caracteres: acorte el texto'));
    await userEvent.type(secret('Contraseña'), 'secret123');
    await userEvent.type(secret('Confirmar contraseña'), 'secret123');
    await userEvent.type(box('Código de verificación'), 'AB12345');
    expect(box('Código de verificación')).toHaveValue('AB12345');
    expect(box('Código de verificación')).toHaveAccessibleDescription('Máximo 6 caracteres: acorte el texto');
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    expect(username).toHaveAccessibleDescription(expect.stringContaining('Máximo 15 caracteres'));
    expect(requestsTo('/wps/member/register')).toHaveLength(0);
    // Shortened, the message goes.
    await userEvent.clear(username);
    await userEvent.type(username, 'abcdefghijklmno');
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('stops with an inline error when the terms box (ticked by default) is unticked', async () => {
    await openForm();
    const terms = within(form()).getByRole('checkbox', { name: 'Acepto los términos de uso' });
    expect(terms).toBeChecked();
    await fillValid();
    await userEvent.click(terms);
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    expect(terms).toHaveAccessibleDescription('Debe aceptar los términos de uso para registrarse');
    expect(requestsTo('/wps/member/register')).toHaveLength(0);
  });

  it('clears every field with the reset button', async () => {
    await openForm();
    await fillValid();
    await userEvent.type(box('Correo electrónico'), 'x');
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Restablecer' }));
    for (const name of ['Nombre de usuario', 'Correo electrónico', 'Código de verificación']) expect(box(name)).toHaveValue('');
    expect(secret('Contraseña')).toHaveValue('');
    expect(box('Correo electrónico')).not.toHaveAccessibleDescription();
  });
});

describe('password rule (issue 11)', () => {
  it("keeps the floor under an operator's looser setting, and takes letters of any script and spaces", async () => {
    onApi('/wps/member/register', () => LOGIN_RESULT);
    onApi('/wps/system/setting/register', () =>
      registerSettings({
        password: { enabled: true, required: true, acceptedPattern: '*', patternId: 'password', minLength: 1, maxLength: 64 },
        confirmPassword: { enabled: true, required: true, acceptedPattern: '*', patternId: 'password', minLength: 1, maxLength: 64 },
      }),
    );
    await openForm({ lang: 'en' });
    await userEvent.type(box('Username'), 'newbie_1');
    await userEvent.type(secret('Password'), 'abc12');
    await userEvent.type(secret('Confirm password'), 'abc12');
    await userEvent.type(box('Verification code'), 'AB12');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create account' }));
    expect(secret('Password')).toHaveAccessibleDescription(expect.stringContaining('More than 6 characters, with letters and numbers'));
    expect(requestsTo('/wps/member/register')).toHaveLength(0);

    for (const field of ['Password', 'Confirm password']) {
      await userEvent.clear(secret(field));
      await userEvent.type(secret(field), 'contraseña segura 2026');
    }
    await userEvent.click(within(form()).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(requestsTo('/wps/member/register')).toHaveLength(1));
    expect(requestsTo('/wps/member/register')[0]).toMatchObject({ password: 'contraseña segura 2026', confirmPassword: 'contraseña segura 2026' });
  }, 20_000);

  it("shows the server's refusal of a too common password under the password field", async () => {
    const message = 'Contraseña: es una de las contraseñas más usadas, elija otra';
    onApi('/wps/member/register', () => {
      throw refusal(message, { field: 'password', key: 'validation.password_common', params: {} });
    });
    await openForm();
    await fillValid();
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(secret('Contraseña')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(secret('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(secret('Contraseña')).toHaveValue('secret123');
  });
});

describe('registration flow (spec 1 §4)', () => {
  it('registers, logs the member in and goes home', async () => {
    onApi('/wps/member/register', () => ({ ...LOGIN_RESULT, account: 'newbie_1', firstTimeLogin: true }));
    await openForm({ path: '/register?referralCode=FRIEND9' });
    await fillValid();
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(getSession()).toMatchObject({ token: 'tok-ann', account: 'newbie_1' });
    const [sent] = requestsTo('/wps/member/register');
    // The answer alone: the cookie set with the image binds it (spec 1 §7, value = the image).
    expect(sent).not.toHaveProperty('captchaId');
    expect(sent).toMatchObject({
      username: 'newbie_1',
      password: 'secret123',
      confirmPassword: 'secret123',
      captcha: 'AB12',
      referralCode: 'FRIEND9',
      registerMethod: 'WEB',
      login: true,
      verifyProvider: 'pow',
      verifyToken: 'challenge.42',
    });
    expect(sent).not.toHaveProperty('affiliateCode');
    expect(requestsTo('/wps/member/info')).toHaveLength(1);
  });

  it("puts a refusal about one field under that field and gives a new captcha", async () => {
    onApi('/wps/member/register', () => {
      throw refusal('El nombre de usuario ya existe', { field: 'username', key: 'accountTaken', params: {} });
    });
    await openForm();
    await fillValid();
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(box('Nombre de usuario')).toHaveAccessibleDescription(expect.stringContaining('El nombre de usuario ya existe')));
    expect(box('Código de verificación')).toHaveValue('');
    expect(requestsTo('/wps/captcha')).toHaveLength(2);
    expect(box('Nombre de usuario')).toHaveValue('newbie_1');
  });

  it('mobile type: number with its dialing code, SMS code checked and counted down', async () => {
    onApi('/wps/verification/sms/register', () => ({ expiredMinutes: 5 }));
    onApi('/wps/member/register/mobile', () => LOGIN_RESULT);
    await openForm({ switches: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3'] });
    // Mobile is the default when MOBILENUMREG3 is on; the selector shows because both are on.
    expect(within(form()).getByRole('radio', { name: 'Con móvil' })).toBeChecked();
    expect(within(form()).queryByRole('textbox', { name: 'Nombre de usuario' })).not.toBeInTheDocument();
    expect(within(form()).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Código de país' })).toHaveValue('+63'));

    await userEvent.type(box('Número de móvil'), '9171234567');
    await userEvent.click(within(form()).getByRole('button', { name: 'Enviar código' }));
    expect(await within(form()).findByRole('button', { name: 'Reenviar en 300 s' })).toBeDisabled();
    expect(requestsTo('/wps/verification/sms/register')[0]).toMatchObject({ mobileNo: '9171234567', countryDialingCode: '63' });

    await userEvent.type(box('Código SMS'), '654321');
    await userEvent.type(box('Código de verificación'), 'AB12');
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/member/register/mobile')[0]).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '654321',
    });
  });

  it('checks the number with its setting before sending an SMS', async () => {
    await openForm({ switches: ['MOBILENUMREG3', 'REGMOBVERF3'], lang: 'en' });
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Mobile number' }), '12');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send code' }));
    expect(within(form()).getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Enter a mobile number of 7 to 15 digits');
    expect(requestsTo('/wps/verification/sms/register')).toHaveLength(0);
  });

  it('takes the number as a phone shows it, +63 917 000 0001, and sends its digits (issue 26 #14)', async () => {
    onApi('/wps/verification/sms/register', () => ({ expiredMinutes: 5 }));
    onApi('/wps/member/register/mobile', () => LOGIN_RESULT);
    await openForm({ switches: ['MOBILENUMREG3', 'REGMOBVERF3'] });
    await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Código de país' })).toHaveValue('+63'));
    await userEvent.type(box('Número de móvil'), '+63 917 000 0001');
    expect(box('Número de móvil')).not.toHaveAccessibleDescription(expect.stringContaining('caracteres'));
    await userEvent.click(within(form()).getByRole('button', { name: 'Enviar código' }));
    await within(form()).findByRole('button', { name: 'Reenviar en 300 s' });
    expect(requestsTo('/wps/verification/sms/register')[0]).toMatchObject({ mobileNo: '9170000001', countryDialingCode: '63' });
    await userEvent.type(box('Código SMS'), '654321');
    await userEvent.type(box('Código de verificación'), 'AB12');
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/member/register/mobile')[0]).toMatchObject({ mobileNum: '9170000001', countryDialingCode: '63' });
  });

  it.each([
    ['es', 'Número de móvil', 'Crear cuenta', 'Introduzca un número de móvil de 7 a 15 dígitos', 'Ese prefijo no es el del país elegido (+63): cambie el país en la lista o escriba el número sin prefijo'],
    ['en', 'Mobile number', 'Create account', 'Enter a mobile number of 7 to 15 digits', 'That country code is not the one chosen (+63): change the country in the list or type the number without it'],
  ] as const)('refuses a bad number with the SMS login’s very words (%s)', async (lang, label, submit, rule, country) => {
    await openForm({ switches: ['MOBILENUMREG3'], lang });
    await waitFor(() => expect(within(form()).getByRole('combobox')).toHaveValue('+63'));
    await userEvent.type(box(label), '917 000');
    await userEvent.click(within(form()).getByRole('button', { name: submit }));
    expect(box(label)).toHaveAccessibleDescription(rule);
    await userEvent.clear(box(label));
    await userEvent.type(box(label), '+34 612 345 678');
    await userEvent.click(within(form()).getByRole('button', { name: submit }));
    expect(box(label)).toHaveAccessibleDescription(country);
    expect(requestsTo('/wps/member/register/mobile')).toHaveLength(0);
  });

  it('reloads the captcha when the type changes', async () => {
    await openForm({ switches: ['USERNAMEREG3', 'MOBILENUMREG3'] });
    await waitFor(() => expect(requestsTo('/wps/captcha')).toHaveLength(1));
    await userEvent.click(within(form()).getByRole('radio', { name: 'Con usuario' }));
    await waitFor(() => expect(requestsTo('/wps/captcha')).toHaveLength(2));
    expect(box('Nombre de usuario')).toBeInTheDocument();
  });
});

describe('affiliate code (spec 1 §4)', () => {
  it('is hidden when the URL code passes the check, and that code is sent', async () => {
    onApi('/wps/agent/affiliate', () => null);
    onApi('/wps/member/register', () => LOGIN_RESULT);
    await openForm({ path: '/register?code=AGENT7' });
    await waitFor(() => expect(requestsTo('/wps/agent/affiliate')).toHaveLength(1));
    expect(within(form()).queryByRole('textbox', { name: 'Código de invitación' })).not.toBeInTheDocument();
    await fillValid();
    await userEvent.click(within(form()).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/agent/affiliate')[0]).toEqual({ code: 'AGENT7', domain: 'localhost' });
    expect(requestsTo('/wps/member/register')[0]).toMatchObject({ affiliateCode: 'AGENT7', domain: 'localhost' });
  });

  it('shows when the URL code fails the check', async () => {
    onApi('/wps/agent/affiliate', () => {
      throw refusal('Código no válido');
    });
    await openForm({ path: '/register?code=BAD' });
    expect(await within(form()).findByRole('textbox', { name: 'Código de invitación' })).toBeInTheDocument();
  });

  it('warns with invitation_code_error when a typed code is not valid, and does not register', async () => {
    onApi('/wps/agent/affiliate', () => {
      throw refusal('Código no válido');
    });
    await openForm({ lang: 'en' });
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Username' }), 'newbie_1');
    await userEvent.type(within(form()).getByLabelText('Password'), 'secret123');
    await userEvent.type(within(form()).getByLabelText('Confirm password'), 'secret123');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Verification code' }), 'AB12');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Invitation code' }), 'NOPE1');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The invitation code is not valid');
    expect(requestsTo('/wps/member/register')).toHaveLength(0);
  });
});
