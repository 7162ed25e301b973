import { useTranslation, type api } from '@suite/shared';
import { useId } from 'react';
import { useFormatMoney } from '../hooks/use-format-money';
import { isPositive } from '../amount';
import { CASHIER_NS } from '../i18n';

/** The deposit channels as a radio group: name and kind as the option's name, limits and fee as its description. */
export function ChannelPicker({ channels, value, onChange }: { channels: api.DepositChannel[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const groupName = useId();
  return (
    <fieldset className="mem-cashier-choices">
      <legend className="mem-cashier-field__label">{t('deposit.channel')}</legend>
      {channels.map((channel) => (
        <ChannelOption key={channel.id} channel={channel} group={groupName} checked={channel.id === value} onChange={onChange} />
      ))}
    </fieldset>
  );
}

function ChannelOption({ channel, group, checked, onChange }: { channel: api.DepositChannel; group: string; checked: boolean; onChange: (id: string) => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const id = useId();
  const feeRule = useFeeRule(channel);
  return (
    <label className="mem-cashier-choice">
      <input
        type="radio"
        name={group}
        value={channel.id}
        checked={checked}
        onChange={() => onChange(channel.id)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
      />
      <span className="mem-cashier-choice__body">
        <span id={`${id}-name`} className="mem-cashier-choice__name">
          {channel.name} <span className="mem-cashier-muted">({t(`deposit.kind.${channel.kind}`)})</span>
        </span>
        <span id={`${id}-details`} className="mem-cashier-choice__details">
          <span>{t('deposit.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}</span>
          <span>{t('deposit.fee', { fee: feeRule })}</span>
        </span>
      </span>
    </label>
  );
}

/** "1,50 % + P 2,00", "1,50 %", "P 2,00" or "no fee". */
function useFeeRule({ feePercent, feeFixed }: Pick<api.DepositChannel, 'feePercent' | 'feeFixed'>): string {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const percent = isPositive(feePercent) ? t('deposit.feePercent', { percent: money(feePercent, '') }) : '';
  const fixed = isPositive(feeFixed) ? money(feeFixed) : '';
  if (percent && fixed) return `${percent} + ${fixed}`;
  return percent || fixed || t('deposit.noFee');
}
