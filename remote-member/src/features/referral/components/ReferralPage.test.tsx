import { api, initI18n, toast, ToastHost } from '@suite/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMemberTranslations } from '../../../i18n';
import { callsTo, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import ReferralPage from './ReferralPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const CODE = 'ABCD2345';
const LINK = `http://localhost/register?referralCode=${CODE}`;

function summary(overrides: Partial<api.ReferralSummary> = {}): api.ReferralSummary {
  return {
    referralCode: CODE,
    invitePath: `/register?referralCode=${CODE}`,
    registeredCount: 2,
    depositedCount: 1,
    qualifiedCount: 1,
    rule: { rewardAmount: '10.00', minFirstDeposit: '100.00' },
    friends: {
      list: [
        { account: 'fr***o', registeredAt: '2026-11-20T10:00:00.000Z', firstDeposit: false, firstDepositAt: null, qualified: false },
        { account: 'an***9', registeredAt: '2026-11-18T10:00:00.000Z', firstDeposit: true, firstDepositAt: '2026-11-19T08:30:00.000Z', qualified: true },
      ],
      totalPages: 1,
      totalCount: 2,
    },
    ...overrides,
  };
}

const writeText = jest.fn<Promise<void>, [string]>();
function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true });
}
const copyButton = () => screen.findByRole('button', { name: 'Copiar enlace' });

beforeAll(async () => {
  await initI18n();
  registerMemberTranslations();
});

beforeEach(() => {
  resetApi();
  writeText.mockReset().mockResolvedValue(undefined);
  setClipboard({ writeText });
  onApi(api.referralSummary.path, () => summary());
});

afterEach(() => {
  setClipboard(undefined);
  // Restored: jsdom has no copy command of its own.
  delete (document as Partial<Document>).execCommand;
});

it('shows the absolute invite link, the code, a QR code of the link, the counts and the operator rule', async () => {
  renderPage();
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();

  const field = await screen.findByRole('textbox', { name: 'Enlace de invitación' });
  expect(field).toHaveValue(LINK);
  expect(field).toHaveAttribute('readonly');
  expect(callsTo(api.referralSummary.path).map((call) => call.payload)).toEqual([{ pageNo: 1, pageSize: 10 }]);
  expect(screen.getByText(`Código de invitación: ${CODE}`)).toBeInTheDocument();

  const qr = screen.getByRole('img', { name: 'Código QR del enlace de invitación' });
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+,\d+h1v1h-1z/);

  const counts = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(counts).toEqual(expect.arrayContaining(['Amigos registrados: 2', 'Con primer depósito: 1', 'Con recompensa: 1']));
  expect(screen.getByText('Reciba P 10,00 por cada amigo cuyo primer depósito sea de al menos P 100,00.')).toBeInTheDocument();
});

it('lists the invited friends, masked, with their first deposit', async () => {
  renderPage();
  const items = within(await screen.findByRole('list', { name: 'Amigos invitados' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('fr***o');
  expect(items[0]).toHaveTextContent('Aún no');
  expect(items[0]).toHaveTextContent('No cumple la regla');
  expect(items[1]).toHaveTextContent('an***9');
  expect(items[1]).toHaveTextContent(/Sí, el 2026\/11\/19/);
  expect(items[1]).toHaveTextContent('Cumple la regla');
});

/** The page with the kit's toast host, as the suite shows it. */
function renderPage() {
  act(() => toast.clear());
  return render(
    <>
      <ReferralPage />
      <ToastHost />
    </>,
  );
}

const toasts = () => screen.getByRole('status', { name: 'Notificaciones' });

it('copies the link with the Clipboard API and says so', async () => {
  renderPage();
  await userEvent.click(await copyButton());
  expect(writeText).toHaveBeenCalledWith(LINK);
  expect(await within(toasts()).findByText('Enlace copiado.')).toBeInTheDocument();
});

it('falls back to the copy command when the Clipboard API is missing or refused', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
  const execCommand = jest.fn(() => true);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  renderPage();
  await userEvent.click(await copyButton());
  expect(await within(toasts()).findByText('Enlace copiado.')).toBeInTheDocument();
  expect(execCommand).toHaveBeenCalledWith('copy');
});

it('when nothing can copy, leaves the link selected and says how to copy it by hand', async () => {
  setClipboard(undefined);
  renderPage();
  await userEvent.click(await copyButton());
  expect(await screen.findByText(/No se pudo copiar: el enlace está seleccionado/)).toHaveAttribute('role', 'status');
  const field = screen.getByRole('textbox', { name: 'Enlace de invitación' });
  expect(field).toHaveFocus();
  expect((field as HTMLInputElement).selectionStart).toBe(0);
  expect((field as HTMLInputElement).selectionEnd).toBe(LINK.length);
});

it('with no friends yet, says so and offers to copy the link', async () => {
  onApi(api.referralSummary.path, () => summary({ registeredCount: 0, depositedCount: 0, qualifiedCount: 0, friends: { list: [], totalPages: 0, totalCount: 0 } }));
  renderPage();
  expect(await screen.findByText('Aún no se ha registrado nadie con su enlace')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Amigos invitados' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Copiar mi enlace para compartirlo' }));
  expect(writeText).toHaveBeenCalledWith(LINK);
  expect(await within(toasts()).findByText('Enlace copiado.')).toBeInTheDocument();
});

it("shows the server's refusal (feature off) with Retry, and loads after Retry", async () => {
  let answer: () => api.ReferralSummary = () => {
    throw refusal('La invitación de amigos no está disponible en este momento');
  };
  onApi(api.referralSummary.path, () => answer());
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo cargar la invitación de amigos. La invitación de amigos no está disponible en este momento');
  answer = () => summary();
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Enlace de invitación' })).toHaveValue(LINK));
});

it('pages through many friends', async () => {
  onApi(api.referralSummary.path, ({ pageNo }: api.PageQuery) =>
    summary({
      registeredCount: 11,
      friends: {
        list: [{ account: pageNo === 1 ? 'aa***1' : 'zz***9', registeredAt: '2026-11-20T10:00:00.000Z', firstDeposit: false, firstDepositAt: null, qualified: false }],
        totalPages: 2,
        totalCount: 11,
      },
    }),
  );
  renderPage();
  expect(await screen.findByText('aa***1')).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Páginas de amigos invitados' });
  await userEvent.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
  expect(await screen.findByText('zz***9')).toBeInTheDocument();
  expect(callsTo(api.referralSummary.path).map((call) => call.payload)).toContainEqual({ pageNo: 2, pageSize: 10 });
});
