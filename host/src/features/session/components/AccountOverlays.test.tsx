import { closeAccountModals, openAccountModal, setSession, useProtectedAction } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountArea } from '../../auth/components/AccountArea';
import { CAPTCHA_IMAGE, LOGIN_RESULT, MEMBER_INFO, registerSettings } from '../../auth/testing/fixtures';
import { currentLocation, renderAccounts, resetAccounts } from '../../auth/testing/render-accounts';
import { onApi, requestsTo, settleApi } from '../../auth/testing/shared-mock';
import { AccountOverlays } from './AccountOverlays';

jest.mock('@suite/shared', () => jest.requireActual('../../auth/testing/shared-mock').sharedMock());

beforeEach(() => {
  resetAccounts();
  onApi('/wps/member/info', () => MEMBER_INFO);
  onApi('/wps/v2/wallets/balance', () => ({ sumBalance: '0.00', wallets: [] }));
  onApi('/wps/system/setting/register', () => registerSettings());
  onApi('/wps/captcha', () => CAPTCHA_IMAGE);
});

/** The header corner and the app's overlays. */
function App() {
  return (
    <>
      <AccountArea />
      <AccountOverlays />
    </>
  );
}

describe('account modals', () => {
  it('the header register button opens the register popup, which reads referralCode from the query', async () => {
    onApi('/wps/member/register', () => LOGIN_RESULT);
    await renderAccounts(<App />, { path: '/?referralCode=FRIEND9' });
    await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro' });
    const form = await within(dialog).findByRole('form', { name: 'Registro' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nombre de usuario' }), 'newbie_1');
    await userEvent.type(within(form).getByLabelText('Contraseña'), 'secret123');
    await userEvent.type(within(form).getByLabelText('Confirmar contraseña'), 'secret123');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Código de verificación' }), 'AB12');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('/wps/member/register')[0]).toMatchObject({ referralCode: 'FRIEND9' });
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Menú de la cuenta ann' })).toBeInTheDocument();
  });

  it('123456 from the header opens the change-password modal without the old password, then home', async () => {
    onApi('/wps/session/login', () => LOGIN_RESULT);
    onApi('/wps/member/password', () => null);
    await renderAccounts(<App />, { path: '/promotions', lang: 'en' });
    const header = screen.getByRole('form', { name: 'Log in' });
    await userEvent.type(within(header).getByRole('textbox', { name: 'Username' }), 'ann');
    await userEvent.type(within(header).getByLabelText('Password'), '123456');
    await userEvent.click(within(header).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    // The form itself loads on first opening.
    expect(await within(dialog).findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('For your security, choose a new password');
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('New password'), 'better123');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'better123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('/wps/member/password')[0]).toMatchObject({ oldPassword: '123456' });
  });

  it('a remote can open the agent variant of the login popup', async () => {
    onApi('/wps/session/login', () => ({ ...LOGIN_RESULT, isAgent: 1 }));
    await renderAccounts(<AccountOverlays />, { path: '/join' });
    act(() => openAccountModal({ kind: 'login', variant: 'agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Recordarme' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Usuario' }), 'agent1');
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(currentLocation()).toBe('/agentHome'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('a mandatory password change (issue 26 #12)', () => {
  const HELD = { ...LOGIN_RESULT, passwordChangeRequired: true };

  async function logInAs(password: string) {
    const header = screen.getByRole('form', { name: 'Log in' });
    await userEvent.type(within(header).getByRole('textbox', { name: 'Username' }), 'ann');
    await userEvent.type(within(header).getByLabelText('Password'), password);
    await userEvent.click(within(header).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await within(dialog).findByRole('form', { name: 'Change password' });
    return dialog;
  }

  it('has no close button, Escape and a click outside leave it open, and nothing else of the member loads', async () => {
    onApi('/wps/session/login', () => HELD);
    await renderAccounts(<App />, { path: '/promotions', lang: 'en' });
    const dialog = await logInAs('Expired2020x');
    expect(dialog).toHaveTextContent('For your security, choose a new password');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // A click on the backdrop around the panel.
    await userEvent.click(dialog.parentElement as HTMLElement);
    await act(async () => settleApi());
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    // Closing the account modals from anywhere (a remote) does not skip it either.
    act(() => closeAccountModals());
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(requestsTo('/wps/member/info')).toHaveLength(0);
    expect(requestsTo('/wps/v2/wallets/balance')).toHaveLength(0);
    expect(currentLocation()).toBe('/promotions');
  });

  it('signs out from the popup (after the confirmation) and lands on / as a visitor', async () => {
    onApi('/wps/session/login', () => HELD);
    onApi('/wps/session/logout', () => null);
    await renderAccounts(<App />, { path: '/promotions' });
    const header = screen.getByRole('form', { name: 'Iniciar sesión' });
    await userEvent.type(within(header).getByRole('textbox', { name: 'Usuario' }), 'ann');
    await userEvent.type(within(header).getByLabelText('Contraseña'), '123456');
    await userEvent.click(within(header).getByRole('button', { name: 'Iniciar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cerrar sesión' }));
    // (The test page and the overlays each mount a dialog host: both show the confirmation.)
    const [confirm] = await screen.findAllByRole('alertdialog', { name: '¿Desea cerrar la sesión?' });
    await userEvent.click(within(confirm!).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar contraseña' })).not.toBeInTheDocument());
    expect(requestsTo('/wps/session/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(currentLocation()).toBe('/');
    expect(screen.getByRole('form', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('shows again after a page load while the server still holds the session, asking the current password', async () => {
    onApi('/wps/session/state', () => ({ passwordChangeRequired: true, reason: 'expired' }));
    onApi('/wps/member/password', () => null);
    setSession({ token: 'tok-held', isAgent: 0, account: 'ann', customerId: 'c-1', memberLabel: null });
    await renderAccounts(<App />, { path: '/vip', lang: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveTextContent('Your password has expired: choose a new one before you continue.');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(requestsTo('/wps/member/info')).toHaveLength(0);
    await userEvent.type(await within(dialog).findByLabelText('Current password'), 'Old2020pass');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'better123');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'better123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('/wps/member/password')[0]).toMatchObject({ oldPassword: 'Old2020pass', newPassword: 'better123' });
    // Free now: the member's info and balance load once, and the session state is not asked again.
    await waitFor(() => expect(requestsTo('/wps/member/info')).toHaveLength(1));
    expect(requestsTo('/wps/v2/wallets/balance')).toHaveLength(1);
    expect(requestsTo('/wps/session/state')).toHaveLength(1);
    expect(currentLocation()).toBe('/');
  });

  it('a session the server does not hold loads as before, and a login it says is free asks nothing more', async () => {
    onApi('/wps/session/state', () => ({ passwordChangeRequired: false, reason: null }));
    setSession({ token: 'tok-free', isAgent: 0, account: 'ann', customerId: 'c-1', memberLabel: null });
    await renderAccounts(<App />, { lang: 'en' });
    await waitFor(() => expect(requestsTo('/wps/member/info')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('login-required check for protected actions (spec 1 §6)', () => {
  function MemberAction({ onRun }: { onRun: () => void }) {
    const guard = useProtectedAction();
    return (
      <button type="button" onClick={() => guard(onRun)}>
        Ir al centro de miembros
      </button>
    );
  }

  it('sends a visitor to /login', async () => {
    const run = jest.fn();
    await renderAccounts(<MemberAction onRun={run} />, { path: '/vip' });
    await userEvent.click(screen.getByRole('button', { name: 'Ir al centro de miembros' }));
    expect(currentLocation()).toBe('/login');
    expect(run).not.toHaveBeenCalled();
  });

  it('warns a trial account (in_need_true_account / in_increase_submit) and blocks the action', async () => {
    const run = jest.fn();
    setSession({ token: 'guest', isAgent: 4, account: 'guest_1', customerId: null, memberLabel: null });
    await renderAccounts(<MemberAction onRun={run} />, { path: '/vip', lang: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Ir al centro de miembros' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This feature needs a real account. Trial accounts cannot use it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(run).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/vip');
  });

  it('lets a member through', async () => {
    const run = jest.fn();
    setSession({ token: 't', isAgent: 0, account: 'ann', customerId: null, memberLabel: null });
    await renderAccounts(<MemberAction onRun={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ir al centro de miembros' }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
