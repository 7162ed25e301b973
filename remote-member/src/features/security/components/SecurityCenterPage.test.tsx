import { api, changeLanguage, loadMemberInfo } from '@suite/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { FALLBACK_AVATAR } from '../fallback-avatar';
import { renderPage, setUpTexts } from '../testing/render';
import SecurityCenterPage from './SecurityCenterPage';

/** The kit's toasts, where a saved form says so. */
const toasts = () => screen.getByRole('status', { name: 'Notificaciones' });

jest.mock('@suite/shared', () => ({
  ...jest.requireActual('../../../testing/shared-mock').sharedMock(),
  loadMemberInfo: jest.fn(async () => null),
}));
const mockLoadMemberInfo = loadMemberInfo as jest.MockedFunction<typeof loadMemberInfo>;

const INFO: api.MemberInfo = {
  id: '100002',
  account: 'demo_player',
  nickname: 'Ana',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'VIP2', rankLevel: 2, labelColor: '#d4a017' },
  memberLabel: ['NEW', 'VERIFIED'],
  countryDialingCode: '+63',
  mobileNum: '******0001',
  email: 'd***@mail.example',
  language: 'es',
  referralCode: 'ABCDEFGH',
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  passwordExpiresAt: null,
};

const STATUS: api.SecurityStatus = {
  hasPaymentPassword: false,
  mobile: { masked: '+63 ******0001', verified: false },
  email: { masked: 'd***@mail.example', verified: true },
  birthDate: null,
};

const SESSIONS: api.LoginSession[] = [
  { createdAt: '2026-11-20T10:00:00.000Z', lastSeenAt: '2026-11-20T10:05:00.000Z', ip: '127.0.0.1', device: 'Chrome · Windows', current: true, active: true },
  { createdAt: '2026-11-19T08:00:00.000Z', lastSeenAt: '2026-11-19T09:00:00.000Z', ip: '10.1.2.3', device: 'Safari · iOS', current: false, active: true },
  { createdAt: '2026-11-01T08:00:00.000Z', lastSeenAt: '2026-11-01T08:00:00.000Z', ip: null, device: null, current: false, active: false },
];

const SETTING: api.RegisterFieldSetting = { enabled: true, required: true, acceptedPattern: '[A-Za-z0-9]+', patternId: 'password', minLength: 7, maxLength: 12 };

let status: api.SecurityStatus;
let sessions: api.LoginSession[];

beforeAll(setUpTexts);

beforeEach(() => {
  resetApi();
  mockLoadMemberInfo.mockClear();
  status = STATUS;
  sessions = SESSIONS;
  onApi(api.memberInfo.path, () => INFO);
  onApi(api.securityStatus.path, () => status);
  onApi(api.playerAvatar.path, () => ({ avatarUrl: 'https://cdn.example/avatar.png' }));
  onApi(api.memberIcon.path, () => ({ iconUrl: 'https://cdn.example/icon.png' }));
  onApi(api.registerSettings.path, () => ({ password: SETTING }));
  onApi(api.recentLogins.path, () => ({ sessions }));
});

const section = (name: string) => screen.getByRole('region', { name });
const loaded = () => screen.findByRole('region', { name: 'Perfil' });

it('shows a skeleton, then the profile: account, nickname, labels, club rank and the avatar', async () => {
  renderPage(<SecurityCenterPage />);
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  const profile = within(await loaded());
  expect(profile.getByText('demo_player')).toBeInTheDocument();
  expect(profile.getByText('Ana')).toBeInTheDocument();
  expect(profile.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['NEW', 'VERIFIED']);
  expect(profile.getByText('VIP2')).toBeInTheDocument();
  expect(profile.getByText('Nivel 2')).toBeInTheDocument();
  await waitFor(() => expect(profile.getByRole('img', { name: 'Avatar de demo_player' })).toHaveAttribute('src', 'https://cdn.example/avatar.png'));
});

