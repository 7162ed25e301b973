import { api, changeLanguage, formatClock, publicStateAtom, setPublicState, suiteStore } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpTexts } from '../testing/render';
import { callsTo, mockSetPublicState, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import MessagesPage from './MessagesPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

function message(id: string, overrides: Partial<api.MemberMessage> = {}): api.MemberMessage {
  return {
    id,
    title: `Mensaje ${id}`,
    content: `Contenido de ${id}`,
    createdAt: new Date(2026, 10, 20, 9, 30, Number(id.slice(1))).toISOString(),
    read: true,
    ...overrides,
  };
}

const DEPOSIT = message('m1', {
  title: 'Depósito acreditado',
  content: 'Su depósito de P 500 fue acreditado.\nReferencia: D-42\n<b>no es HTML</b>',
  read: false,
});
const WITHDRAWAL = message('m2', { title: 'Retiro aprobado', read: false });
const WELCOME = message('m3', { title: 'Bienvenido' });

let pages: Record<number, api.Page<api.MemberMessage>>;

const listCalls = () => callsTo(api.memberMessages.path).map((call) => call.payload);
const list = () => screen.findByRole('list', { name: 'Mensajes' });
const toggleFor = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
const unreadCount = () => suiteStore.get(publicStateAtom).unreadMessage;

beforeAll(setUpTexts);

beforeEach(() => {
  resetApi();
  setPublicState({ unreadMessage: 2 });
  mockSetPublicState.mockClear();
  pages = { 1: { list: [DEPOSIT, WITHDRAWAL, WELCOME], totalPages: 1, totalCount: 3 } };
  onApi(api.memberMessages.path, ({ pageNo }: api.PageQuery) => pages[pageNo] ?? { list: [], totalPages: 1, totalCount: 3 });
});

it('shows a skeleton, then the messages in the order given, with their date and an unread marker', async () => {
  renderPage(<MessagesPage />);
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();

  const items = within(await list()).getAllByRole('listitem');
  expect(listCalls()).toEqual([{ pageNo: 1, pageSize: 10 }]);
  expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Depósito acreditado Sin leer',
    'Retiro aprobado Sin leer',
    'Bienvenido',
  ]);
  expect(within(items[0]!).getByText(formatClock(DEPOSIT.createdAt))).toHaveAttribute('datetime', DEPOSIT.createdAt);
  expect(toggleFor('Depósito acreditado')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText(/Su depósito de P 500/)).not.toBeVisible();
  // One page only: no pager.
  expect(screen.queryByRole('navigation', { name: 'Páginas de mensajes' })).not.toBeInTheDocument();
});

it('opening an unread message shows its text and marks it read, updating the unread count', async () => {
  onApi(api.readMessages.path, () => ({ unreadMessage: 1 }));
  renderPage(<MessagesPage />);
  await list();

  await userEvent.click(toggleFor('Depósito acreditado'));
  expect(toggleFor('Depósito acreditado')).toHaveAttribute('aria-expanded', 'true');
  const content = screen.getByText(/Su depósito de P 500/);
  expect(content).toBeVisible();
  // Plain text: the markup is shown as typed, the line breaks are kept.
  expect(content.textContent).toBe(DEPOSIT.content);
  expect(content.querySelector('b')).toBeNull();

  await waitFor(() => expect(toggleFor('Depósito acreditado')).toHaveAccessibleName('Depósito acreditado'));
  expect(callsTo(api.readMessages.path).map((call) => call.payload)).toEqual([{ ids: ['m1'] }]);
  expect(mockSetPublicState).toHaveBeenCalledWith({ unreadMessage: 1 });
  expect(unreadCount()).toBe(1);

  // Closing and opening again, or opening a read one, sends nothing more.
  await userEvent.click(toggleFor('Depósito acreditado'));
  expect(screen.getByText(/Su depósito de P 500/)).not.toBeVisible();
  await userEvent.click(toggleFor('Depósito acreditado'));
  await userEvent.click(toggleFor('Bienvenido'));
  expect(screen.getByText('Contenido de m3')).toBeVisible();
  expect(callsTo(api.readMessages.path)).toHaveLength(1);
});

it('keeps the message unread and says so when marking it read fails', async () => {
  onApi(api.readMessages.path, () => {
    throw networkError();
  });
  renderPage(<MessagesPage />);
  await list();
  await userEvent.click(toggleFor('Retiro aprobado'));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo marcar el mensaje como leído.');
  expect(screen.getByText('Contenido de m2')).toBeVisible();
  expect(toggleFor('Retiro aprobado')).toHaveAccessibleName('Retiro aprobado Sin leer');
  expect(mockSetPublicState).not.toHaveBeenCalled();
});

