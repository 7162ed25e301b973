import type { ApiError } from '@suite/shared';
import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated message, shown under the input and tied to it for screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  disabled?: boolean;
}

/** A labelled input with its hint and its error; never cut or reformatted (the check says what is wrong). */
export function TextField({ label, value, onChange, error, hint, type = 'text', inputMode, autoComplete = 'off', disabled }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mem-rsp-field">
      <label className="mem-rsp-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="mem-rsp-field__input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mem-rsp-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mem-rsp-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A refused or failed call next to its control, in the server's words for a business refusal. */
export function ActionError({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <div className="mem-alert mem-rsp-alert" role="alert">
      <p>{error.message}</p>
    </div>
  );
}

/** What a change did, said plainly; the live region stays in the page so each new outcome is read out. */
export function Outcome({ text }: { text: string | undefined }) {
  return (
    <p className="mem-rsp-outcome" role="status">
      {text}
    </p>
  );
}
