import { useId } from 'react';

export interface ChoiceGroupProps<T extends string> {
  /** The group's accessible name (e.g. "Login type"). */
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  hideLabel?: boolean;
}

/** A segmented radio group (login type, registration type, recovery type); arrow keys move between options. */
export function ChoiceGroup<T extends string>({ label, options, value, onChange, hideLabel = false }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="acc-choice">
      <legend className={hideLabel ? 'acc-visually-hidden' : 'acc-choice__legend'}>{label}</legend>
      <div className="acc-choice__options">
        {options.map((option) => (
          <label key={option.value} className={`acc-choice__option${option.value === value ? ' acc-choice__option--on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
