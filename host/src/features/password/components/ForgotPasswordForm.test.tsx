import { getSession } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_RESULT, MEMBER_INFO } from '../../auth/testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../../auth/testing/render-accounts';
import { onApi, refusal, requestsTo } from '../../auth/testing/shared-mock';
import { ForgotPasswordForm } from './ForgotPasswordForm';

jest.mock('@suite/shared', () => jest.requireActual('../../auth/testing/shared-mock').sharedMock());

beforeEach(() => {
  resetAccounts();
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '0.00', wallets: [] }));
});

const form = () => screen.getByRole('form', { name: /Recuperar contraseña|Password recovery/ });

describe('forgot password (spec 1 §4)', () => {
  it('offers only e-mail unless CHNGPASSVERIF3 is on', async () => {
    const { unmount } = await renderAccounts(<ForgotPasswordForm />, { path: '/forget' });
    expect(within(form()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
    unmount();
    await renderAccounts(<ForgotPasswordForm />, { path: '/forget', switches: ['CHNGPASSVERIF3'] });
    expect(within(form()).getByRole('radio', { name: 'Correo electrónico' })).toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'Teléfono' })).toBeInTheDocument();
  });

  it("e-mail: a 'been sent' message with a confirm button, then home", async () => {
    onApi('/wps/member/password/email', () => null);
    await renderAccounts(<ForgotPasswordForm />, { path: '/forget', lang: 'en' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(within(form()).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('This field is required');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Username' }), 'ann');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'E-mail' }), 'ann@mail.example');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The e-mail has been sent');
    expect(currentLocation()).toBe('/forget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/member/password/email')[0]).toEqual({ username: 'ann', email: 'ann@mail.example' });
  });

  it('phone: checks the fields, then resets, logs in with the new password and goes home', async () => {
    onApi('/wps/verification/sms/noLogin', () => ({ expiredMinutes: 5 }));
    onApi('/wps/member/password/verification', () => ({ account: 'ann' }));
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await renderAccounts(<ForgotPasswordForm />, { path: '/forget', switches: ['CHNGPASSVERIF3'] });
    await userEvent.click(within(form()).getByRole('radio', { name: 'Teléfono' }));
    await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Código de país' })).toHaveValue('+63'));
    await userEvent.type(within(form()).getByLabelText('Nueva contraseña'), 'short');
    await userEvent.type(within(form()).getByLabelText('Confirmar nueva contraseña'), 'other');
    await userEvent.click(within(form()).getByRole('button', { name: 'Restablecer contraseña' }));
    expect(within(form()).getByRole('textbox', { name: 'Número de móvil' })).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(within(form()).getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(expect.stringContaining('Más de 6 caracteres, con letras y números'));
    expect(within(form()).getByLabelText('Confirmar nueva contraseña')).toHaveAccessibleDescription('Las dos contraseñas no coinciden');

    await userEvent.type(within(form()).getByRole('textbox', { name: 'Número de móvil' }), '9171234567');
    await userEvent.click(within(form()).getByRole('button', { name: 'Enviar código' }));
    await within(form()).findByRole('button', { name: 'Reenviar en 300 s' });
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Código SMS' }), '123456');
    await userEvent.clear(within(form()).getByLabelText('Nueva contraseña'));
    await userEvent.type(within(form()).getByLabelText('Nueva contraseña'), 'newpass123');
    await userEvent.clear(within(form()).getByLabelText('Confirmar nueva contraseña'));
    await userEvent.type(within(form()).getByLabelText('Confirmar nueva contraseña'), 'newpass123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Restablecer contraseña' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/verification/sms/noLogin')[0]).toMatchObject({ mobileNum: '9171234567', countryDialingCode: '63' });
    expect(requestsTo('/wps/member/password/verification')[0]).toEqual({
      newPassword: 'newpass123',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    // Spec 1 §4: then logged in with the new password, by the login call (not from the reset's answer).
    expect(requestsTo('/wps/session/login')).toEqual([
      { type: 'username', username: 'ann', password: 'newpass123', verifyProvider: 'pow', verifyToken: 'challenge.42' },
    ]);
    expect(getSession()?.token).toBe('tok-ann');
  });

  /** Fills the phone form in and submits it (the SMS code is typed, not sent). */
  async function resetByPhone() {
    await renderAccounts(<ForgotPasswordForm />, { path: '/forget', switches: ['CHNGPASSVERIF3'], lang: 'en' });
    await userEvent.click(within(form()).getByRole('radio', { name: 'Phone' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'SMS code' }), '654321');
    await userEvent.type(within(form()).getByLabelText('New password'), 'newpass123');
    await userEvent.type(within(form()).getByLabelText('Confirm new password'), 'newpass123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Reset password' }));
  }

  it("phone: a platform's reset that answers nothing: logs in with the mobile number and the new password", async () => {
    onApi('/wps/member/password/verification', () => null);
    onApi('/wps/session/login', () => LOGIN_RESULT);
    await resetByPhone();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/session/login')[0]).toMatchObject({ type: 'username', username: '9171234567', password: 'newpass123' });
    expect(getSession()?.token).toBe('tok-ann');
  });

  it('phone: when the login after the reset is refused, says the password is changed and opens the login page', async () => {
    onApi('/wps/member/password/verification', () => ({ account: 'ann' }));
    onApi('/wps/session/login', () => {
      throw refusal('Wrong user name or password', { captcha: false });
    });
    await resetByPhone();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Your password has been changed. Please log in with the new password.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it("keeps the input and shows the server's refusal", async () => {
    onApi('/wps/member/password/email', () => {
      throw refusal('Demasiadas solicitudes');
    });
    await renderAccounts(<ForgotPasswordForm />, { path: '/forget' });
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Usuario' }), 'ann');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Correo electrónico' }), 'a@b.example');
    await userEvent.click(within(form()).getByRole('button', { name: 'Enviar' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Demasiadas solicitudes');
    expect(within(form()).getByRole('textbox', { name: 'Usuario' })).toHaveValue('ann');
  });

  it("phone: shows the server's refusal of a too common password under the new password", async () => {
    const message = 'Nueva contraseña: es una de las contraseñas más usadas, elija otra';
    onApi('/wps/member/password/verification', () => {
      throw refusal(message, { field: 'newPassword', key: 'validation.password_common', params: {} });
    });
    await renderAccounts(<ForgotPasswordForm />, { path: '/forget', switches: ['CHNGPASSVERIF3'] });
    await userEvent.click(within(form()).getByRole('radio', { name: 'Teléfono' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Número de móvil' }), '9171234567');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Código SMS' }), '123456');
    await userEvent.type(within(form()).getByLabelText('Nueva contraseña'), 'iloveyou1');
    await userEvent.type(within(form()).getByLabelText('Confirmar nueva contraseña'), 'iloveyou1');
    await userEvent.click(within(form()).getByRole('button', { name: 'Restablecer contraseña' }));
    await waitFor(() => expect(within(form()).getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Nueva contraseña')).toHaveValue('iloveyou1');
  });
});
