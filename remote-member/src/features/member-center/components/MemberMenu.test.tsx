import { changeLanguage, initI18n, MemoryRouter, setPublicState, useLocation } from '@suite/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMemberTranslations } from '../../../i18n';
import { MEMBER_PAGES } from '../member-pages';
import { MemberMenu, MemberMenuSelect } from './MemberMenu';

function renderMenu() {
  return render(
    <MemoryRouter>
      <MemberMenu pages={MEMBER_PAGES} current="messageV2" />
    </MemoryRouter>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Member center menu' });
const messagesLink = () => within(menu()).getByRole('link', { name: /^Platform information/ });

beforeAll(async () => {
  await initI18n();
  registerMemberTranslations();
  await changeLanguage('en');
});

afterAll(async () => {
  setPublicState({ unreadMessage: 0, rewardCount: 0, missionCount: 0 });
  await changeLanguage('es');
});

it('shows the unread count on "Platform information", and says it in the link name', () => {
  setPublicState({ unreadMessage: 3 });
  renderMenu();
  expect(within(messagesLink()).getByText('3')).toHaveClass('mem-menu__badge');
  expect(messagesLink()).toHaveAccessibleName('Platform information 3 unread');
  // The other entries have no badge.
  expect(within(menu()).getByRole('link', { name: 'Withdrawal' })).toHaveTextContent(/^Withdrawal$/);
});

it('shows no badge at 0, and follows the count as it changes', () => {
  setPublicState({ unreadMessage: 0 });
  renderMenu();
  expect(messagesLink()).toHaveAccessibleName('Platform information');
  expect(messagesLink().querySelector('.mem-menu__badge')).toBeNull();

  act(() => setPublicState({ unreadMessage: 1 }));
  expect(messagesLink()).toHaveAccessibleName('Platform information 1 unread');
  act(() => setPublicState({ unreadMessage: 0 }));
  expect(messagesLink()).toHaveAccessibleName('Platform information');
});

it('shows 99+ above 99, with the exact count for screen readers', () => {
  setPublicState({ unreadMessage: 150 });
  renderMenu();
  expect(within(messagesLink()).getByText('99+')).toBeInTheDocument();
  expect(messagesLink()).toHaveAccessibleName('Platform information 150 unread');
});

describe.each([
  ['rewardCenter', 'Reward center', 'rewardCount', 'to claim'],
  ['missionLeaderboard', 'Mission activity', 'missionCount', 'to collect'],
  ['messageV2', 'Platform information', 'unreadMessage', 'unread'],
] as const)('the %s badge', (_page, label, field, says) => {
  const link = () => within(menu()).getByRole('link', { name: new RegExp(`^${label}`) });
  afterEach(() => act(() => setPublicState({ [field]: 0 })));

  it(`is hidden at 0 and shows ${field} above 0, following it as it changes`, () => {
    setPublicState({ [field]: 0 });
    renderMenu();
    expect(link()).toHaveAccessibleName(label);
    expect(link().querySelector('.mem-menu__badge')).toBeNull();

    act(() => setPublicState({ [field]: 4 }));
    expect(within(link()).getByText('4')).toHaveClass('mem-menu__badge');
    expect(link()).toHaveAccessibleName(`${label} 4 ${says}`);
    act(() => setPublicState({ [field]: 0 }));
    expect(link()).toHaveAccessibleName(label);
  });

  it('is the only badge when only its count is above 0', () => {
    setPublicState({ unreadMessage: 0, rewardCount: 0, missionCount: 0, [field]: 2 });
    renderMenu();
    expect(within(menu()).getAllByText('2')).toHaveLength(1);
    expect(link()).toContainElement(within(menu()).getByText('2'));
  });
});

it('links to the pages that are not menu entries under the menu', () => {
  renderMenu();
  const more = screen.getByRole('navigation', { name: 'More member center pages' });
  expect(within(more).getByRole('link', { name: 'Player rank' })).toHaveAttribute('href', '/member/playerRank');
  expect(within(more).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/member/feedback');
  expect(within(menu()).queryByRole('link', { name: 'Feedback' })).not.toBeInTheDocument();
});

describe('the menu as a select (phones, issue 13)', () => {
  function Where() {
    const { pathname, state } = useLocation();
    return <output data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</output>;
  }
  const renderSelect = async (current: string | undefined, lang: 'en' | 'es' = 'en') => {
    await changeLanguage(lang);
    return render(
      <MemoryRouter initialEntries={[{ pathname: '/member/messageV2', state: { background: '/promotions' } }]}>
        <MemberMenuSelect pages={MEMBER_PAGES} current={current} />
        <Where />
      </MemoryRouter>,
    );
  };
  afterEach(() => act(() => setPublicState({ unreadMessage: 0 })));

  it('offers every centre page with its count, the current one chosen, and goes where it is told keeping the page underneath', async () => {
    setPublicState({ unreadMessage: 3 });
    await renderSelect('messageV2');
    const select = screen.getByRole('combobox', { name: 'Member center menu' });
    expect(select).toHaveValue('/member/messageV2');
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Platform information · 3 unread', 'Withdrawal', 'Player rank', 'Feedback']));
    expect(options).toHaveLength(MEMBER_PAGES.length);
    await userEvent.selectOptions(select, 'Withdrawal');
    expect(screen.getByTestId('where')).toHaveTextContent('/member/withdraw {"background":"/promotions"}');
  });

  it('speaks Spanish, with an empty choice when the page is not an entry', async () => {
    await renderSelect(undefined, 'es');
    const select = screen.getByRole('combobox', { name: 'Menú del centro de miembros' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Retiro' })).toBeInTheDocument();
  });
});