it('falls back from a failing avatar to the icon, then to the bundled avatar', async () => {
  renderPage(<SecurityCenterPage />);
  await loaded();
  const avatar = await screen.findByRole('img', { name: 'Avatar de demo_player' });
  await waitFor(() => expect(avatar).toHaveAttribute('src', 'https://cdn.example/avatar.png'));
  fireEvent.error(avatar);
  expect(avatar).toHaveAttribute('src', 'https://cdn.example/icon.png');
  fireEvent.error(avatar);
  expect(avatar).toHaveAttribute('src', FALLBACK_AVATAR);
  // The bundled one failing too changes nothing (no loop).
  fireEvent.error(avatar);
  expect(avatar).toHaveAttribute('src', FALLBACK_AVATAR);
});

it('shows the bundled avatar when there is neither avatar nor icon', async () => {
  onApi(api.playerAvatar.path, () => ({ avatarUrl: null }));
  onApi(api.memberIcon.path, () => {
    throw networkError();
  });
  renderPage(<SecurityCenterPage />);
  await loaded();
  await waitFor(() => expect(screen.getByRole('img', { name: 'Avatar de demo_player' })).toHaveAttribute('src', FALLBACK_AVATAR));
});

it('shows a translated error with Retry when the account cannot be loaded', async () => {
  let fail = true;
  onApi(api.securityStatus.path, () => {
    if (fail) throw networkError();
    return status;
  });
  renderPage(<SecurityCenterPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo cargar su cuenta.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await loaded()).toBeInTheDocument();
  expect(callsTo(api.securityStatus.path)).toHaveLength(2);
});

