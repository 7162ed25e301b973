import type { CSSProperties } from 'react';
import '../theme/tokens.css';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: CSSProperties['width'];
  /** CSS height (default one line of text). */
  height?: CSSProperties['height'];
  /** text: a line; block: a rectangle (image, card); circle: an avatar or a ball. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** One grey shape where content is coming; hidden from screen readers (the list says it is loading). */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      className={['suite-skeleton', `suite-skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

interface SkeletonGroupProps {
  /** Said to screen readers instead of the shapes ("Loading…"). */
  label: string;
  className?: string;
}

export interface SkeletonListProps extends SkeletonGroupProps {
  /** Rows to draw (default 5). */
  rows?: number;
  /** Lines per row: a title line then shorter detail lines (default 2). */
  lines?: number;
  /** An avatar or icon at the start of each row. */
  media?: boolean;
}

/** A list in the shape of the rows that are coming (records, messages, lotteries). */
export function SkeletonList({ label, rows = 5, lines = 2, media = false, className }: SkeletonListProps) {
  return (
    <div className={['suite-skeleton-list', className].filter(Boolean).join(' ')} role="status" aria-busy="true" aria-label={label}>
      <span className="suite-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="suite-skeleton-list__row" aria-hidden="true">
          {media && <Skeleton shape="circle" width={40} height={40} />}
          <div className="suite-skeleton-list__lines">
            {Array.from({ length: lines }, (_, line) => (
              <Skeleton key={line} width={line === 0 ? '60%' : `${85 - line * 20}%`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface SkeletonGridProps extends SkeletonGroupProps {
  /** Tiles to draw (default 12). */
  count?: number;
  /** Width of the art: CSS aspect-ratio of the tile's picture (default 1, a square). */
  aspect?: number;
  /** Smallest tile width of the grid (default 140 px). */
  minTileWidth?: number;
  /** Text lines under the art (default 2). */
  lines?: number;
  /** Draw the tile's picture (default true; false for text cards such as lotteries). */
  art?: boolean;
}

/** A grid in the shape of the tiles that are coming (games, lottery cards). */
export function SkeletonGrid({ label, count = 12, aspect = 1, minTileWidth = 140, lines = 2, art = true, className }: SkeletonGridProps) {
  return (
    <div
      className={['suite-skeleton-grid', className].filter(Boolean).join(' ')}
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minTileWidth}px), 1fr))` }}
    >
      <span className="suite-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, tile) => (
        <div key={tile} className="suite-skeleton-grid__tile" aria-hidden="true">
          {art && <span className="suite-skeleton suite-skeleton--block" style={{ aspectRatio: String(aspect) }} />}
          {Array.from({ length: lines }, (_, line) => (
            <Skeleton key={line} width={line === 0 ? '80%' : '50%'} />
          ))}
        </div>
      ))}
    </div>
  );
}
