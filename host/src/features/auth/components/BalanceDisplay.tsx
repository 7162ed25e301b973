import { formatMoney, formatMoneyCompact, refreshBalance, useBalanceStatus, usePublicState, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { EyeIcon, RefreshIcon } from './icons';
import '../auth-part-texts';

/**
 * The balance of the logged-in panel: a placeholder until loaded, *** when hidden, a refresh
 * button; currency symbol (default P), two decimals and thousands separators (formatMoney). In the
 * headers an amount above 1,000,000 is shortened (issue 27: "P 1,00 M"), its full text in the title
 * and for screen readers; `full` (the centres' panel) always shows the full amount.
 */
export function BalanceDisplay({ full = false }: { full?: boolean }) {
  const { t } = useTranslation(HOST_NS);
  const { balance, currencySymbol } = usePublicState();
  const status = useBalanceStatus();
  const [hidden, setHidden] = useState(false);
  const labelId = useId();
  const loading = status === 'loading' || status === 'idle';

  let text: string;
  let short = '';
  if (hidden) text = '***';
  else if (balance === null) text = status === 'error' ? t('auth.balanceUnavailable') : '';
  else {
    text = formatMoney(balance, { symbol: currencySymbol || 'P' });
    if (!full) short = formatMoneyCompact(balance, { symbol: currencySymbol || 'P' });
  }
  const shortened = short !== '' && short !== text;

  return (
    <div className="acc-balance">
      <span className="acc-balance__label" id={labelId}>
        {t('auth.balance')}
      </span>
      <output className="acc-balance__value" aria-labelledby={labelId} aria-live="polite" aria-busy={loading || undefined} title={shortened ? text : undefined}>
        {balance === null && !hidden && status !== 'error' ? (
          <span className="acc-skeleton" aria-label={t('auth.balanceLoading')} role="img" />
        ) : shortened ? (
          <>
            <span aria-hidden="true">{short}</span>
            <span className="visually-hidden">{text}</span>
          </>
        ) : (
          text
        )}
      </output>
      <button
        type="button"
        className="acc-icon-button"
        aria-pressed={hidden}
        aria-label={t('auth.hideBalance')}
        onClick={() => setHidden((value) => !value)}
      >
        <EyeIcon crossed={hidden} />
      </button>
      <button
        type="button"
        className={`acc-icon-button${status === 'loading' ? ' acc-icon-button--spinning' : ''}`}
        aria-label={t('auth.refreshBalance')}
        onClick={() => void refreshBalance()}
        aria-busy={status === 'loading' || undefined}
      >
        <RefreshIcon />
      </button>
    </div>
  );
}
