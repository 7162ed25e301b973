import { changeLanguage, initI18n, MemoryRouter, setPublicState } from '@suite/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberEn } from '../i18n/en';
import { memberEs } from '../i18n/es';
import MemberRoutes from './routes';

// Routing only: centre pages show their title (each page's body has its own tests).
jest.mock('../features/member-center/page-components', () => ({ CENTRE_PAGE_COMPONENTS: {} }));

/** The referral switch comes from the shared public state (availablePromo.REFERRAL.enabled). */
function setReferral(enabled: boolean) {
  setPublicState({ availablePromo: { REFERRAL: { enabled } } });
}

function renderAt(entry: string, { referral = false }: { referral?: boolean } = {}) {
  setReferral(referral);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <MemberRoutes />
    </MemoryRouter>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Member center menu' });
const menuLabels = () => within(menu()).getAllByRole('link').map((link) => link.textContent);

beforeAll(async () => {
  await initI18n();
});

afterAll(async () => {
  setReferral(false);
  await changeLanguage('es');
});

const CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGambling',
  'playerRank',
  'feedback',
] as const;
const OTHER_PAGES = ['vip', 'pointMall', 'promotions', 'promoDetail'] as const;

describe.each([
  ['es', memberEs],
  ['en', memberEn],
] as const)('member routes in %s', (language, { pages: titles, center }) => {
  beforeAll(async () => {
    await changeLanguage(language);
  });

  it('/member opens "my account" (securityCenter)', () => {
    renderAt('/member');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles.securityCenter);
  });

  it.each(CENTRE_PAGES)('/member/%s shows its title', (page) => {
    const { container } = renderAt(`/member/${page}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[page]);
    expect(container.firstElementChild).toHaveAttribute('data-build', '0.0.0-test');
  });

  it('/member/referral shows its title when the feature is on', () => {
    renderAt('/member/referral', { referral: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles.referral);
  });

  it.each(OTHER_PAGES)('/%s shows its title', (page) => {
    const { container } = renderAt(`/${page}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[page]);
    expect(container.firstElementChild).toHaveAttribute('data-build', '0.0.0-test');
  });

  it('an unknown centre page says so and links back to /member', () => {
    renderAt('/member/noSuchPage');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(center.notFound);
    expect(screen.getByRole('link', { name: center.back })).toHaveAttribute('href', '/member');
  });

  it('a path outside the member area says so', () => {
    renderAt('/memberx');
    expect(screen.getByRole('status')).toHaveTextContent(titles.unknown);
  });
});

describe('member centre menu', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('lists the pages in the spec order, without referral by default, then ours (safer gambling)', () => {
    renderAt('/member');
    expect(menuLabels()).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal loss',
      'Bonus details',
      'Reward center',
      'Mission activity',
      'Platform information',
      'Manual rebate',
      'Safer gambling',
    ]);
  });

  it('lists "invite friends" after "reward center" when the referral switch is on', () => {
    renderAt('/member', { referral: true });
    const labels = menuLabels();
    // The spec's 14 entries, then ours.
    expect(labels).toHaveLength(15);
    expect(labels.indexOf('Invite friends')).toBe(labels.indexOf('Reward center') + 1);
    expect(labels.at(-1)).toBe('Safer gambling');
  });

  it('treats /member/referral as unknown while the feature is off', () => {
    renderAt('/member/referral');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found in the member center');
  });

  it('links every entry to /member/<page>', () => {
    renderAt('/member');
    expect(within(menu()).getByRole('link', { name: 'Withdrawal' })).toHaveAttribute('href', '/member/withdraw');
    expect(within(menu()).getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/member/personalHistoryCopy');
  });

  it('marks the current page, and the default page on /member', () => {
    const { unmount } = renderAt('/member');
    expect(within(menu()).getByRole('link', { current: 'page' })).toHaveTextContent('My account');
    unmount();
    renderAt('/member/bonusDetails');
    const current = within(menu()).getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Bonus details');
  });

  it('moves to the page a menu entry names', async () => {
    renderAt('/member');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Reward center' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reward center');
    expect(within(menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Reward center');
  });

  it('says so for an unknown page, with a link back to the centre', async () => {
    renderAt('/member/noSuchPage');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found in the member center');
    expect(within(menu()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the member center' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My account');
  });
});
