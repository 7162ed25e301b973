import { TabList, useTranslation } from '@suite/shared';
import { LOTTERY_NS } from '../../../i18n';

export interface LotteryTabsProps {
  tabs: readonly string[];
  selected: string;
  /** id of the panel the tabs control. */
  panelId: string;
  onSelect: (tab: string) => void;
}

/** Menu tags, then the special lists: the kit's tabs (arrow keys, Home and End move and select). */
export function LotteryTabs({ tabs, selected, panelId, onSelect }: LotteryTabsProps) {
  const { t } = useTranslation(LOTTERY_NS);
  return (
    <TabList
      className="lot-tabs"
      label={t('tags.label')}
      items={tabs.map((tab) => ({ value: tab, label: t(`tags.${tab}`, { defaultValue: tab }) }))}
      value={selected}
      onChange={onSelect}
      panelId={panelId}
    />
  );
}
