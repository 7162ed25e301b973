import { formatMoney, refreshBalance, useBalanceStatus, usePublicState, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { EyeIcon, RefreshIcon } from './icons';
import '../auth-part-texts';

/**
 * The balance of the logged-in panel: a placeholder until loaded, *** when hidden, a refresh
 * button; currency symbol (default P), two decimals and thousands separators (formatMoney).
 */
export function BalanceDisplay() {
  const { t } = useTranslation(HOST_NS);
  const { balance, currencySymbol } = usePublicState();
  const status = useBalanceStatus();
  const [hidden, setHidden] = useState(false);
  const loading = status === 'loading' || status === 'idle';

  let text: string;
  if (hidden) text = '***';
  else if (balance === null) text = status === 'error' ? t('auth.balanceUnavailable') : '';
  else text = formatMoney(balance, { symbol: currencySymbol || 'P' });

  return (
    <div className="acc-balance">
      <span className="acc-balance__label">{t('auth.balance')}</span>
      <output className="acc-balance__value" aria-live="polite" aria-busy={loading || undefined}>
        {balance === null && !hidden && status !== 'error' ? (
          <span className="acc-skeleton" aria-label={t('auth.balanceLoading')} role="img" />
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
