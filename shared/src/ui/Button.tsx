import { forwardRef, type ButtonHTMLAttributes } from 'react';
import '../theme/tokens.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /** primary: the page's main action (accent, 44 px high); secondary: outlined; ghost: text only. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (forms on a phone). */
  block?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** The action is under way: a spinner beside the label, aria-busy, and no second click. */
  loading?: boolean;
}

/** Class names of the kit button, for a link or label that must look like one (`<a className={...}>`). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}, extra?: string): string {
  return ['suite-button', `suite-button--${variant}`, `suite-button--${size}`, block && 'suite-button--block', extra].filter(Boolean).join(' ');
}

/**
 * The kit's button. The label stays while loading (the accessible name does not change); the button is
 * disabled and aria-busy until the action ends. `type` defaults to "button" so it never submits by mistake.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, disabled, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="suite-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});
