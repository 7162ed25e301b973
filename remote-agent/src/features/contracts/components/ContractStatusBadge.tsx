import { type api, Badge, type BadgeTone, useTranslation } from '@suite/shared';
import { CONTRACTS_NS } from '../i18n';

const TONES: Record<api.ContractStatus, BadgeTone> = {
  pending: 'accent',
  signed: 'success',
  terminationPending: 'vip',
  terminated: 'neutral',
  rejected: 'neutral',
};

/** The contract's status in words (the colour only repeats them). */
export function ContractStatusBadge({ status }: { status: api.ContractStatus }) {
  const { t } = useTranslation(CONTRACTS_NS);
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
