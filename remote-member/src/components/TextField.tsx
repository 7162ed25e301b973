import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './text-field.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated message, shown under the input and tied to it for screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  className?: string;
  disabled?: boolean;
}

/**
 * The member centre's labelled input with its hint and its error (security centre, safer gambling). No maxLength: an over-long entry is refused with a
 * message by the form's check, never cut silently.
 */
export function TextField({ label, value, onChange, error, hint, type = 'text', inputMode, autoComplete = 'off', className, disabled }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mem-field${className ? ` ${className}` : ''}`}>
      <label className="mem-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="mem-field__input"
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
        <p id={`${id}-hint`} className="mem-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mem-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
