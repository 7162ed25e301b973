import { type api, useTranslation } from '@suite/shared';
import { REPORTS_NS, registerReportsTranslations } from '../i18n';

registerReportsTranslations();

/** The names of the game types and of a bet's state, as every bet report shows them (an unknown type as is). */
export function useBetLabels() {
  const { t } = useTranslation(REPORTS_NS, { keyPrefix: 'bets' });
  return {
    gameType: (type: string) => t(`gameType.${type}`, { defaultValue: type }),
    status: (status: api.BetRecord['status']) => t(`status.${status}`, { defaultValue: status }),
  };
}
