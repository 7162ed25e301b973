import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_INFO } from '../../auth/testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../../auth/testing/render-accounts';
import { onApi, refusal, requestsTo } from '../../auth/testing/shared-mock';
import { ChangePasswordForm } from './ChangePasswordForm';

jest.mock('@suite/shared', () => jest.requireActual('../../auth/testing/shared-mock').sharedMock());

beforeEach(() => {
  resetAccounts();
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '0.00', wallets: [] }));
  onApi('/wps/member/password', () => null);
});

const form = () => screen.getByRole('form', { name: /Cambiar contraseña|Change password/ });

describe('change password (spec 1 §4, §5)', () => {
  it('asks for the old password only when none is cached', async () => {
    const { unmount } = await renderAccounts(<ChangePasswordForm />);
    expect(within(form()).getByLabelText('Contraseña actual')).toBeInTheDocument();
    unmount();
    await renderAccounts(<ChangePasswordForm cachedPassword="123456" />);
    expect(within(form()).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
  });

  it('states the password rule with its length in both languages, never a raw placeholder', async () => {
    const { unmount } = await renderAccounts(<ChangePasswordForm />);
    const spanish = within(form()).getByLabelText('Nueva contraseña');
    expect(spanish).toHaveAccessibleDescription('Al menos 7 caracteres, con letras y números.');
    expect(form().textContent).not.toContain('{{');
    unmount();
    await renderAccounts(<ChangePasswordForm />, { lang: 'en' });
    expect(within(form()).getByLabelText('New password')).toHaveAccessibleDescription('At least 7 characters, with letters and numbers.');
    expect(form().textContent).not.toContain('{{');
  });

  it('checks the new password rule and the confirmation, in English', async () => {
    await renderAccounts(<ChangePasswordForm />, { lang: 'en' });
    await userEvent.type(within(form()).getByLabelText('New password'), 'abcdefg');
    await userEvent.type(within(form()).getByLabelText('Confirm new password'), 'abcdefh');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    expect(within(form()).getByLabelText('Current password')).toHaveAccessibleDescription('This field is required');
    expect(within(form()).getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('More than 6 characters, with letters and numbers'));
    expect(within(form()).getByLabelText('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match');
    expect(requestsTo('/wps/member/password')).toHaveLength(0);
  });

  it('sends the cached old password, reloads the login info and goes home', async () => {
    await renderAccounts(<ChangePasswordForm cachedPassword="123456" />, { path: '/login' });
    await userEvent.type(within(form()).getByLabelText('Nueva contraseña'), 'better123');
    await userEvent.type(within(form()).getByLabelText('Confirmar nueva contraseña'), 'better123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/member/password')[0]).toEqual({ oldPassword: '123456', newPassword: 'better123', confirmNewPassword: 'better123' });
    expect(requestsTo('/wps/member/info')).toHaveLength(1);
  });

  it('takes a passphrase with letters of any script and spaces', async () => {
    await renderAccounts(<ChangePasswordForm cachedPassword="123456" />, { path: '/login' });
    await userEvent.type(within(form()).getByLabelText('Nueva contraseña'), 'mi clave ñandú 7');
    await userEvent.type(within(form()).getByLabelText('Confirmar nueva contraseña'), 'mi clave ñandú 7');
    await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(requestsTo('/wps/member/password')[0]).toMatchObject({ newPassword: 'mi clave ñandú 7' });
  });

  it("shows the server's refusal of a too common password under the new password, in English", async () => {
    const message = 'New password: this is one of the most common passwords, choose another one';
    onApi('/wps/member/password', () => {
      throw refusal(message, { field: 'newPassword', key: 'validation.password_common', params: {} });
    });
    await renderAccounts(<ChangePasswordForm />, { lang: 'en' });
    await userEvent.type(within(form()).getByLabelText('Current password'), 'Demo2026pass');
    await userEvent.type(within(form()).getByLabelText('New password'), 'Password123');
    await userEvent.type(within(form()).getByLabelText('Confirm new password'), 'Password123');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form()).getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(within(form()).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    // Typing again clears it.
    await userEvent.type(within(form()).getByLabelText('New password'), 'x');
    expect(within(form()).getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
  });
});
