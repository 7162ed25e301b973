import { formatMoney, usePublicState, useTranslation, type MoneyAmount } from '@suite/shared';
import { useCallback } from 'react';
import { CASHIER_NS } from '../i18n';

/** formatMoney with the site's currency symbol, in the language on screen (re-renders when it changes). */
export function useFormatMoney(): (amount: MoneyAmount | null | undefined, symbol?: string) => string {
  const { currencySymbol } = usePublicState();
  const { i18n } = useTranslation(CASHIER_NS);
  const language = i18n.language;
  return useCallback(
    (amount, symbol = currencySymbol) => formatMoney(amount, { symbol, locale: language }),
    [currencySymbol, language],
  );
}
