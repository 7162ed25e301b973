import { api, changeLanguage, dismissAllDialogs, getSession, setRuntimeConfig, setSession } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { captureDownloads, renderPage, setUpTexts } from '../testing/render';
import ResponsibleGamblingPage from './ResponsibleGamblingPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const ApiError = jest.requireActual('@suite/shared').ApiError as typeof import('@suite/shared').ApiError;

function limit(kind: api.LimitKind, window: api.LimitWindow, overrides: Partial<api.GamblingLimit> = {}): api.GamblingLimit {
  return { kind, window, amount: null, used: '0.00', remaining: null, pending: null, setBy: null, ...overrides };
}

const STATE: api.ResponsibleGamblingState = {
  limits: [
    limit('deposit', 'day', { amount: '1000.00', used: '300.00', remaining: '700.00', setBy: 'player' }),
    limit('deposit', 'week', { used: '300.00' }),
    limit('deposit', 'month', {
      amount: '5000.00',
      used: '300.00',
      remaining: '4700.00',
      setBy: 'player',
      pending: { amount: '8000.00', confirmableAt: '2026-11-24T15:30:00.000Z', confirmable: true },
    }),
    limit('loss', 'day'),
    limit('loss', 'week', { amount: '2000.00', used: '2000.00', remaining: '0.00', setBy: 'operator' }),
    limit('loss', 'month'),
    limit('wager', 'day'),
    limit('wager', 'week'),
    limit('wager', 'month'),
  ],
  realityCheckMinutes: 30,
  realityCheckChoices: [0, 15, 30, 60],
  coolingOffHours: 24,
};

const STATEMENT: api.ActivityStatement = {
  months: [
    { month: '2026-11', deposits: '1000.00', withdrawals: '200.00', stakes: '500.00', wins: '650.50', net: '150.50' },
    { month: '2026-10', deposits: '0.00', withdrawals: '0.00', stakes: '300.00', wins: '100.00', net: '-200.00' },
  ],
  totals: { deposits: '1000.00', withdrawals: '200.00', stakes: '800.00', wins: '750.50', net: '-49.50' },
};

beforeAll(async () => {
  await setUpTexts();
  // Bogotá: UTC-5 all year, so the times below read the same on every machine.
  setRuntimeConfig({ timeZone: 'America/Bogota' });
});

beforeEach(() => {
  resetApi();
  onApi(api.responsibleGambling.path, () => STATE);
  onApi(api.activityStatement.path, () => STATEMENT);
  act(() => setSession({ token: 'tok-1', isAgent: 0, account: 'demo_player', customerId: null, memberLabel: null }));
});

afterEach(async () => {
  act(() => {
    dismissAllDialogs();
    setSession(null);
  });
  await act(() => changeLanguage('es'));
});

const loaded = () => screen.findByRole('region', { name: 'Límites' });
const windowGroup = (name: string) => within(screen.getByRole('group', { name }));

