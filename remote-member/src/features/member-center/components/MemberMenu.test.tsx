import { changeLanguage, initI18n, MemoryRouter, setPublicState } from '@suite/shared';
import { act, render, screen, within } from '@testing-library/react';
import { registerMemberTranslations } from '../../../i18n';
import { MEMBER_PAGES } from '../member-pages';
import { MemberMenu } from './MemberMenu';

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
  setPublicState({ unreadMessage: 0 });
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
