import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

export interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated message; the input is marked invalid and describes itself with it. */
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * A labelled input with its hint and error tied to it (aria-invalid, aria-describedby). The value is
 * shown as typed: never cut or reformatted, so nothing typed is lost when the form is refused.
 */
export function TextField({ label, value, onChange, error, hint, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`agt-field${error ? ' agt-field--invalid' : ''}`}>
      <label className="agt-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="agt-field__input"
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="agt-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="agt-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
