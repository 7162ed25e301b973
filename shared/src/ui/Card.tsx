import type { HTMLAttributes, ReactNode } from 'react';
import '../theme/tokens.css';
import './surfaces.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a section or article when the card has its own heading, a div otherwise. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Flat: no shadow (a card inside a card, a list item). */
  flat?: boolean;
  /** Padding step: sm 12 px, md 16 px (default), lg 24 px. */
  padding?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** A surface on the page: the theme's surface colour, border, radius and a soft shadow. */
export function Card({ as: Element = 'div', flat = false, padding = 'md', className, children, ...rest }: CardProps) {
  const classes = ['suite-card', `suite-card--pad-${padding}`, flat && 'suite-card--flat', className].filter(Boolean).join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
