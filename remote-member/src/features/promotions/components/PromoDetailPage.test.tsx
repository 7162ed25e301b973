import { api, ApiError, changeLanguage, clearSession, setPublicState, setSession } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { renderAt, setUpTexts } from '../testing/render';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('../../../testing/shared-mock').sharedMock(), refreshPublicState: jest.fn(async () => undefined) }));

function detail(overrides: Partial<api.PromotionDetail> = {}): api.PromotionDetail {
  return {
    id: 'big-win-showcase',
    title: 'Comparte tu gran premio',
    category: 'casino',
    imageUrl: '/wps/static/promotions/big-win-showcase.svg?lang=es',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2030-12-31T12:00:00.000Z',
    periodStatus: 'process',
    action: 'apply',
    memberStatus: null,
    status: 'process',
    content: '<p>Envíanos tu <strong>captura</strong><img src="x" onerror="window.__hacked = true"></p><script>window.__hacked = true</script>',
    terms: '<ol><li>Hasta 3 imágenes.</li></ol>',
    rewardAmount: '20.00',
    turnoverMultiplier: '1.00',
    application: null,
    ...overrides,
  };
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const member = () => setSession({ token: 'tok-1', isAgent: 0, account: 'demo_player', customerId: '7', memberLabel: null });

let current: api.PromotionDetail;
beforeAll(setUpTexts);
beforeEach(async () => {
  resetApi();
  clearSession();
  mockRefreshBalance.mockClear();
  setPublicState({ currencySymbol: 'P' });
  await changeLanguage('es');
  current = detail();
  onApi(api.promotionDetail.path, () => current);
});

it('shows the promotion with its rich text sanitised, the terms, and asks a visitor to log in', async () => {
  renderAt('/promoDetail?id=big-win-showcase');
  expect(screen.getByRole('status', { name: 'Cargando la promoción…' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Comparte tu gran premio' })).toBeInTheDocument();
  expect(screen.getByText('Bono: P 20,00 · Requisito de apuesta: 1 veces')).toBeInTheDocument();
  expect(screen.getByText('2026/01/01 – 2030/12/31')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('captura')).toBeInTheDocument());
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  expect(screen.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeInTheDocument();
  expect(await screen.findByText('Hasta 3 imágenes.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  expect(callsTo(api.promotionDetail.path)[0]?.payload).toEqual({ id: 'big-win-showcase' });
});

it('counts the comment as it is typed and refuses 141 characters without cutting them; asks for the age confirmation', async () => {
  member();
  const user = userEvent.setup();
  renderAt('/promoDetail?id=big-win-showcase');
  const comment = await screen.findByRole('textbox', { name: 'Comentario' });
  await user.click(comment);
  await user.paste('x'.repeat(141));
  expect(comment).toHaveValue('x'.repeat(141));
  expect(screen.getByText('141 de 140 caracteres')).toBeInTheDocument();
  expect(screen.getByText('El comentario tiene 141 caracteres: el máximo es 140. Quite 1.')).toBeInTheDocument();
  expect(comment).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  expect(screen.getByText('Confirme que tiene 18 años o más')).toBeInTheDocument();
  expect(callsTo(api.applyPromotion.path)).toHaveLength(0);
  expect(comment).toHaveValue('x'.repeat(141));
});

it('sends the application with two images (previews, remove), shows the upload and then its state', async () => {
  member();
  const user = userEvent.setup({ applyAccept: false });
  let progress: ((event: { loaded: number; total?: number; progress?: number }) => void) | undefined;
  let finish: (value: api.ActivityApplication) => void = () => undefined;
  onApi(api.applyPromotion.path, (_payload: api.ApplyPromotionRequest, options?: { onUploadProgress?: typeof progress }) => {
    progress = options?.onUploadProgress;
    return new Promise<api.ActivityApplication>((resolve) => {
      finish = resolve;
    });
  });
  renderAt('/promoDetail?id=big-win-showcase');
  await user.type(await screen.findByRole('textbox', { name: 'Comentario' }), 'Gané 🎰 a lo grande');
  expect(screen.getByText('18 de 140 caracteres')).toBeInTheDocument();
  const picker = screen.getByLabelText('Imágenes (png o jpg)');
  await user.upload(picker, [png('uno.png'), png('dos.png'), png('tres.png')]);
  const chosen = screen.getByRole('list', { name: 'Imágenes elegidas' });
  expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: 'Quitar tres.png' }));
  expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
  await user.upload(picker, [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })]);
  expect(screen.getByRole('alert')).toHaveTextContent('doc.pdf no es una imagen png o jpg');
  await user.click(screen.getByRole('checkbox', { name: 'Tengo 18 años y acepto los términos' }));
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  await waitFor(() => expect(callsTo(api.applyPromotion.path)).toHaveLength(1));
  const sent = callsTo(api.applyPromotion.path)[0]?.payload as api.ApplyPromotionRequest;
  expect(sent).toMatchObject({ promotionId: 'big-win-showcase', comment: 'Gané 🎰 a lo grande', ageConfirmed: true });
  expect(sent.images).toHaveLength(2);
  expect(sent.images?.[0]).toMatch(/^data:image\/png;base64,/);
  act(() => progress?.({ loaded: 50, total: 100 }));
  expect(await screen.findByRole('progressbar', { name: 'Subiendo imágenes' })).toHaveAttribute('value', '50');
  current = detail({
    memberStatus: 'applying',
    status: 'applying',
    application: { applicationId: '9', status: 'applying', comment: 'Gané 🎰 a lo grande', imageCount: 2, createdAt: '2026-11-27T10:00:00.000Z', decidedAt: null, rejectReason: null, rewardId: null },
  });
  await act(async () => finish(current.application as api.ActivityApplication));
  expect(await screen.findByText('Solicitud enviada: la revisaremos pronto.')).toBeInTheDocument();
  const state = await screen.findByRole('region', { name: 'Su solicitud' });
  expect(state).toHaveTextContent('En revisión');
  expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument();
});

it('explains a refusal of the server in the member’s words and keeps what was typed', async () => {
  member();
  const user = userEvent.setup();
  onApi(api.applyPromotion.path, () => {
    throw new ApiError('badRequest', { status: 400, value: { code: 'notAnImage', position: 1 } });
  });
  renderAt('/promoDetail?id=big-win-showcase');
  await user.type(await screen.findByRole('textbox', { name: 'Comentario' }), 'Mi captura');
  await user.upload(screen.getByLabelText('Imágenes (png o jpg)'), [png('falsa.png')]);
  await user.click(screen.getByRole('checkbox', { name: 'Tengo 18 años y acepto los términos' }));
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo enviar la solicitud. Un archivo no es una imagen png o jpg');
  expect(screen.getByRole('textbox', { name: 'Comentario' })).toHaveValue('Mi captura');
  expect(within(screen.getByRole('list', { name: 'Imágenes elegidas' })).getAllByRole('listitem')).toHaveLength(1);
});

it('shows a rejected application with its reason and lets the member apply again; an issued one links to the reward centre', async () => {
  member();
  const application: api.ActivityApplication = { applicationId: '3', status: 'rejected', comment: 'Hola', imageCount: 1, createdAt: '2026-11-20T10:00:00.000Z', decidedAt: '2026-11-21T10:00:00.000Z', rejectReason: 'Falta la captura', rewardId: null };
  current = detail({ memberStatus: 'rejected', status: 'rejected', application });
  const { unmount } = renderAt('/promoDetail?id=big-win-showcase');
  expect(await screen.findByText('Motivo: Falta la captura')).toBeInTheDocument();
  expect(screen.getByText('Puede enviar una solicitud nueva.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  unmount();
  current = detail({ memberStatus: 'issued', status: 'issued', application: { ...application, status: 'issued', rejectReason: null, rewardId: '12' } });
  renderAt('/promoDetail?id=big-win-showcase');
  expect(await screen.findByRole('link', { name: 'Ir al centro de recompensas' })).toHaveAttribute('href', '/member/rewardCenter');
  expect(screen.getByRole('region', { name: 'Su solicitud' })).toHaveTextContent('Bono emitido');
});

it('joins a join promotion and claims a raffle prize once (the balance follows)', async () => {
  member();
  const user = userEvent.setup();
  current = detail({ id: 'daily-rebate', title: 'Reembolso diario', action: 'join', rewardAmount: null, turnoverMultiplier: null });
  onApi(api.joinPromotion.path, () => {
    current = { ...current, memberStatus: 'joined', status: 'joined' };
    return { promotionId: 'daily-rebate', memberStatus: 'joined' };
  });
  const { unmount } = renderAt('/promoDetail?id=daily-rebate');
  await user.click(await screen.findByRole('button', { name: 'Unirme' }));
  expect(await screen.findByText('Se unió a Reembolso diario.')).toBeInTheDocument();
  expect(callsTo(api.joinPromotion.path)[0]?.payload).toEqual({ promotionId: 'daily-rebate' });
  unmount();

  current = detail({ id: 'weekend-raffle', title: 'Sorteo de fin de semana', action: 'claim', rewardAmount: '8.88' });
  let attempt = 0;
  onApi(api.claimRafflePromotion.path, () => {
    attempt += 1;
    if (attempt === 1) throw networkError();
    current = { ...current, memberStatus: 'claimed', status: 'claimed' };
    return { prizeName: 'Sorteo de fin de semana', amount: '8.88' };
  });
  renderAt('/promoDetail?id=weekend-raffle');
  await user.click(await screen.findByRole('button', { name: 'Reclamar premio' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No sabemos si se completó');
  await user.click(screen.getByRole('button', { name: 'Reclamar premio' }));
  expect(await screen.findByText('Ganó Sorteo de fin de semana: se añadieron P 8,88 a su cuenta.')).toBeInTheDocument();
  const keys = callsTo(api.claimRafflePromotion.path).map((call) => call.options?.idempotencyKey);
  expect(keys[0]).toBeDefined();
  expect(keys[1]).toBe(keys[0]);
  expect(mockRefreshBalance).toHaveBeenCalled();
});

it('says so for a missing or unknown promotion, and when it cannot be loaded', async () => {
  const user = userEvent.setup();
  const { unmount } = renderAt('/promoDetail');
  expect(screen.getByText('Falta el número de la promoción.')).toBeInTheDocument();
  unmount();
  onApi(api.promotionDetail.path, () => {
    throw new ApiError('server', { status: 404 });
  });
  const second = renderAt('/promoDetail?id=nope');
  expect(await screen.findByText('No se encontró la promoción.')).toBeInTheDocument();
  second.unmount();
  onApi(api.promotionDetail.path, () => {
    throw networkError();
  });
  renderAt('/promoDetail?id=big-win-showcase');
  const alert = await screen.findByRole('alert');
  onApi(api.promotionDetail.path, () => current);
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Comparte tu gran premio' })).toBeInTheDocument();
});

it('speaks English', async () => {
  member();
  await changeLanguage('en');
  renderAt('/promoDetail?id=big-win-showcase');
  expect(await screen.findByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'I am 18 years old and agree to accept the terms' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
  expect(screen.getByText('0 of 140 characters')).toBeInTheDocument();
});
