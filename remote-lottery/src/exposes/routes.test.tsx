import { changeLanguage, initI18n } from '@suite/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LotteryRoutes from './routes';

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <LotteryRoutes />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n();
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

  it.each(Object.entries(titles))('%s shows the title "%s"', (path, title) => {
    const { container } = renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(container.querySelector('section')).toHaveAttribute('data-build', '0.0.0-test');
  });
});

describe('/lottery query', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('shows gameCode, vendor and playType with translated labels', () => {
    renderAt('/lottery?vendor=TCG_SEA&gameCode=VN_HN&playType=LO2');
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['Game code', 'Vendor', 'Play type']);
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual(['VN_HN', 'TCG_SEA', 'LO2']);
  });

  it('shows only the values that are present', () => {
    renderAt('/lottery?vendor=TCG_LOTTO_VN');
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['Vendor']);
    expect(screen.getByRole('definition')).toHaveTextContent('TCG_LOTTO_VN');
  });

  it('shows no list without query values', () => {
    renderAt('/lottery');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('treats a trailing slash as the same page', () => {
    renderAt('/vnlottery/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vietnam lottery');
  });

  it('says so for a path it does not serve', () => {
    renderAt('/lottery/unknown');
    expect(screen.getByRole('status')).toHaveTextContent('Section not found in the lottery');
  });
});
