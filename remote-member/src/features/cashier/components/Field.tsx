import { useId, type HTMLAttributes, type ReactNode } from 'react';
import type { FormField } from '../hooks/use-form-field';

export interface FieldProps {
  label: string;
  field: FormField;
  /** The field's message; shown once the field was left or the form sent (`showError`). */
  error?: string | undefined;
  showError?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** Beside the input (e.g. a "Max" button). */
  action?: ReactNode;
}

/** A labelled text input with its hint and its error, both tied to the input for screen readers. */
export function Field({ label, field, error, showError = false, hint, type = 'text', inputMode, autoComplete = 'off', maxLength, action }: FieldProps) {
  const id = useId();
  const visibleError = error && (showError || field.touched) ? error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', visibleError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mem-cashier-field">
      <label className="mem-cashier-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="mem-cashier-field__row">
        <input
          id={id}
          className="mem-cashier-field__input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={field.value}
          aria-invalid={visibleError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => field.setValue(event.target.value)}
          onBlur={field.touch}
        />
        {action}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mem-cashier-field__hint">
          {hint}
        </p>
      ) : null}
      {visibleError ? (
        <p id={`${id}-error`} className="mem-cashier-field__error" role="alert">
          {visibleError}
        </p>
      ) : null}
    </div>
  );
}
