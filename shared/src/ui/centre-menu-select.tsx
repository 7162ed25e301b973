import { useId } from 'react';
import { useLocation, useNavigate } from '../router';
import './centre-menu-select.css';

export interface CentreMenuEntry {
  /** Where the entry leads (the page's href). */
  href: string;
  /** The entry's text, counts included ("Platform information, 3 unread"). */
  label: string;
}

export interface CentreMenuSelectProps {
  /** Visible label of the select (the centre menu's name). */
  label: string;
  entries: readonly CentreMenuEntry[];
  /** The current page's href; none when the page is not an entry. */
  current: string | undefined;
  /** Text of the empty choice shown when the current page is not an entry. */
  placeholder?: string;
}

/**
 * A member or agent centre's menu on a phone (issue 13): one native select above the page, so the page
 * comes first. Shown below 768 px only (the side menu takes its place above). Choosing an entry replaces
 * the history entry and keeps its state (the page under the centre's panel), as the menu's links do.
 */
export function CentreMenuSelect({ label, entries, current, placeholder = '—' }: CentreMenuSelectProps) {
  const id = useId();
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <div className="suite-centre-select">
      <label htmlFor={id} className="suite-centre-select__label">
        {label}
      </label>
      <select
        id={id}
        className="suite-centre-select__control"
        value={current ?? ''}
        onChange={(event) => {
          if (event.target.value) navigate(event.target.value, { replace: true, state });
        }}
      >
        {current === undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {entries.map((entry) => (
          <option key={entry.href} value={entry.href}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}
