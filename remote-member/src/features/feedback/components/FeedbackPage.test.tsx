import { api, initI18n, type CallOptions, type UploadProgress } from '@suite/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMemberTranslations } from '../../../i18n';
import { callsTo, onApi, resetApi } from '../../../testing/shared-mock';
import FeedbackPage from './FeedbackPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const SETTINGS: api.FeedbackSettings = {
  minLength: 10,
  maxLength: 40,
  categories: ['deposit', 'withdrawal', 'game', 'custom_topic'],
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
};

const ANSWERED: api.FeedbackEntry = {
  id: '2',
  category: 'withdrawal',
  content: 'Mi retiro tardó dos días',
  contact: null,
  imageCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: 'El banco tardó, disculpe.',
  repliedAt: '2026-11-21T09:00:00.000Z',
};
const PENDING: api.FeedbackEntry = { ...ANSWERED, id: '1', category: 'game', content: 'Más juegos de pesca', imageCount: 0, reply: null, repliedAt: null };

let entries: api.FeedbackEntry[];
const png = (name = 'captura.png', size = 10) => new File([new Uint8Array(size).fill(1)], name, { type: 'image/png' });

const user = () => userEvent.setup({ applyAccept: false });
const form = async () => {
  await screen.findByRole('combobox', { name: 'Tipo de comentario' });
  return {
    category: screen.getByRole('combobox', { name: 'Tipo de comentario' }),
    content: screen.getByRole('textbox', { name: 'Comentario' }),
    contact: screen.getByRole('textbox', { name: 'Contacto (opcional)' }),
    images: screen.getByLabelText('Imágenes (opcional)'),
    submit: screen.getByRole('button', { name: 'Enviar comentario' }),
  };
};

