import { useTranslation } from '@suite/shared';
import { GAMES_NS } from '../../../i18n';
import { LIST_TYPES, type ListType } from '../hall-query';

export interface ListTypeTabsProps {
  value: ListType;
  onChange(listType: ListType): void;
}

/** All, hot, favourites, recent (the `page` tab of the URL). */
export function ListTypeTabs({ value, onChange }: ListTypeTabsProps) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <div className="gms-tabs" role="group" aria-label={t('hall.listTypes')}>
      {LIST_TYPES.map((type) => (
        <button key={type} type="button" className="gms-tabs__tab" aria-pressed={value === type} onClick={() => onChange(type)}>
          {t(`hall.listType.${type}`)}
        </button>
      ))}
    </div>
  );
}
