import { changeLanguage, clearSession, initI18n, MemoryRouter, refreshPublicState, setPublicState, setSession } from '@suite/shared';
import { act, render, screen, within } from '@testing-library/react';
import MemberRoutes from '../../../exposes/routes';
import { registerMemberTranslations } from '../../../i18n';
import { forgetPublicStateLoaded } from '../hooks/use-public-state-loaded';

// The public state's loader is the host's business; here it answers when the test says so.
jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), refreshPublicState: jest.fn() }));
// The centre's own behaviour: pages show their title only (each page has its own tests).
jest.mock('../page-components', () => ({ CENTRE_PAGE_COMPONENTS: {} }));
const refresh = refreshPublicState as jest.MockedFunction<typeof refreshPublicState>;

function answerLater(): () => Promise<void> {
  let answer: () => void = () => undefined;
  refresh.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
  return async () => {
    await act(async () => answer());
  };
}

function setReferral(enabled: boolean) {
  setPublicState({ availablePromo: { REFERRAL: { enabled } } });
}

function renderCentre(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MemberRoutes />
    </MemoryRouter>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Member center menu' });
const queryMenu = () => screen.queryByRole('navigation', { name: 'Member center menu' });
const title = () => screen.getByRole('heading', { level: 1 });

beforeAll(async () => {
  await initI18n();
  registerMemberTranslations();
  await changeLanguage('en');
});

beforeEach(() => {
  forgetPublicStateLoaded();
  refresh.mockReset();
  refresh.mockResolvedValue(undefined);
  setSession({ token: 'tok-1', isAgent: 0, account: 'ana', customerId: '7', memberLabel: null });
  setReferral(false);
});

afterEach(() => clearSession());

afterAll(async () => {
  await changeLanguage('es');
});

describe('member centre loading', () => {
  it('shows a skeleton instead of the menu until the public state has loaded, then the menu with its counts', async () => {
    const answer = answerLater();
    renderCentre('/member/securityCenter');
    expect(queryMenu()).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // The page itself does not wait.
    expect(title()).toHaveTextContent('My account');
    expect(refresh).toHaveBeenCalledTimes(1);

    act(() => setPublicState({ unreadMessage: 2, rewardCount: 1, missionCount: 0 }));
    await answer();
    expect(within(menu()).getByRole('link', { name: 'Platform information 2 unread' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Reward center 1 to claim' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Mission activity' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    act(() => setPublicState({ unreadMessage: 0, rewardCount: 0 }));
  });

  it('opens at once later in the same session, refreshing the counts behind', async () => {
    const first = renderCentre('/member');
    expect(await screen.findByRole('navigation', { name: 'Member center menu' })).toBeInTheDocument();
    first.unmount();
    answerLater();
    renderCentre('/member/bonusDetails');
    expect(menu()).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('waits for the switch before saying /member/referral does not exist', async () => {
    const answer = answerLater();
    renderCentre('/member/referral');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    act(() => setReferral(true));
    await answer();
    expect(title()).toHaveTextContent('Invite friends');
  });
});

describe('referral switch (availablePromo.REFERRAL.enabled)', () => {
  it('shows "Invite friends" exactly while it is on, after "Reward center"', async () => {
    renderCentre('/member');
    await screen.findByRole('navigation', { name: 'Member center menu' });
    const labels = () => within(menu()).getAllByRole('link').map((link) => link.textContent);
    expect(labels()).not.toContain('Invite friends');

    act(() => setReferral(true));
    expect(labels().indexOf('Invite friends')).toBe(labels().indexOf('Reward center') + 1);
    expect(within(menu()).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/member/referral');

    act(() => setReferral(false));
    expect(labels()).not.toContain('Invite friends');
  });

  it('/member/referral is "page not found" while it is off, and the page while it is on', async () => {
    renderCentre('/member/referral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found in the member center' })).toBeInTheDocument();
    act(() => setReferral(true));
    expect(title()).toHaveTextContent('Invite friends');
    expect(within(menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Invite friends');
    act(() => setReferral(false));
    expect(title()).toHaveTextContent('Page not found in the member center');
  });
});
