import { useTranslation } from '@suite/shared';
import { useCallback } from 'react';
import type { AmountCheck, AmountLimits } from '../amount';
import { CASHIER_NS } from '../i18n';
import { useFormatMoney } from './use-format-money';

/** The translated message of a failed amount check, naming the limit it broke. */
export function useAmountMessage(): (check: AmountCheck, limits: AmountLimits) => string | undefined {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  return useCallback(
    (check, { min, max, balance }) => {
      if (check.ok) return undefined;
      return t(`amount.${check.error}`, { min: money(min ?? '0.01'), max: money(max), balance: money(balance) });
    },
    [t, money],
  );
}
