import type { HTMLAttributes } from 'react';
import '../theme/tokens.css';
import './surfaces.css';

export type BadgeTone = 'hot' | 'accent' | 'neutral' | 'success' | 'danger' | 'vip';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short label on a tile or a menu entry (HOT, NEW, a count); every tone reaches 4.5:1 in both themes. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span className={['suite-badge', `suite-badge--${tone}`, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}
