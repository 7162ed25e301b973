import { useT } from '@suite/shared';
import { useSearchParams } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';
import { LOTTERY_NS } from '../../../i18n';

/** Query parameters a game launch passes to /lottery (spec 2 §2), shown in this order. */
const QUERY_KEYS = ['gameCode', 'vendor', 'playType'] as const;

export function LotteryPage() {
  const { t } = useT(LOTTERY_NS);
  const [params] = useSearchParams();
  const given = QUERY_KEYS.flatMap((key) => {
    const value = params.get(key);
    return value ? [{ key, value }] : [];
  });
  return (
    <PageSection page="lottery" title={t('pages.lottery')}>
      {given.length > 0 && (
        <dl className="lot-query">
          {given.map(({ key, value }) => (
            <div key={key} className="lot-query__row">
              <dt>{t(`query.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </PageSection>
  );
}
