import { isValidElement, type ReactNode } from 'react';
import { Link } from '../router';
import './load-states.css';

export interface LoadErrorProps {
  /** What failed, in the feature's words ("The messages could not be loaded."). */
  title: ReactNode;
  /** Why, usually the client's translated reason (`error.message`). */
  message?: ReactNode;
  /** The Retry button's text; the button is shown when this and `onRetry` are given. */
  retryLabel?: string;
  onRetry?: () => void;
  className?: string;
}

/** A call that failed: what, why, and Retry; an alert so screen readers announce it. */
export function LoadError({ title, message, retryLabel, onRetry, className }: LoadErrorProps) {
  return (
    <div className={classes('suite-load-error', className)} role="alert">
      <p className="suite-load-error__text">
        <strong>{title}</strong>
        {message !== undefined && message !== null && message !== '' && <> {message}</>}
      </p>
      {onRetry && retryLabel && (
        <button type="button" className="suite-state-button" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

/** An in-app link shown as a secondary button. */
export interface EmptyStateLink {
  to: string;
  label: string;
}

export interface EmptyStateProps {
  /** What is (not) here ("No messages yet"). */
  title: ReactNode;
  /** What will appear here, or how to change that. */
  hint?: ReactNode;
  /** The way forward: a link ({ to, label }) or any control (e.g. a button built with `emptyStateButtonClass`). */
  action?: EmptyStateLink | ReactNode;
  className?: string;
}

/** Class of a button placed as an empty state's action, so it looks like the link actions. */
export const emptyStateButtonClass = 'suite-state-button suite-state-button--secondary';

function isLinkAction(action: EmptyStateProps['action']): action is EmptyStateLink {
  return typeof action === 'object' && action !== null && !isValidElement(action) && 'to' in action && 'label' in action;
}

/** Nothing to show: a title, a hint and an action, never an empty box. */
export function EmptyState({ title, hint, action, className }: EmptyStateProps) {
  return (
    <div className={classes('suite-empty', className)}>
      <p className="suite-empty__title">{title}</p>
      {hint !== undefined && hint !== null && hint !== '' && <p className="suite-empty__hint">{hint}</p>}
      {action !== undefined && action !== null && action !== false && (
        <div className="suite-empty__action">
          {isLinkAction(action) ? (
            <Link className={emptyStateButtonClass} to={action.to}>
              {action.label}
            </Link>
          ) : (
            (action as ReactNode)
          )}
        </div>
      )}
    </div>
  );
}

function classes(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
