import { api, changeLanguage, initI18n, MemoryRouter } from '@suite/shared';
import { render, screen } from '@testing-library/react';
import { onApi } from '../testing/api-mock';
import { menuItem, menuOf } from '../testing/lotteries';
import LotteryRoutes from './routes';

jest.mock('@suite/shared', () => jest.requireActual('../testing/api-mock').sharedWithFakeApi());

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <LotteryRoutes />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n();
  onApi(api.lotteryMenu, () => menuOf([menuItem('VN_HCM', { gameName: 'TP. Hồ Chí Minh' })]));
});

afterAll(async () => {
  await changeLanguage('es');
});

describe.each([
  ['es', { '/lottery': 'Lotería', '/vnlottery': 'Lotería de Vietnam' }],
  ['en', { '/lottery': 'Lottery', '/vnlottery': 'Vietnam lottery' }],
] as const)('lottery routes in %s', (language, titles) => {
  beforeAll(async () => {
    await changeLanguage(language);
  });

  it.each(Object.entries(titles))('%s loads its page with the title "%s" and the lottery list', async (path, title) => {
    const { container } = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(container.querySelector('section')).toHaveAttribute('data-build', '0.0.0-test');
    expect(await screen.findByRole('heading', { level: 3, name: 'TP. Hồ Chí Minh' })).toBeInTheDocument();
  });
});

describe('paths', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('treats a trailing slash as the same page', async () => {
    renderAt('/vnlottery/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Vietnam lottery');
  });

  it('says so for a path it does not serve', () => {
    renderAt('/lottery/unknown');
    expect(screen.getByRole('status')).toHaveTextContent('Section not found in the lottery');
  });
});
