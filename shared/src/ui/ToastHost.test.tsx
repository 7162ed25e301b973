import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n, registerNamespace } from '../i18n/i18n';
import { ToastHost } from './ToastHost';
import { MAX_TOASTS, toast, TOAST_DURATION_MS } from './toast-service';

beforeAll(async () => {
  await initI18n();
  await registerNamespace('toast-test', { bundled: { es: { saved: 'Guardado: {{what}}' }, en: { saved: 'Saved: {{what}}' } } });
});

beforeEach(async () => {
  await changeLanguage('es');
  act(() => toast.clear());
});

afterEach(() => {
  jest.useRealTimers();
});

function region() {
  return screen.getByRole('status', { name: 'Notificaciones' });
}

it('has its polite live region in the page before any toast, and shows each toast in it', () => {
  render(<ToastHost />);
  expect(region()).toHaveAttribute('aria-live', 'polite');
  expect(region()).toBeEmptyDOMElement();

  act(() => {
    toast.success('Añadido a favoritos');
  });
  expect(within(region()).getByText('Añadido a favoritos')).toBeInTheDocument();
});

it('translates a key in the current language and follows a language change', async () => {
  render(<ToastHost />);
  act(() => {
    toast.info({ key: 'saved', ns: 'toast-test', params: { what: 'perfil' } });
  });
  expect(within(region()).getByText('Guardado: perfil')).toBeInTheDocument();
  await act(() => changeLanguage('en'));
  expect(within(screen.getByRole('status', { name: 'Notifications' })).getByText('Saved: perfil')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
});

it('goes by itself after five seconds', () => {
  jest.useFakeTimers();
  render(<ToastHost />);
  act(() => {
    toast.success('Enlace copiado');
  });
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
  expect(screen.getByText('Enlace copiado')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Enlace copiado')).not.toBeInTheDocument();
});

it('waits while hovered or focused, then finishes the time it had left', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ToastHost />);
  act(() => {
    toast.success('Guardado');
  });
  act(() => jest.advanceTimersByTime(3000));
  await user.hover(screen.getByText('Guardado'));
  act(() => jest.advanceTimersByTime(20_000));
  expect(screen.getByText('Guardado')).toBeInTheDocument();

  await user.unhover(screen.getByText('Guardado'));
  act(() => jest.advanceTimersByTime(1500));
  expect(screen.getByText('Guardado')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(600));
  expect(screen.queryByText('Guardado')).not.toBeInTheDocument();

  act(() => {
    toast.success('Copiado');
  });
  act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).focus());
  act(() => jest.advanceTimersByTime(20_000));
  expect(screen.getByText('Copiado')).toBeInTheDocument();
});

it('closes with its button or Escape', async () => {
  render(<ToastHost />);
  act(() => {
    toast.success('Primero', { duration: 0 });
    toast.error('Segundo', { duration: 0 });
  });
  const [first] = screen.getAllByRole('button', { name: 'Cerrar aviso' });
  await userEvent.click(first!);
  expect(screen.queryByText('Primero')).not.toBeInTheDocument();

  screen.getByRole('button', { name: 'Cerrar aviso' }).focus();
  await userEvent.keyboard('{Escape}');
  expect(within(region()).queryByText('Segundo')).not.toBeInTheDocument();
});

it('replaces a toast with the same id and keeps only the newest few', () => {
  render(<ToastHost />);
  act(() => {
    toast.success('Copiado', { id: 'copy' });
    toast.success('Copiado otra vez', { id: 'copy' });
  });
  expect(screen.queryByText('Copiado')).not.toBeInTheDocument();
  expect(screen.getByText('Copiado otra vez')).toBeInTheDocument();

  act(() => {
    for (let n = 1; n <= MAX_TOASTS + 1; n += 1) toast.info(`Aviso ${n}`);
  });
  expect(within(region()).getAllByRole('button', { name: 'Cerrar aviso' })).toHaveLength(MAX_TOASTS);
  expect(screen.queryByText('Aviso 1')).not.toBeInTheDocument();
  expect(screen.getByText(`Aviso ${MAX_TOASTS + 1}`)).toBeInTheDocument();
});
