import { changeLanguage, initI18n } from '@suite/shared';
import { act, render, screen } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { JackpotCounter } from './JackpotCounter';

const NBSP = '\u00a0';
// 10:00:00 UTC: 12,000 steps after midnight.
const TEN_AM = Date.UTC(2026, 10, 22, 10);

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

afterEach(async () => {
  jest.useRealTimers();
  await changeLanguage('es');
});

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

it('starts from the time-based figure and grows by 165.11 every 3000 ms', async () => {
  jest.useFakeTimers({ now: TEN_AM });
  mockReducedMotion(false);
  await changeLanguage('en');
  render(<JackpotCounter />);
  const amount = screen.getByTestId('jackpot-amount');
  // 1,000,000,000 + 12,000 × 16,511 cents
  expect(amount.textContent).toBe(`P${NBSP}11,981,320.00`);

  act(() => jest.advanceTimersByTime(2999));
  expect(amount.textContent).toBe(`P${NBSP}11,981,320.00`);
  act(() => jest.advanceTimersByTime(1));
  expect(amount.textContent).toBe(`P${NBSP}11,981,485.11`);
  act(() => jest.advanceTimersByTime(3000 * 10));
  expect(amount.textContent).toBe(`P${NBSP}11,983,136.21`);
});

it('rolls a reel per digit, with the symbol and separators standing still', async () => {
  jest.useFakeTimers({ now: TEN_AM });
  mockReducedMotion(false);
  const { container } = render(<JackpotCounter />);
  expect(screen.getByRole('heading', { name: 'Bote acumulado' })).toBeInTheDocument();
  // Spanish separators: P 11.981.320,00 → 10 digits, each a reel of 0-9.
  expect(screen.getByTestId('jackpot-amount').textContent).toBe(`P${NBSP}11.981.320,00`);
  const reels = container.querySelectorAll('.gms-jackpot__reel');
  expect(reels).toHaveLength(10);
  expect((reels[1] as HTMLElement).style.transform).toBe('translateY(-10%)');
  expect((reels[2] as HTMLElement).style.transform).toBe('translateY(-90%)');
  expect(container.querySelector('.gms-jackpot__reels')).toHaveAttribute('aria-hidden', 'true');
  expect(container.querySelector('.gms-jackpot')).toHaveAttribute('data-motion', 'full');
});

it('does not roll when the user prefers reduced motion', () => {
  jest.useFakeTimers({ now: TEN_AM });
  mockReducedMotion(true);
  const { container } = render(<JackpotCounter />);
  expect(container.querySelector('.gms-jackpot')).toHaveClass('gms-jackpot--still');
  expect(container.querySelector('.gms-jackpot')).toHaveAttribute('data-motion', 'reduced');
});
