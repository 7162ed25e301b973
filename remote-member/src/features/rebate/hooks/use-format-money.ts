import { formatMoney, usePublicState, useTranslation, type MoneyAmount } from '@suite/shared';
import { useCallback } from 'react';
import { REBATE_NS } from '../i18n';

/** formatMoney with the site's currency symbol, in the language on screen. */
export function useFormatMoney(): (amount: MoneyAmount | null | undefined) => string {
  const { currencySymbol } = usePublicState();
  const { i18n } = useTranslation(REBATE_NS);
  const language = i18n.language;
  return useCallback((amount) => formatMoney(amount, { symbol: currencySymbol, locale: language }), [currencySymbol, language]);
}
