import { type api, formatMoney, useTranslation } from '@suite/shared';
import { CONTRACTS_NS } from '../i18n';
import { formatRate } from '../tiers';

/** A contract's tiers: threshold (valid bet and active members) and rate, lowest first. */
export function TiersTable({ caption, tiers }: { caption: string; tiers: readonly api.ContractTier[] }) {
  const { t, i18n } = useTranslation(CONTRACTS_NS);
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <table className="agt-tiers">
      <caption className="suite-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tierColumns.tier')}</th>
          <th scope="col" className="agt-tiers__num">
            {t('tierColumns.validBet')}
          </th>
          <th scope="col" className="agt-tiers__num">
            {t('tierColumns.activeMembers')}
          </th>
          <th scope="col" className="agt-tiers__num">
            {t('tierColumns.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td className="agt-tiers__num">{formatMoney(tier.validBet)}</td>
            <td className="agt-tiers__num">{count.format(tier.activeMembers)}</td>
            <td className="agt-tiers__num">{formatRate(tier.rate, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
