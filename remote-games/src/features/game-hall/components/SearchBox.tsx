import { useTranslation } from '@suite/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { GAMES_NS } from '../../../i18n';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { GAME_NAME_MAX } from '../hall-query';

/** Typing settles for this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchBoxProps {
  /** The search of the URL. */
  value: string;
  /** Called once typing settles (or at once on Enter). */
  onSearch(gameName: string): void;
}

/**
 * The name search. What is typed shows at once; the search runs 200 ms after the last key. When the
 * URL changes by itself (back, forward), the box follows it.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation(GAMES_NS);
  const id = useId();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const { schedule, flush, cancel } = useDebouncedCallback((text: string) => {
    committed.current = text;
    onSearch(text);
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    cancel();
    setDraft(value);
  }, [value, cancel]);

  return (
    <form
      className="gms-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={id} className="gms-search__label">
        {t('hall.search')}
      </label>
      <input
        id={id}
        className="gms-search__input"
        type="search"
        value={draft}
        maxLength={GAME_NAME_MAX}
        placeholder={t('hall.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setDraft(event.target.value);
          schedule(event.target.value);
        }}
      />
    </form>
  );
}
