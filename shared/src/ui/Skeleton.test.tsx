import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';
import { Card } from './Card';
import { SkeletonGrid, SkeletonList } from './Skeleton';

it('a skeleton list says it is loading and draws one row per item coming, hidden from screen readers', () => {
  const { container } = render(<SkeletonList label="Cargando registros" rows={4} lines={3} media />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Cargando registros');
  expect(status).toHaveAttribute('aria-busy', 'true');
  const rows = container.querySelectorAll('.suite-skeleton-list__row');
  expect(rows).toHaveLength(4);
  for (const row of rows) expect(row).toHaveAttribute('aria-hidden', 'true');
  expect(rows[0]?.querySelectorAll('.suite-skeleton--text')).toHaveLength(3);
  expect(rows[0]?.querySelector('.suite-skeleton--circle')).not.toBeNull();
});

it('a skeleton grid draws tiles with art in the shape of the cards', () => {
  const { container } = render(<SkeletonGrid label="Cargando juegos" count={6} aspect={4 / 3} />);
  expect(screen.getByRole('status')).toHaveTextContent('Cargando juegos');
  const tiles = container.querySelectorAll('.suite-skeleton-grid__tile');
  expect(tiles).toHaveLength(6);
  expect(tiles[0]?.querySelector<HTMLElement>('.suite-skeleton--block')?.style.aspectRatio).toBe(String(4 / 3));
});

it('card and badge render their content in the chosen element and tone', () => {
  render(
    <Card as="section" aria-label="Premio" padding="lg">
      <Badge tone="hot">HOT</Badge>
    </Card>,
  );
  const card = screen.getByRole('region', { name: 'Premio' });
  expect(card).toHaveClass('suite-card', 'suite-card--pad-lg');
  expect(screen.getByText('HOT')).toHaveClass('suite-badge', 'suite-badge--hot');
});