describe('limits', () => {
  it('shows each kind with its three windows: the limit, what is used and left, as text and as a progress bar', async () => {
    renderPage(<ResponsibleGamblingPage />);
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    await loaded();
    for (const name of ['Límite de depósito', 'Límite de pérdidas', 'Límite de apuestas']) expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    const day = windowGroup('Límite de depósito: 24 horas');
    expect(day.getByText(/^Límite: P\s1\.000,00$/)).toBeInTheDocument();
    expect(day.getByText(/^Usado: P\s300,00$/)).toBeInTheDocument();
    expect(day.getByText(/^Queda: P\s700,00$/)).toBeInTheDocument();
    const bar = day.getByRole('progressbar', { name: 'Uso del límite en 24 horas' });
    expect(bar).toHaveAttribute('aria-valuenow', '300');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^Usado P\s300,00 de P\s1\.000,00; quedan P\s700,00$/);
    expect(day.getByRole('button', { name: 'Cambiar límite' })).toBeInTheDocument();
    expect(day.getByRole('button', { name: 'Quitar límite' })).toBeInTheDocument();

    const week = windowGroup('Límite de depósito: 7 días');
    expect(week.getByText('Sin límite')).toBeInTheDocument();
    expect(week.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(week.getByRole('button', { name: 'Establecer límite' })).toBeInTheDocument();
    expect(week.queryByRole('button', { name: 'Quitar límite' })).not.toBeInTheDocument();
  });

  it('sets a new limit that applies now, and says so', async () => {
    onApi(api.setGamblingLimit.path, (payload: api.SetLimitRequest) => ({
      outcome: 'applied',
      limit: limit(payload.kind, payload.window, { amount: payload.amount, used: '300.00', remaining: '200.00', setBy: 'player' }),
    }));
    renderPage(<ResponsibleGamblingPage />);
    await loaded();
    const week = windowGroup('Límite de depósito: 7 días');
    await userEvent.type(week.getByLabelText('Nuevo límite'), '500');
    await userEvent.click(week.getByRole('button', { name: 'Establecer límite' }));
    expect(await week.findByRole('status')).toHaveTextContent('Hecho: el límite rige desde ahora.');
    expect(callsTo(api.setGamblingLimit.path).map((call) => call.payload)).toEqual([{ kind: 'deposit', window: 'week', amount: '500.00' }]);
    expect(week.getByText(/^Límite: P\s500,00$/)).toBeInTheDocument();
    expect(week.getByLabelText('Nuevo límite')).toHaveValue('');
    expect(week.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '300');
  });

  it('says an increase waits 24 hours, shows it pending until its time (site time), and cancels it', async () => {
    const confirmableAt = '2026-11-24T15:30:00.000Z';
    onApi(api.setGamblingLimit.path, (payload: api.SetLimitRequest) => ({
      outcome: 'pending',
      limit: limit(payload.kind, payload.window, {
        amount: '1000.00',
        used: '300.00',
        remaining: '700.00',
        setBy: 'player',
        pending: { amount: payload.amount, confirmableAt, confirmable: false },
      }),
    }));
    onApi(api.cancelLimitChange.path, (payload: api.LimitRef) => ({
      outcome: 'cancelled',
      limit: limit(payload.kind, payload.window, { amount: '1000.00', used: '300.00', remaining: '700.00', setBy: 'player' }),
    }));
    renderPage(<ResponsibleGamblingPage />);
    await loaded();
    const day = windowGroup('Límite de depósito: 24 horas');
    await userEvent.type(day.getByLabelText('Nuevo límite'), '2000');
    await userEvent.click(day.getByRole('button', { name: 'Cambiar límite' }));
    expect(await day.findByRole('status')).toHaveTextContent(
      'Un aumento o la retirada del límite espera 24 horas. Después, confírmelo aquí (a partir del 2026/11/24 10:30).',
    );
    expect(day.getByText(/^Cambio pendiente: subir el límite a P\s2\.000,00\.$/)).toBeInTheDocument();
    expect(day.getByText(/^Límite: P\s1\.000,00$/)).toBeInTheDocument();
    const confirm = day.getByRole('button', { name: 'Confirmar cambio' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('Podrá confirmarlo a partir del 2026/11/24 10:30.');

    await userEvent.click(day.getByRole('button', { name: 'Cancelar cambio' }));
    expect(await day.findByText('Cambio cancelado: sigue el límite actual.')).toBeInTheDocument();
    expect(day.queryByRole('button', { name: 'Confirmar cambio' })).not.toBeInTheDocument();
    expect(callsTo(api.cancelLimitChange.path).map((call) => call.payload)).toEqual([{ kind: 'deposit', window: 'day' }]);
  });

  it('confirms a waiting increase once the server says it may, and asks to remove a limit', async () => {
    onApi(api.confirmLimitChange.path, (payload: api.LimitRef) => ({
      outcome: 'applied',
      limit: limit(payload.kind, payload.window, { amount: '8000.00', used: '300.00', remaining: '7700.00', setBy: 'player' }),
    }));
    onApi(api.setGamblingLimit.path, (payload: api.SetLimitRequest) => ({
      outcome: 'pending',
      limit: limit(payload.kind, payload.window, {
        amount: '1000.00',
        used: '300.00',
        remaining: '700.00',
        setBy: 'player',
        pending: { amount: null, confirmableAt: '2026-11-24T15:30:00.000Z', confirmable: false },
      }),
    }));
    renderPage(<ResponsibleGamblingPage />);
    await loaded();
    const month = windowGroup('Límite de depósito: 30 días');
    expect(month.getByText(/^Cambio pendiente: subir el límite a P\s8\.000,00\.$/)).toBeInTheDocument();
    expect(month.getByText('Ya puede confirmarlo.')).toBeInTheDocument();
    await userEvent.click(month.getByRole('button', { name: 'Confirmar cambio' }));
    expect(await month.findByText('Hecho: el límite rige desde ahora.')).toBeInTheDocument();
    expect(month.getByText(/^Límite: P\s8\.000,00$/)).toBeInTheDocument();
    expect(callsTo(api.confirmLimitChange.path).map((call) => call.payload)).toEqual([{ kind: 'deposit', window: 'month' }]);

    const day = windowGroup('Límite de depósito: 24 horas');
    await userEvent.click(day.getByRole('button', { name: 'Quitar límite' }));
    expect(await day.findByText('Cambio pendiente: quitar el límite.')).toBeInTheDocument();
    expect(callsTo(api.setGamblingLimit.path).map((call) => call.payload)).toEqual([{ kind: 'deposit', window: 'day', amount: null }]);
    expect(day.queryByRole('button', { name: 'Quitar límite' })).not.toBeInTheDocument();
  });

  it('checks the amount before sending: required, 2 decimals, above 0, at most the largest limit', async () => {
    renderPage(<ResponsibleGamblingPage />);
    await loaded();
    const wager = windowGroup('Límite de apuestas: 24 horas');
    const input = wager.getByLabelText('Nuevo límite');
    const submit = () => userEvent.click(wager.getByRole('button', { name: 'Establecer límite' }));
    await submit();
    expect(input).toHaveAccessibleDescription(/^Importe en pesos, con 2 decimales como máximo \(p\. ej\. 500 o 500\.50\)\. Escriba un importe$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    for (const [typed, message] of [
      ['12.345', /Importe no válido: use solo cifras y un punto/],
      ['0', /El límite debe ser mayor que 0$/],
      ['1000000000.01', /El límite máximo es P\s1\.000\.000\.000,00$/],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await submit();
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveValue(typed);
    }
    expect(callsTo(api.setGamblingLimit.path)).toHaveLength(0);
  });

  it('lets an operator limit be lowered only', async () => {
    onApi(api.setGamblingLimit.path, () => {
      throw new ApiError('server', { status: 200, serverMessage: 'No se puede subir un límite del operador' });
    });
    renderPage(<ResponsibleGamblingPage />);
    await loaded();
    const loss = windowGroup('Límite de pérdidas: 7 días');
    expect(loss.getByText('Fijado por el operador: solo puede bajarlo.')).toBeInTheDocument();
    expect(loss.queryByRole('button', { name: 'Quitar límite' })).not.toBeInTheDocument();
    expect(loss.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2000');
    await userEvent.type(loss.getByLabelText('Nuevo límite'), '2500');
    await userEvent.click(loss.getByRole('button', { name: 'Cambiar límite' }));
    expect(loss.getByLabelText('Nuevo límite')).toHaveAccessibleDescription(/Este límite lo fijó el operador: solo puede bajarlo \(hasta P\s2\.000,00\)$/);
    expect(callsTo(api.setGamblingLimit.path)).toHaveLength(0);

    // A refusal by the server is shown in its words.
    await userEvent.clear(loss.getByLabelText('Nuevo límite'));
    await userEvent.type(loss.getByLabelText('Nuevo límite'), '1500');
    await userEvent.click(loss.getByRole('button', { name: 'Cambiar límite' }));
    expect(await loss.findByRole('alert')).toHaveTextContent('No se puede subir un límite del operador');
  });
});

it('saves the reality check interval from the site\'s choices', async () => {
  onApi(api.setRealityCheck.path, (payload: { minutes: number }) => ({ realityCheckMinutes: payload.minutes }));
  renderPage(<ResponsibleGamblingPage />);
  await loaded();
  const reality = within(screen.getByRole('region', { name: 'Aviso de realidad' }));
  const group = within(reality.getByRole('group', { name: 'Frecuencia del aviso' }));
  expect(group.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Desactivado', 'Cada 15 minutos', 'Cada 30 minutos', 'Cada 60 minutos']);
  expect(group.getByRole('radio', { name: 'Cada 30 minutos' })).toBeChecked();
  await userEvent.click(group.getByRole('radio', { name: 'Cada 60 minutos' }));
  await userEvent.click(reality.getByRole('button', { name: 'Guardar aviso' }));
  expect(await reality.findByText('Guardado: un aviso cada 60 minutos.')).toBeInTheDocument();
  await userEvent.click(group.getByRole('radio', { name: 'Desactivado' }));
  await userEvent.click(reality.getByRole('button', { name: 'Guardar aviso' }));
  expect(await reality.findByText('Guardado: avisos de realidad desactivados.')).toBeInTheDocument();
  expect(callsTo(api.setRealityCheck.path).map((call) => call.payload)).toEqual([{ minutes: 60 }, { minutes: 0 }]);
});

describe('time-out and self-exclusion', () => {
  it('takes a time-out after the password is confirmed: the end date, the session ended here, home', async () => {
    onApi(api.startExclusion.path, () => ({ kind: 'timeOut', endsAt: '2026-12-01T15:30:00.000Z' }));
    renderPage(<ResponsibleGamblingPage />);
    await loaded();
    const timeOut = within(screen.getByRole('region', { name: 'Pausa' }));
    expect(timeOut.getByText('Todas sus sesiones se cierran ahora, también esta.')).toBeInTheDocument();
    await userEvent.click(timeOut.getByRole('radio', { name: '7 días' }));
    await userEvent.click(timeOut.getByRole('button', { name: 'Tomar una pausa' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirmar la pausa' }));
    expect(dialog.getByText('Pausa de 7 días. Al confirmar:')).toBeInTheDocument();
    expect(dialog.getByText('No podrá iniciar sesión hasta la fecha de fin.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Empezar la pausa' }));
    expect(dialog.getByLabelText('Contraseña de acceso')).toHaveAccessibleDescription(/Escriba su contraseña de acceso$/);
    expect(callsTo(api.startExclusion.path)).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Contraseña de acceso'), 'Demo2026pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Empezar la pausa' }));
    const done = await screen.findByRole('alertdialog', { name: 'Pausa en marcha' });
    expect(done).toHaveTextContent('Su pausa termina el 2026/12/01 10:30. Su sesión se ha cerrado; podrá volver a iniciar sesión a partir de esa fecha.');
    expect(callsTo(api.startExclusion.path).map((call) => call.payload)).toEqual([{ kind: 'timeOut', period: '7d', password: 'Demo2026pass' }]);
    expect(getSession()).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('keeps the session when the password is refused, saying so under the field', async () => {
    onApi(api.startExclusion.path, () => {
      throw new ApiError('server', { status: 200, serverMessage: 'La contraseña no es correcta', value: { field: 'password' } });
    });
    renderPage(<ResponsibleGamblingPage />);
    await loaded();
    const selfExclusion = within(screen.getByRole('region', { name: 'Autoexclusión' }));
    expect(selfExclusion.getByText(/No se puede acortar/)).toBeInTheDocument();
    await userEvent.click(selfExclusion.getByRole('radio', { name: '5 años' }));
    await userEvent.click(selfExclusion.getByRole('button', { name: 'Autoexcluirme' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirmar la autoexclusión' }));
    expect(dialog.getByText('Autoexclusión de 5 años. Al confirmar:')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Contraseña de acceso'), 'Wrong2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Empezar la autoexclusión' }));
    await waitFor(() => expect(dialog.getByLabelText('Contraseña de acceso')).toHaveAccessibleDescription(/La contraseña no es correcta$/));
    expect(callsTo(api.startExclusion.path).map((call) => call.payload)).toEqual([{ kind: 'selfExclusion', period: '5y', password: 'Wrong2026' }]);
    expect(getSession()).not.toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/member/responsibleGambling');

    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('account activity statement', () => {
  it('lists the last 12 months with their totals and downloads them as CSV', async () => {
    const files = captureDownloads();
    renderPage(<ResponsibleGamblingPage />);
    const statement = within(await screen.findByRole('region', { name: 'Actividad de la cuenta' }));
    const table = within(await statement.findByRole('table', { name: 'Actividad de la cuenta por mes' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Mes', 'Depósitos', 'Retiros', 'Apuestas', 'Premios', 'Neto']);
    const [, november, october, totals] = table.getAllByRole('row');
    expect(november).toHaveTextContent(/noviembre de 2026/);
    expect(november).toHaveTextContent(/\+P\s150,50/);
    expect(october).toHaveTextContent(/octubre de 2026/);
    expect(totals).toHaveTextContent(/^Total/);
    expect(totals).toHaveTextContent(/-P\s49,50/);

    await userEvent.click(statement.getByRole('button', { name: 'Exportar CSV' }));
    expect(files.map((file) => file.name)).toEqual(['account-activity-2026-10_2026-11.csv']);
    expect(await files[0]?.text).toBe(
      // FileReader drops the byte-order mark the file starts with.
      'Mes,Depósitos,Retiros,Apuestas,Premios,Neto\r\n' +
        '2026-11,1000.00,200.00,500.00,650.50,150.50\r\n' +
        '2026-10,0.00,0.00,300.00,100.00,-200.00\r\n' +
        'Total,1000.00,200.00,800.00,750.50,-49.50\r\n',
    );
  });

  it('says when there is no activity, and offers Retry when it cannot be loaded', async () => {
    let fail = true;
    onApi(api.activityStatement.path, () => {
      if (fail) throw networkError();
      return { months: [], totals: { deposits: '0.00', withdrawals: '0.00', stakes: '0.00', wins: '0.00', net: '0.00' } };
    });
    renderPage(<ResponsibleGamblingPage />);
    const statement = within(await screen.findByRole('region', { name: 'Actividad de la cuenta' }));
    const alert = await statement.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la actividad de la cuenta.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await statement.findByText('Sin actividad en los últimos 12 meses')).toBeInTheDocument();
  });
});

it('shows a translated error with Retry when the settings cannot be loaded', async () => {
  let fail = true;
  onApi(api.responsibleGambling.path, () => {
    if (fail) throw networkError();
    return STATE;
  });
  renderPage(<ResponsibleGamblingPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar sus herramientas de juego más seguro.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await loaded()).toBeInTheDocument();
});

it('speaks English', async () => {
  await act(() => changeLanguage('en'));
  renderPage(<ResponsibleGamblingPage />);
  await screen.findByRole('region', { name: 'Limits' });
  for (const name of ['Reality check', 'Time-out', 'Self-exclusion', 'Account activity']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  const day = windowGroup('Deposit limit: 24 hours');
  expect(day.getByLabelText('New limit')).toBeInTheDocument();
  expect(day.getByRole('button', { name: 'Change limit' })).toBeInTheDocument();
  expect(day.getByRole('button', { name: 'Remove limit' })).toBeInTheDocument();
  expect(windowGroup('Deposit limit: 30 days').getByRole('button', { name: 'Confirm change' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: 'Every 15 minutes' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Take a time-out' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exclude myself' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Account activity by month' })).toHaveTextContent(/November 2026/);
});
