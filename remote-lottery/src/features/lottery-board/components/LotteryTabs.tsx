import { useT } from '@suite/shared';
import type { KeyboardEvent } from 'react';
import { LOTTERY_NS } from '../../../i18n';

export interface LotteryTabsProps {
  tabs: readonly string[];
  selected: string;
  /** id of the panel the tabs control. */
  panelId: string;
  onSelect: (tab: string) => void;
}

export function tabId(panelId: string, tab: string): string {
  return `${panelId}-tab-${tab}`;
}

/** Menu tags, then the special lists; arrow keys move between tabs. */
export function LotteryTabs({ tabs, selected, panelId, onSelect }: LotteryTabsProps) {
  const { t } = useT(LOTTERY_NS);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    onSelect(next);
    document.getElementById(tabId(panelId, next))?.focus();
  };
  return (
    <div className="lot-tabs" role="tablist" aria-label={t('tags.label')}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          id={tabId(panelId, tab)}
          type="button"
          role="tab"
          className="lot-tabs__tab"
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`tags.${tab}`, { defaultValue: tab })}
        </button>
      ))}
    </div>
  );
}
