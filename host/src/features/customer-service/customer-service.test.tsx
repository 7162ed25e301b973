import { DialogHost, dismissAllDialogs, setSession, type api } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { closeChatRoom } from './chat-room-store';
import { ChatRoomHost } from './components/ChatRoomHost';
import { CustomerServiceButton } from './components/CustomerServiceButton';
import { chooseService } from './service-choice';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

/** The reference API's seeded live-chat path and the address inside it. */
const LIVE_CHAT_PATH = 'U2FsdGVkX1/gKV5QZsqanIlJgR2nl+DU+JMlB9ouSJsaqGhfXoSvS6OQlzxQ8EuwyWntJ5kioFeIo03WoFqXFw==k7Qm2xLp';
const LIVE_CHAT_URL = 'https://chat.suite.example/livechat?channel=web';

const LINKS: api.CustomerServiceLink[] = [
  { csType: 3, csPosition: 1, path: LIVE_CHAT_PATH },
  { csType: 1, csPosition: 1, path: 'https://t.example/support' },
  { csType: 2, csPosition: 2, path: 'https://vip.example/support' },
];

describe('chooseService', () => {
  it('uses VIP service above rank level 4, live chat otherwise, and a plain link when there is no chat', () => {
    expect(chooseService(LINKS, 5)).toEqual({ kind: 'vip', path: 'https://vip.example/support' });
    expect(chooseService(LINKS, 4)).toEqual({ kind: 'liveChat', path: LIVE_CHAT_PATH });
    expect(chooseService(LINKS, null)).toEqual({ kind: 'liveChat', path: LIVE_CHAT_PATH });
    expect(chooseService(LINKS.filter((link) => link.csType !== 3), 1)).toEqual({ kind: 'link', path: 'https://t.example/support' });
    expect(chooseService(LINKS.filter((link) => link.csType === 3), 9)).toEqual({ kind: 'liveChat', path: LIVE_CHAT_PATH });
    expect(chooseService([], 9)).toBeNull();
  });
});

function fakePopup() {
  return { close: jest.fn(), opener: {} as unknown, location: { replace: jest.fn() } };
}

describe('customer service button', () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    resetCachedCalls();
    act(() => setSession(null));
    act(() => {
      closeChatRoom();
      dismissAllDialogs();
    });
    open = jest.spyOn(window, 'open');
  });

  afterEach(() => open.mockRestore());

  it('opens the decrypted live chat in a 440x500 popup; its header says live chat', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup as unknown as Window);
    answerApi({ '/wps/system/customerService': LINKS });
    await renderAt(<CustomerServiceButton />);
    const button = await screen.findByRole('button', { name: 'Atención al cliente: Chat en vivo' });
    await userEvent.setup().click(button);
    expect(open).toHaveBeenCalledWith('about:blank', 'suite-customer-service', expect.stringContaining('width=440,height=500'));
    expect(popup.location.replace).toHaveBeenCalledWith(LIVE_CHAT_URL);
    expect(popup.close).not.toHaveBeenCalled();
    expect(document.querySelector('.cs-card--liveChat')).not.toBeNull();
  });

  it('closes the popup and says so when the path cannot be decrypted', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup as unknown as Window);
    answerApi({ '/wps/system/customerService': [{ csType: 3, csPosition: 1, path: LIVE_CHAT_PATH.slice(0, -8) + 'WRONGKEY' }] });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAt(
      <>
        <CustomerServiceButton />
        <DialogHost />
      </>,
      { lang: 'en' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Customer service: Live chat' }));
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The customer service chat could not be opened');
  });

  it('opens VIP service in a new tab for a member above rank level 4', async () => {
    open.mockReturnValue(null);
    answerApi({
      '/wps/system/customerService': LINKS,
      '/wps/member/info': { id: '1', account: 'ana', nickname: 'Ana', type: 0, toUpline: false, clubLabel: { labelName: 'Oro', rankLevel: 5, labelColor: '#fc0' }, memberLabel: [] },
    });
    act(() => setSession({ token: 't', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null }));
    await renderAt(<CustomerServiceButton />);
    const button = await screen.findByRole('button', { name: 'Atención al cliente: Servicio VIP' });
    await userEvent.setup().click(button);
    expect(open).toHaveBeenCalledWith('https://vip.example/support', '_blank', 'noopener,noreferrer');
    act(() => setSession(null));
  });

  it('is disabled when the site has no service link', async () => {
    answerApi({ '/wps/system/customerService': [] });
    await renderAt(<CustomerServiceButton />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atención al cliente: No disponible' })).toBeDisabled());
  });

  it('opens the live chat in the chat room modal when the browser blocks the popup, and closes it', async () => {
    open.mockReturnValue(null);
    answerApi({ '/wps/system/customerService': LINKS });
    await renderAt(
      <>
        <CustomerServiceButton />
        <ChatRoomHost />
        <DialogHost />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Atención al cliente: Chat en vivo' }));
    const room = await screen.findByRole('dialog', { name: 'Chat en vivo' });
    const frame = within(room).getByTitle('Chat en vivo de atención al cliente');
    expect(frame).toHaveAttribute('src', LIVE_CHAT_URL);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin allow-popups');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(room).toHaveClass('cs-chat');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(room).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat en vivo' })).toBeNull());
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('names the chat room in English too', async () => {
    open.mockReturnValue(null);
    answerApi({ '/wps/system/customerService': LINKS });
    await renderAt(
      <>
        <CustomerServiceButton />
        <ChatRoomHost />
      </>,
      { lang: 'en' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Customer service: Live chat' }));
    const room = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(within(room).getByTitle('Customer service live chat')).toHaveAttribute('src', LIVE_CHAT_URL);
    expect(within(room).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('says the chat could not be opened when the popup is blocked and the path cannot be decrypted', async () => {
    open.mockReturnValue(null);
    answerApi({ '/wps/system/customerService': [{ csType: 3, csPosition: 1, path: LIVE_CHAT_PATH.slice(0, -8) + 'WRONGKEY' }] });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAt(
      <>
        <CustomerServiceButton />
        <ChatRoomHost />
        <DialogHost />
      </>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Atención al cliente: Chat en vivo' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('No se pudo abrir el chat de atención al cliente');
    expect(screen.queryByRole('dialog', { name: 'Chat en vivo' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens no chat room when the popup opens', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup as unknown as Window);
    answerApi({ '/wps/system/customerService': LINKS });
    await renderAt(
      <>
        <CustomerServiceButton />
        <ChatRoomHost />
      </>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Atención al cliente: Chat en vivo' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(LIVE_CHAT_URL));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
