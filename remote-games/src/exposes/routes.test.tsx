import { changeLanguage, initI18n } from '@suite/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { gamesEn } from '../i18n/en';
import { gamesEs } from '../i18n/es';
import GamesRoutes from './routes';

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <GamesRoutes />
    </MemoryRouter>,
  );
}

const CATEGORIES = ['rng', 'fish', 'pvp', 'live', 'sports', 'esports', 'elott', 'cockfight', 'fbsports', 'seamless', 'game'] as const;

beforeAll(async () => {
  await initI18n();
});

afterAll(async () => {
  await changeLanguage('es');
});

describe.each([
  ['es', gamesEs.pages],
  ['en', gamesEn.pages],
] as const)('game hall routes in %s', (language, titles) => {
  beforeAll(async () => {
    await changeLanguage(language);
  });

  it.each(CATEGORIES)('/%s shows its title', (category) => {
    const { container } = renderAt(`/${category}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[category]);
    expect(container.querySelector('section')).toHaveAttribute('data-build', '0.0.0-test');
  });

  it('a path it does not serve says so', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('status')).toHaveTextContent(titles.unknown);
  });
});
