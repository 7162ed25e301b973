import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../theme/tokens.css';
import './tabs.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
}

export interface TabListProps<V extends string = string> {
  /** Accessible name of the tab list. */
  label: string;
  items: ReadonlyArray<TabItem<V>>;
  value: V;
  onChange(value: V): void;
  /** id of the panel the tabs control (the caller renders it with `role="tabpanel"` and `tabId`). */
  panelId: string;
  /**
   * automatic: the arrow keys select the tab they reach (the WAI-ARIA default, for instant panels);
   * manual: they only move focus and Enter or Space selects (for a tab that asks for a login or loads).
   */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/** The id of a tab, for the panel's `aria-labelledby`. */
export function tabId(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`;
}

const KEY_STEPS: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/**
 * WAI-ARIA tabs: one tab stop (the selected tab), Left/Right wrap around, Home/End jump to the ends.
 * The panel is the caller's (see `Tabs` for tabs with their panel).
 */
export function TabList<V extends string>({ label, items, value, onChange, panelId, activation = 'automatic', className }: TabListProps<V>) {
  const buttons = useRef(new Map<V, HTMLButtonElement>());
  // With nothing selected among the items, the first tab takes the tab stop.
  const tabStop = items.some((item) => item.value === value) ? value : items[0]?.value;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step || items.length === 0) return;
    event.preventDefault();
    const target =
      step === 'first' ? 0 : step === 'last' ? items.length - 1 : (index + (step === 'next' ? 1 : -1) + items.length) % items.length;
    const next = items[target];
    if (!next) return;
    buttons.current.get(next.value)?.focus();
    if (activation === 'automatic' && next.value !== value) onChange(next.value);
  };
  return (
    <div className={['suite-tabs', className].filter(Boolean).join(' ')} role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.value}
          ref={(element) => {
            if (element) buttons.current.set(item.value, element);
            else buttons.current.delete(item.value);
          }}
          id={tabId(panelId, item.value)}
          type="button"
          role="tab"
          className="suite-tabs__tab"
          aria-selected={item.value === value}
          aria-controls={panelId}
          tabIndex={item.value === tabStop ? 0 : -1}
          onClick={() => onChange(item.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export interface TabsProps<V extends string = string> extends Omit<TabListProps<V>, 'panelId'> {
  /** The selected tab's content. */
  children: ReactNode;
  panelClassName?: string;
}

/** Tabs with their one panel (the content of the selected tab). */
export function Tabs<V extends string>({ children, panelClassName, ...list }: TabsProps<V>) {
  const panelId = useId();
  return (
    <>
      <TabList {...list} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(panelId, list.value)}
        tabIndex={0}
        className={['suite-tabs__panel', panelClassName].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </>
  );
}
