import { type api, formatMoney, useTranslation } from '@suite/shared';
import { formatSigned, toneOf } from '../amounts';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';
import '../reports.css';

registerReportsTranslations();

/**
 * An amount; `signed` writes '+' or '-' and colours credits and debits (the sign, not the colour,
 * carries the meaning); `outcome` adds the word "profit" or "loss".
 */
export function Amount({ value, signed = false, outcome = false }: { value: api.Money; signed?: boolean; outcome?: boolean }) {
  const { t } = useTranslation(REPORTS_NS);
  if (!signed) return <span className="rpt-amount">{formatMoney(value)}</span>;
  const tone = toneOf(value);
  return (
    <span className={`rpt-amount rpt-amount--${tone}`}>
      {formatSigned(value)}
      {outcome && tone !== 'zero' && <> ({t(tone === 'credit' ? 'outcome.profit' : 'outcome.loss')})</>}
    </span>
  );
}
