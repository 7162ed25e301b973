import { currentLanguage, useTranslation } from '@suite/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { countryName, dialingCodeLabel, sameDialingCode } from '../countries';
import { useCountries } from '../hooks/use-countries';
import { useFlagUrl } from '../hooks/use-flag-url';
import '../country-picker.css';
import '../country-texts';

/** Spec 1 §9: the dropdown closes 200 ms after the input loses focus (so a click on an option lands). */
export const COUNTRY_BLUR_DELAY_MS = 200;

export interface CountryPickerProps {
  /** The chosen dialing code (digits, e.g. "63"); '' until one is chosen. */
  value: string;
  onChange: (dialingCode: string) => void;
  /** Preferred over the visitor's country as the default (e.g. a remembered number's code). */
  initialCode?: string | null;
  className?: string;
}

/**
 * A flag image (issue 26 #15: emoji flags are empty boxes on Windows and Debian's Chromium): an empty
 * box of the same size while the flags' chunk loads. `name`: its alt text ('' beside the written name).
 */
function Flag({ src, name, className }: { src: string | null; name: string; className: string }) {
  if (src === null) return <span className={`${className} cp__flag--pending`} aria-hidden="true" />;
  return <img className={className} src={src} alt={name} width={21} height={14} loading="lazy" decoding="async" draggable={false} />;
}

/**
 * Country dialing-code picker of spec 1 §2: flag and +code in a read-only combobox; the list opens
 * on focus (or arrows), closes 200 ms after blur, and emits the chosen code. Defaults to the given
 * initial code, else the visitor's country, else the first of the list.
 */
export function CountryPicker({ value, onChange, initialCode, className }: CountryPickerProps) {
  const { t } = useTranslation(HOST_NS);
  const { countries, currentCountry, loaded } = useCountries();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const language = currentLanguage();
  const flagUrl = useFlagUrl();

  const selectedIndex = countries.findIndex((country) => sameDialingCode(country.countryDialingCode, value));
  const selected = selectedIndex >= 0 ? countries[selectedIndex] : undefined;

  // Emit a default once the list (and the visitor's country) is known.
  useEffect(() => {
    if (value !== '' || !loaded) return;
    const byInitial = countries.find((country) => sameDialingCode(country.countryDialingCode, initialCode));
    const byLocation = countries.find((country) => country.countryCode.toUpperCase() === currentCountry?.toUpperCase());
    const initialDigits = (initialCode ?? '').replace(/\D/g, '');
    const chosen = byInitial?.countryDialingCode ?? (initialDigits || byLocation?.countryDialingCode || countries[0]?.countryDialingCode);
    if (chosen) onChange(chosen.replace(/\D/g, ''));
  }, [value, loaded, countries, currentCountry, initialCode, onChange]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const show = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    setOpen(true);
    setActive(selectedIndex >= 0 ? selectedIndex : 0);
  };
  const choose = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.countryDialingCode.replace(/\D/g, ''));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = countries.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      if (!open) show();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return open ? move(active + 1) : move(selectedIndex >= 0 ? selectedIndex : 0);
      case 'ArrowUp':
        return open ? move(active - 1) : move(selectedIndex >= 0 ? selectedIndex : 0);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open && active >= 0) choose(active);
        else show();
        return undefined;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return undefined;
      default:
        return undefined;
    }
  };

  return (
    <div className={`cp${className ? ` ${className}` : ''}`}>
      {selected ? (
        <Flag className="cp__flag" src={flagUrl?.(selected.countryCode) ?? null} name={countryName(selected.countryCode, language)} />
      ) : (
        <span className="cp__flag cp__flag--pending" aria-hidden="true" />
      )}
      <input
        className="cp__input"
        role="combobox"
        readOnly
        aria-label={t('country.label')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={dialingCodeLabel(value)}
        onFocus={show}
        onClick={() => !open && show()}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), COUNTRY_BLUR_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul className="cp__list" id={listId} role="listbox" aria-label={t('country.list')} hidden={!open}>
        {countries.map((country, index) => (
          <li
            key={`${country.countryCode}-${country.countryDialingCode}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            className={`cp__option${index === active ? ' cp__option--active' : ''}`}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(index)}
          >
            <Flag className="cp__option-flag" src={flagUrl?.(country.countryCode) ?? null} name="" />
            <span className="cp__option-name">{countryName(country.countryCode, language)}</span>
            <span className="cp__option-code">{dialingCodeLabel(country.countryDialingCode)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
