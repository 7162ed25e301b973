import { formatClock, useTranslation, type api } from '@suite/shared';
import { useBetLabels } from '@suite/shared/reports';
import { useFormatMoney } from '../hooks/use-format-money';
import { REBATE_NS } from '../i18n';

/** '0.800' -> '0,8' (es) / '0.8' (en): a rate for reading, not money. */
function useFormatRate(): (rate: string) => string {
  const { t, i18n } = useTranslation(REBATE_NS);
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  return (rate) => t('preview.rate', { rate: format.format(Number(rate)) });
}

/** What the member may claim now: per game type valid bets, rate and rebate, and the total. */
export function RebatePreviewTable({ preview }: { preview: api.RebatePreview }) {
  const { t } = useTranslation(REBATE_NS);
  const money = useFormatMoney();
  const rate = useFormatRate();
  const labels = useBetLabels();
  return (
    <>
      <p className="mem-rebate-muted">{t('preview.period', { from: formatClock(preview.periodFrom), to: formatClock(preview.periodTo) })}</p>
      <div className="mem-rebate-table-wrap" tabIndex={0} role="region" aria-label={t('preview.caption')}>
        <table className="mem-rebate-table">
          <caption className="mem-rebate-sr-only">{t('preview.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('preview.columns.gameType')}</th>
              <th scope="col">{t('preview.columns.validBets')}</th>
              <th scope="col">{t('preview.columns.rate')}</th>
              <th scope="col">{t('preview.columns.rebate')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => (
              <tr key={line.gameType}>
                <th scope="row">{labels.gameType(line.gameType)}</th>
                <td>{money(line.validBets)}</td>
                <td>{rate(line.ratePercent)}</td>
                <td>{money(line.rebate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('preview.total')}
              </th>
              <td>{money(preview.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mem-rebate-muted">{t('preview.minimum', { min: money(preview.minClaim) })}</p>
    </>
  );
}
