import { useTranslation, type ValidationError } from '@suite/shared';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { HOST_NS } from '../../../i18n';
import { validateMaxLength } from '../input-limits';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A rule's result (translated here), or a ready text. */
  error?: ValidationError | string | null;
  help?: ReactNode;
  /** Label only for assistive tech (compact header form); the placeholder shows it on screen. */
  hideLabel?: boolean;
  /** Something placed after the input (send-code button, captcha image). */
  addon?: ReactNode;
  /** Something placed before the input (country picker). */
  leading?: ReactNode;
  /**
   * The longest value accepted. Not the input's maxLength attribute (the browser would cut pasted or
   * typed text silently): a longer value stays as typed and the field shows a message naming the
   * limit (auth.tooLong); the form refuses it on submit too.
   */
  maxLength?: number;
}

/** Label, input, help and error tied together (aria-invalid, aria-describedby); over-long input is flagged, never cut. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, error, help, hideLabel = false, addon, leading, className, id, placeholder, maxLength, ...input },
  ref,
) {
  const { t } = useTranslation(HOST_NS);
  const autoId = useId();
  const inputId = id ?? autoId;
  const shown = error || (maxLength === undefined ? null : validateMaxLength(value, maxLength));
  const errorText = !shown ? null : typeof shown === 'string' ? shown : t(shown.key, shown.params);
  const helpId = help ? `${inputId}-help` : undefined;
  const errorId = errorText ? `${inputId}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`acc-field${errorText ? ' acc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'acc-visually-hidden' : 'acc-field__label'}>
        {label}
      </label>
      <div className="acc-field__control">
        {leading}
        <input
          ref={ref}
          id={inputId}
          className="acc-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder ?? (hideLabel ? label : undefined)}
          {...input}
        />
        {addon}
      </div>
      {help && (
        <p id={helpId} className="acc-field__help">
          {help}
        </p>
      )}
      {errorText && (
        <p id={errorId} className="acc-field__error">
          {errorText}
        </p>
      )}
    </div>
  );
});