beforeAll(async () => {
  await initI18n();
  registerMemberTranslations();
  Object.defineProperty(URL, 'createObjectURL', { value: jest.fn((file: File) => `blob:${file.name}`), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
});

beforeEach(() => {
  resetApi();
  entries = [ANSWERED, PENDING];
  onApi(api.feedbackSettings.path, () => SETTINGS);
  onApi(api.myFeedback.path, () => ({ list: entries, totalPages: 1, totalCount: entries.length }));
});

it('offers the operator’s categories (translated) and counts characters live against the maximum', async () => {
  render(<FeedbackPage />);
  const { category, content } = await form();
  expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Elija un tipo', 'Depósito', 'Retiro', 'Juegos', 'custom_topic']);
  expect(screen.getByText('0 / 40')).toBeInTheDocument();
  await user().type(content, 'Hola 😀');
  expect(screen.getByText('6 / 40')).toBeInTheDocument();
  expect(content).toHaveAccessibleDescription(expect.stringContaining('6 de 40 caracteres como máximo (mínimo 10)'));
});

it('refuses an empty or short form with each field’s message, sending nothing', async () => {
  render(<FeedbackPage />);
  const { category, content, submit } = await form();
  await user().type(content, 'corto');
  await user().click(submit);
  expect(category).toHaveAttribute('aria-invalid', 'true');
  expect(category).toHaveAccessibleDescription('Elija un tipo de comentario.');
  expect(content).toHaveAccessibleDescription(expect.stringContaining('Escriba al menos 10 caracteres (lleva 5).'));
  expect(callsTo(api.feedback.path)).toHaveLength(0);
});

it('refuses over-long content with a visible message and never cuts it', async () => {
  render(<FeedbackPage />);
  const { category, content, contact, submit } = await form();
  const long = 'x'.repeat(45);
  await user().selectOptions(category, 'game');
  await user().type(content, long);
  expect(content).toHaveValue(long);
  expect(screen.getByText('45 / 40')).toBeInTheDocument();
  expect(screen.getByText('El comentario puede tener como máximo 40 caracteres: sobran 5. Acórtelo para enviarlo.')).toBeInTheDocument();
  await user().type(contact, 'c'.repeat(101));
  await user().click(submit);
  expect(contact).toHaveAccessibleDescription(expect.stringContaining('El contacto puede tener como máximo 100 caracteres: sobran 1.'));
  expect(content).toHaveValue(long);
  expect(contact).toHaveValue('c'.repeat(101));
  expect(callsTo(api.feedback.path)).toHaveLength(0);
});

it('previews chosen images, removes one, and names refused files with the reason', async () => {
  render(<FeedbackPage />);
  const { images } = await form();
  const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
  const huge = png('enorme.png', 5 * 1024 * 1024 + 1);
  await user().upload(images, [png('a.png'), gif, huge]);
  expect(screen.getByRole('img', { name: 'Vista previa de a.png' })).toHaveAttribute('src', 'blob:a.png');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('anim.gif no es una imagen PNG o JPG.');
  expect(alert).toHaveTextContent('enorme.png ocupa más de 5 MB.');

  await user().upload(images, [png('b.png'), png('c.png'), png('d.png')]);
  expect(within(screen.getByRole('list', { name: 'Imágenes elegidas' })).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('alert')).toHaveTextContent('d.png no se añadió: como máximo 3 imágenes.');
  expect(images).toBeDisabled();

  await user().click(screen.getByRole('button', { name: 'Quitar b.png' }));
  expect(screen.queryByRole('img', { name: 'Vista previa de b.png' })).not.toBeInTheDocument();
  expect(images).toBeEnabled();
});

it('sends the feedback with its images, thanks the member, clears the form and reloads the list', async () => {
  onApi(api.feedback.path, () => {
    entries = [{ ...PENDING, id: '3', category: 'deposit', content: 'Mi depósito no aparece', imageCount: 1 }, ...entries];
    return null;
  });
  render(<FeedbackPage />);
  const { category, content, contact, images, submit } = await form();
  await user().selectOptions(category, 'deposit');
  await user().type(content, '  Mi depósito no aparece  ');
  await user().type(contact, 'ana@mail.example');
  await user().upload(images, [png('recibo.png')]);
  await user().click(submit);

  expect(await screen.findByText('Gracias, recibimos su comentario. Lo verá abajo con nuestra respuesta.')).toHaveAttribute('role', 'status');
  const sent = callsTo(api.feedback.path).map((call) => call.payload);
  expect(sent).toEqual([
    { category: 'deposit', content: 'Mi depósito no aparece', contact: 'ana@mail.example', images: [expect.stringMatching(/^data:image\/png;base64,/)] },
  ]);
  expect(content).toHaveValue('');
  expect(category).toHaveValue('');
  expect(screen.queryByRole('list', { name: 'Imágenes elegidas' })).not.toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Sus comentarios' })).getAllByRole('listitem')).toHaveLength(3));
  expect(within(screen.getByRole('list', { name: 'Sus comentarios' })).getAllByRole('listitem')[0]).toHaveTextContent('Mi depósito no aparece');
  expect(callsTo(api.myFeedback.path)).toHaveLength(2);
});

it('shows the upload’s progress while the images go up, and hides it when sent', async () => {
  let report: ((progress: UploadProgress) => void) | undefined;
  let answer: (value: null) => void = () => undefined;
  onApi(api.feedback.path, (_payload: api.FeedbackRequest, options?: CallOptions) => {
    report = options?.onUploadProgress;
    return new Promise<null>((resolve) => {
      answer = resolve;
    });
  });
  render(<FeedbackPage />);
  const { category, content, images, submit } = await form();
  await user().selectOptions(category, 'deposit');
  await user().type(content, 'Mi depósito no aparece');
  await user().upload(images, [png('recibo.png')]);
  await user().click(submit);

  const bar = await screen.findByRole('progressbar', { name: 'Subiendo las imágenes' });
  expect(bar).not.toHaveAttribute('value');
  act(() => report?.({ loaded: 400, total: 1000, progress: 0.4 }));
  expect(bar).toHaveAttribute('value', '40');
  expect(bar).toHaveAttribute('max', '100');
  expect(screen.getByText('40 %')).toBeInTheDocument();

  await act(async () => answer(null));
  expect(await screen.findByText('Gracias, recibimos su comentario. Lo verá abajo con nuestra respuesta.')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('shows a refusal of the server in the member’s words', async () => {
  onApi(api.feedback.path, () => {
    throw new (jest.requireActual('@suite/shared').ApiError)('server', { status: 400, value: { code: 'contentTooLong', min: 10, max: 40 } });
  });
  render(<FeedbackPage />);
  const { category, content, submit } = await form();
  await user().selectOptions(category, 'game');
  await user().type(content, 'Un comentario correcto');
  await user().click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo enviar el comentario. El comentario puede tener como máximo 40 caracteres');
  expect(content).toHaveValue('Un comentario correcto');
});

it('lists the member’s feedback with the operator’s reply or “waiting for a reply”', async () => {
  render(<FeedbackPage />);
  const items = within(await screen.findByRole('list', { name: 'Sus comentarios' })).getAllByRole('listitem');
  expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Retiro');
  expect(items[0]).toHaveTextContent('2 imágenes adjuntas');
  expect(items[0]).toHaveTextContent('Respuesta del operador');
  expect(items[0]).toHaveTextContent('El banco tardó, disculpe.');
  expect(items[1]).toHaveTextContent('Más juegos de pesca');
  expect(items[1]).toHaveTextContent('Pendiente de respuesta');
});

it('with no feedback yet, says so and takes the member to the form', async () => {
  entries = [];
  render(<FeedbackPage />);
  expect(await screen.findByText('Aún no ha enviado comentarios')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Escribir un comentario' }));
  expect(screen.getByRole('combobox', { name: 'Tipo de comentario' })).toHaveFocus();
});