it('marks every unread message of the page read at once', async () => {
  onApi(api.readMessages.path, () => ({ unreadMessage: 0 }));
  renderPage(<MessagesPage />);
  await list();
  await userEvent.click(screen.getByRole('button', { name: 'Marcar como leídos los de esta página' }));

  const notice = await screen.findByText('Mensajes de esta página marcados como leídos.');
  expect(notice).toHaveAttribute('role', 'status');
  // The button pressed is gone: the notice has the focus.
  expect(notice).toHaveFocus();
  expect(callsTo(api.readMessages.path).map((call) => call.payload)).toEqual([{ ids: ['m1', 'm2'] }]);
  expect(screen.queryByText('Sin leer')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Marcar como leídos los de esta página' })).not.toBeInTheDocument();
  expect(unreadCount()).toBe(0);
});

it('deletes a message only after confirming, then updates the count and reloads the page', async () => {
  onApi(api.deleteMessages.path, () => {
    pages[1] = { list: [DEPOSIT, WELCOME], totalPages: 1, totalCount: 2 };
    return { unreadMessage: 1 };
  });
  renderPage(<MessagesPage />);
  await list();

  const remove = screen.getByRole('button', { name: 'Eliminar «Retiro aprobado»' });
  await userEvent.click(remove);
  let dialog = await screen.findByRole('alertdialog', { name: 'Eliminar mensaje' });
  expect(dialog).toHaveTextContent('¿Eliminar el mensaje «Retiro aprobado»? No se puede deshacer.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(callsTo(api.deleteMessages.path)).toHaveLength(0);

  await userEvent.click(remove);
  dialog = await screen.findByRole('alertdialog', { name: 'Eliminar mensaje' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

  const notice = await screen.findByText('Mensaje «Retiro aprobado» eliminado.');
  expect(notice).toHaveAttribute('role', 'status');
  expect(callsTo(api.deleteMessages.path).map((call) => call.payload)).toEqual([{ ids: ['m2'] }]);
  expect(mockSetPublicState).toHaveBeenCalledWith({ unreadMessage: 1 });
  expect(unreadCount()).toBe(1);
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mensajes' })).getAllByRole('listitem')).toHaveLength(2));
  expect(listCalls()).toEqual([
    { pageNo: 1, pageSize: 10 },
    { pageNo: 1, pageSize: 10 },
  ]);
  expect(screen.queryByText('Retiro aprobado')).not.toBeInTheDocument();
  expect(notice).toHaveFocus();
});

it('says so when a delete fails, and keeps the message', async () => {
  onApi(api.deleteMessages.path, () => {
    throw networkError();
  });
  renderPage(<MessagesPage />);
  await list();
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar «Bienvenido»' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo eliminar el mensaje.');
  expect(toggleFor('Bienvenido')).toBeInTheDocument();
  expect(mockSetPublicState).not.toHaveBeenCalled();
});

it('pages with Next and Previous (pageNo 2), and goes back a page when its last message is deleted', async () => {
  const many = Array.from({ length: 10 }, (_, index) => message(`m${index + 10}`));
  pages = {
    1: { list: many, totalPages: 2, totalCount: 11 },
    2: { list: [message('m30', { title: 'El más antiguo' })], totalPages: 2, totalCount: 11 },
  };
  onApi(api.deleteMessages.path, () => {
    pages = { 1: { list: many, totalPages: 1, totalCount: 10 } };
    return { unreadMessage: 0 };
  });
  renderPage(<MessagesPage />);
  await list();
  const pager = screen.getByRole('navigation', { name: 'Páginas de mensajes' });
  expect(pager).toHaveTextContent('Página 1 de 2');
  expect(within(pager).getByRole('button', { name: 'Página anterior' })).toHaveAttribute('aria-disabled', 'true');

  await userEvent.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
  expect(await screen.findByText('El más antiguo')).toBeInTheDocument();
  expect(listCalls()).toEqual([
    { pageNo: 1, pageSize: 10 },
    { pageNo: 2, pageSize: 10 },
  ]);
  expect(screen.getByRole('navigation', { name: 'Páginas de mensajes' })).toHaveTextContent('Página 2 de 2');

  await userEvent.click(screen.getByRole('button', { name: 'Eliminar «El más antiguo»' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(listCalls()).toHaveLength(3));
  expect(listCalls()[2]).toEqual({ pageNo: 1, pageSize: 10 });
  expect(await screen.findByText('Mensaje m10')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Páginas de mensajes' })).not.toBeInTheDocument();
});

it('says what arrives here when there are no messages yet', async () => {
  pages = { 1: { list: [], totalPages: 0, totalCount: 0 } };
  renderPage(<MessagesPage />);
  expect(await screen.findByText('Aún no hay mensajes')).toBeInTheDocument();
  expect(screen.getByText('Aquí llegan los avisos de sus depósitos y retiros y los mensajes del operador.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('shows the empty state in English too', async () => {
  pages = { 1: { list: [], totalPages: 0, totalCount: 0 } };
  await act(() => changeLanguage('en'));
  try {
    renderPage(<MessagesPage />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/deposits and withdrawals and messages from the operator/)).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('es'));
  }
});

it('shows a translated error with Retry when the list fails, and loads again on Retry', async () => {
  let fail = true;
  onApi(api.memberMessages.path, () => {
    if (fail) throw networkError();
    return pages[1];
  });
  renderPage(<MessagesPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar los mensajes.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await list()).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(listCalls()).toHaveLength(2);
});