describe('change password', () => {
  const form = () => within(section('Cambiar contraseña'));
  const fill = async (old: string, next: string, confirm: string) => {
    for (const [label, value] of [
      ['Contraseña actual', old],
      ['Nueva contraseña', next],
      ['Confirmar nueva contraseña', confirm],
    ] as const) {
      const input = form().getByLabelText(label);
      await userEvent.clear(input);
      if (value) await userEvent.paste(value);
    }
  };
  const submit = () => userEvent.click(form().getByRole('button', { name: 'Cambiar contraseña' }));

  it('checks the fields with translated messages before sending anything', async () => {
    renderPage(<SecurityCenterPage />);
    await loaded();
    await submit();
    expect(form().getByLabelText('Contraseña actual')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(form().getByLabelText('Nueva contraseña')).toHaveAccessibleDescription('Más de 6 caracteres, con letras y números. Este campo es obligatorio');

    await fill('Demo2026pass', 'abcdefgh', 'abcdefgh');
    await submit();
    expect(form().getByText('Más de 6 caracteres, con letras y números', { selector: '.mem-field__error' })).toBeInTheDocument();

    // The server's password setting: 7 to 12 letters or digits.
    await fill('Demo2026pass', 'abcd12345678x', 'abcd12345678x');
    await submit();
    expect(form().getByText('De 7 a 12 caracteres, con letras y números')).toBeInTheDocument();

    await fill('Demo2026pass', 'New2026pass', 'New2026pasz');
    await submit();
    expect(form().getByText('Las dos contraseñas no coinciden')).toBeInTheDocument();

    // Over-long is refused with a message, not cut.
    await fill('x'.repeat(129), 'New2026pass', 'New2026pass');
    await submit();
    expect(form().getByLabelText('Contraseña actual')).toHaveValue('x'.repeat(129));
    expect(form().getByText('Como máximo 128 caracteres')).toBeInTheDocument();
    expect(callsTo(api.changePassword.path)).toHaveLength(0);
  });

  it('shows the server refusal under the field it names', async () => {
    onApi(api.changePassword.path, () => {
      throw new (jest.requireActual('@suite/shared').ApiError)('server', {
        status: 200,
        serverMessage: 'La contraseña actual no es correcta',
        value: { field: 'oldPassword', key: 'oldPasswordWrong', params: {} },
      });
    });
    renderPage(<SecurityCenterPage />);
    await loaded();
    await fill('Wrong2026pass', 'New2026pass', 'New2026pass');
    await submit();
    await waitFor(() => expect(form().getByLabelText('Contraseña actual')).toHaveAccessibleDescription('La contraseña actual no es correcta'));
    expect(mockLoadMemberInfo).not.toHaveBeenCalled();
  });

  it('changes it: a clear notice, the login info reloaded, the logins listed again', async () => {
    onApi(api.changePassword.path, () => null);
    renderPage(<SecurityCenterPage />);
    await loaded();
    await screen.findByRole('table');
    expect(callsTo(api.recentLogins.path)).toHaveLength(1);
    await fill('Demo2026pass', 'New2026pass', 'New2026pass');
    await submit();
    expect(await within(toasts()).findByText('Contraseña cambiada. Las demás sesiones se han cerrado.')).toBeInTheDocument();
    expect(callsTo(api.changePassword.path).map((call) => call.payload)).toEqual([
      { oldPassword: 'Demo2026pass', newPassword: 'New2026pass', confirmNewPassword: 'New2026pass' },
    ]);
    expect(mockLoadMemberInfo).toHaveBeenCalledTimes(1);
    expect(form().getByLabelText('Nueva contraseña')).toHaveValue('');
    await waitFor(() => expect(callsTo(api.recentLogins.path)).toHaveLength(2));
  });
});

it('sets the payment password when there is none, with the cashier call', async () => {
  onApi(api.setPaymentPassword.path, () => {
    status = { ...status, hasPaymentPassword: true };
    return null;
  });
  renderPage(<SecurityCenterPage />);
  await loaded();
  const panel = within(section('Contraseña de pago'));
  expect(panel.queryByLabelText('Contraseña de pago actual')).not.toBeInTheDocument();
  await userEvent.type(panel.getByLabelText('Nueva contraseña de pago'), '12345');
  await userEvent.type(panel.getByLabelText('Confirmar contraseña de pago'), '12345');
  await userEvent.click(panel.getByRole('button', { name: 'Establecer contraseña de pago' }));
  expect(panel.getByText('De 6 a 20 caracteres', { selector: '.mem-field__error' })).toBeInTheDocument();

  await userEvent.type(panel.getByLabelText('Nueva contraseña de pago'), '6');
  await userEvent.type(panel.getByLabelText('Confirmar contraseña de pago'), '6');
  await userEvent.click(panel.getByRole('button', { name: 'Establecer contraseña de pago' }));
  expect(await within(toasts()).findByText('Contraseña de pago establecida.')).toBeInTheDocument();
  expect(callsTo(api.setPaymentPassword.path).map((call) => call.payload)).toEqual([{ newPassword: '123456', confirmPassword: '123456' }]);
  // Now it asks for the current one to change it.
  expect(await panel.findByLabelText('Contraseña de pago actual')).toBeInTheDocument();
  expect(panel.getByRole('button', { name: 'Cambiar contraseña de pago' })).toBeInTheDocument();
});

it('takes the date of birth once: required, then saved with the API, then shown with how to correct it', async () => {
  let answer: () => unknown = () => {
    throw refusal('Debe tener al menos 18 años');
  };
  onApi(api.setBirthDate.path, () => answer());
  renderPage(<SecurityCenterPage />);
  await loaded();
  const panel = within(section('Fecha de nacimiento'));
  expect(panel.getByText(/recibirá el bono de cumpleaños de su rango VIP/)).toBeInTheDocument();
  await userEvent.click(panel.getByRole('button', { name: 'Guardar fecha de nacimiento' }));
  expect(panel.getByLabelText('Su fecha de nacimiento')).toHaveAttribute('aria-invalid', 'true');
  expect(callsTo(api.setBirthDate.path)).toHaveLength(0);

  fireEvent.change(panel.getByLabelText('Su fecha de nacimiento'), { target: { value: '2015-05-01' } });
  await userEvent.click(panel.getByRole('button', { name: 'Guardar fecha de nacimiento' }));
  expect(await panel.findByRole('alert')).toHaveTextContent('Debe tener al menos 18 años');

  answer = () => {
    status = { ...status, birthDate: '1996-02-29' };
    return status;
  };
  fireEvent.change(panel.getByLabelText('Su fecha de nacimiento'), { target: { value: '1996-02-29' } });
  await userEvent.click(panel.getByRole('button', { name: 'Guardar fecha de nacimiento' }));
  expect(await within(toasts()).findByText('Fecha de nacimiento guardada.')).toBeInTheDocument();
  expect(callsTo(api.setBirthDate.path).map((call) => call.payload)).toEqual([{ birthDate: '2015-05-01' }, { birthDate: '1996-02-29' }]);
  expect(await panel.findByText('Su fecha de nacimiento: 1996/02/29')).toBeInTheDocument();
  expect(panel.getByText('Para corregirla, contacte con atención al cliente.')).toBeInTheDocument();
  expect(panel.queryByRole('button')).not.toBeInTheDocument();
});

describe('binding the mobile number', () => {
  const panel = () => within(section('Número de móvil'));

  it('sends a code (countdown on the button), refuses a wrong one, binds with the right one', async () => {
    onApi(api.sendBindCode.path, () => ({ target: '+639175551234', expiredMinutes: 5 }));
    onApi(api.verifyBindCode.path, ({ code }: api.BindVerifyRequest) => {
      if (code !== '123456') throw refusal('El código no es correcto o ha caducado; pida uno nuevo si hace falta');
      status = { ...status, mobile: { masked: '+63 ******1234', verified: true } };
      return status;
    });
    renderPage(<SecurityCenterPage />);
    await loaded();
    expect(panel().getByText('+63 ******0001')).toBeInTheDocument();
    expect(panel().getByText('Sin verificar')).toBeInTheDocument();
    expect(panel().getByLabelText('Prefijo')).toHaveValue('+63');

    await userEvent.type(panel().getByLabelText('Número de móvil'), '12');
    await userEvent.click(panel().getByRole('button', { name: 'Enviar código' }));
    expect(panel().getByLabelText('Número de móvil')).toHaveAccessibleDescription('Introduzca un número de móvil de 7 a 15 dígitos');
    expect(callsTo(api.sendBindCode.path)).toHaveLength(0);

    await userEvent.clear(panel().getByLabelText('Número de móvil'));
    await userEvent.type(panel().getByLabelText('Número de móvil'), '0917 555 1234');
    await userEvent.click(panel().getByRole('button', { name: 'Enviar código' }));
    const countdown = await panel().findByRole('button', { name: /^Reenviar en \d+ s$/ });
    expect(countdown).toBeDisabled();
    expect(countdown).toHaveTextContent('Reenviar en 300 s');
    expect(callsTo(api.sendBindCode.path).map((call) => call.payload)).toEqual([{ channel: 'mobile', countryDialingCode: '+63', mobileNum: '09175551234' }]);
    expect(panel().getByLabelText('Código de verificación')).toHaveAccessibleDescription('Enviado a +639175551234. Caduca en 5 minutos.');

    await userEvent.click(panel().getByRole('button', { name: 'Verificar y vincular' }));
    expect(panel().getByText('El código tiene 6 dígitos')).toBeInTheDocument();
    await userEvent.type(panel().getByLabelText('Código de verificación'), '000000');
    await userEvent.click(panel().getByRole('button', { name: 'Verificar y vincular' }));
    expect(await panel().findByRole('alert')).toHaveTextContent('El código no es correcto o ha caducado; pida uno nuevo si hace falta');

    await userEvent.clear(panel().getByLabelText('Código de verificación'));
    await userEvent.type(panel().getByLabelText('Código de verificación'), '123456');
    await userEvent.click(panel().getByRole('button', { name: 'Verificar y vincular' }));
    expect(await within(toasts()).findByText('Número de móvil vinculado y verificado.')).toBeInTheDocument();
    expect(callsTo(api.verifyBindCode.path).at(-1)?.payload).toEqual({ channel: 'mobile', target: '+639175551234', code: '123456' });
    expect(panel().getByText('+63 ******1234')).toBeInTheDocument();
    expect(panel().getByText('Verificado')).toBeInTheDocument();
    expect(panel().queryByLabelText('Número de móvil')).not.toBeInTheDocument();
    expect(mockLoadMemberInfo).toHaveBeenCalled();
  });

  it("shows the server's refusal of a number bound to another account", async () => {
    onApi(api.sendBindCode.path, () => {
      throw refusal('Este número de móvil ya está vinculado a otra cuenta');
    });
    renderPage(<SecurityCenterPage />);
    await loaded();
    await userEvent.type(panel().getByLabelText('Número de móvil'), '9170000003');
    await userEvent.click(panel().getByRole('button', { name: 'Enviar código' }));
    expect(await panel().findByRole('alert')).toHaveTextContent('Este número de móvil ya está vinculado a otra cuenta');
    expect(panel().getByRole('button', { name: 'Enviar código' })).toBeEnabled();
    expect(panel().queryByLabelText('Código de verificación')).not.toBeInTheDocument();
  });
});

it('shows a verified e-mail with Change, which opens the bind form', async () => {
  renderPage(<SecurityCenterPage />);
  await loaded();
  const panel = within(section('Correo electrónico'));
  expect(panel.getByText('d***@mail.example')).toBeInTheDocument();
  expect(panel.getByText('Verificado')).toBeInTheDocument();
  expect(panel.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
  await userEvent.click(panel.getByRole('button', { name: 'Cambiar' }));
  await userEvent.type(panel.getByLabelText('Correo electrónico'), 'not-an-email');
  await userEvent.click(panel.getByRole('button', { name: 'Enviar código' }));
  expect(panel.getByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
  expect(callsTo(api.sendBindCode.path)).toHaveLength(0);
});

describe('recent logins', () => {
  it('lists time, device, IP and state, marking this device', async () => {
    renderPage(<SecurityCenterPage />);
    const table = await screen.findByRole('table', { name: 'Sus últimos inicios de sesión' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome · WindowsEste dispositivo');
    expect(rows[0]).toHaveTextContent('127.0.0.1');
    expect(within(rows[0]!).getAllByRole('cell')[0]!.querySelector('time')).toHaveAttribute('datetime', SESSIONS[0]!.createdAt);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(SESSIONS[0]!.createdAt)),
    );
    expect(rows[1]).toHaveTextContent('Safari · iOS');
    expect(rows[1]).not.toHaveTextContent('Este dispositivo');
    expect(rows[2]).toHaveTextContent('Dispositivo desconocido');
    expect(rows[2]).toHaveTextContent('Cerrada');
  });

  it('logs out the other sessions only after confirming, then says how many and lists them again', async () => {
    onApi(api.logoutOtherSessions.path, () => {
      sessions = SESSIONS.map((session) => (session.current ? session : { ...session, active: false }));
      return { revoked: 2 };
    });
    renderPage(<SecurityCenterPage />);
    await screen.findByRole('table');
    const button = screen.getByRole('button', { name: 'Cerrar las demás sesiones' });

    await userEvent.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: 'Cerrar las demás sesiones' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(api.logoutOtherSessions.path)).toHaveLength(0);

    await userEvent.click(button);
    dialog = await screen.findByRole('alertdialog', { name: 'Cerrar las demás sesiones' });
    expect(dialog).toHaveTextContent('Se cerrará la sesión en todos sus otros dispositivos y navegadores. Este seguirá conectado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones' }));
    expect(await within(toasts()).findByText('Se cerraron 2 sesiones.')).toBeInTheDocument();
    expect(callsTo(api.logoutOtherSessions.path)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Cerrada')).toHaveLength(2));
    expect(callsTo(api.recentLogins.path)).toHaveLength(2);
  });

  it('shows a failed list with Retry, the rest of the page still usable', async () => {
    let fail = true;
    onApi(api.recentLogins.path, () => {
      if (fail) throw networkError();
      return { sessions };
    });
    renderPage(<SecurityCenterPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los inicios de sesión.');
    expect(section('Perfil')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

it('speaks English too', async () => {
  await act(() => changeLanguage('en'));
  try {
    renderPage(<SecurityCenterPage />);
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Date of birth' })).getByRole('button', { name: 'Save date of birth' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Your latest logins' })).toHaveTextContent('This device');
    expect(screen.getByRole('button', { name: 'Log out other sessions' })).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('es'));
  }
});
