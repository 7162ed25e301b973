import { DialogHost, setSession, type api } from '@suite/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { renderAt } from '../../test/render';
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
});
