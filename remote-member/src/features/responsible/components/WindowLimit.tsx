import { api, Button, formatMoney, useTranslation } from '@suite/shared';
import { useId, useState, type FormEvent } from 'react';
import { useCall } from '../hooks/use-call';
import { RESPONSIBLE_NS } from '../i18n';
import { checkLimitAmount } from '../limit-amount';
import { formatSiteTime } from '../site-time';
import { ActionError, Outcome, TextField } from './FormParts';
import { UsageBar } from './UsageBar';

interface WindowLimitProps {
  limit: api.GamblingLimit;
  coolingOffHours: number;
  onChange: (limit: api.GamblingLimit) => void;
}

/**
 * One limit (a kind over one window): the limit in force, what the window used and has left, a waiting
 * increase or removal with its Confirm (once the server says it may be) and Cancel, and the field to
 * set, lower, raise or remove it. What the server did is said plainly under it.
 */
export function WindowLimit({ limit, coolingOffHours, onChange }: WindowLimitProps) {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const pendingHintId = useId();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<string>();
  const set = useCall(api.setGamblingLimit);
  const confirm = useCall(api.confirmLimitChange);
  const cancel = useCall(api.cancelLimitChange);
  const busy = set.busy || confirm.busy || cancel.busy;
  const error = set.error ?? confirm.error ?? cancel.error;

  const ref: api.LimitRef = { kind: limit.kind, window: limit.window };
  const operator = limit.setBy === 'operator';
  const windowLabel = t(`limits.window.${limit.window}`);
  const { pending } = limit;

  const start = () => {
    set.reset();
    confirm.reset();
    cancel.reset();
    setOutcome(undefined);
  };
  const done = (result: api.LimitChangeResult | undefined) => {
    if (!result) return false;
    onChange(result.limit);
    setOutcome(
      result.outcome === 'pending'
        ? t('limits.outcome.pending', { hours: coolingOffHours, time: formatSiteTime(result.limit.pending?.confirmableAt ?? null) })
        : t(`limits.outcome.${result.outcome}`),
    );
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkLimitAmount(amount, operator ? limit.amount : null);
    if (!check.ok) {
      setFieldError(t(`limits.errors.${check.error}`, { max: formatMoney(check.max) }));
      return;
    }
    setFieldError(undefined);
    start();
    if (done(await set.send({ ...ref, amount: check.money }))) setAmount('');
  };
  const remove = async () => {
    setFieldError(undefined);
    start();
    done(await set.send({ ...ref, amount: null }));
  };
  const confirmChange = async () => {
    start();
    done(await confirm.send(ref));
  };
  const cancelChange = async () => {
    start();
    done(await cancel.send(ref));
  };

  const canRemove = limit.amount !== null && !operator && !(pending && pending.amount === null);
  return (
    <div className="mem-rsp-window" role="group" aria-label={t('limits.group', { kind: t(`limits.kind.${limit.kind}`), window: windowLabel })}>
      <h4 className="mem-rsp-window__title">{windowLabel}</h4>
      <p className="mem-rsp-window__limit">{limit.amount === null ? t('limits.none') : t('limits.current', { amount: formatMoney(limit.amount) })}</p>
      {operator && <p className="mem-rsp-note">{t('limits.operator')}</p>}
      <UsageBar limit={limit} windowLabel={windowLabel} />
      <p className="mem-rsp-window__used">
        <span>{t('limits.used', { amount: formatMoney(limit.used) })}</span>
        {limit.remaining !== null && <span>{t('limits.remaining', { amount: formatMoney(limit.remaining) })}</span>}
      </p>
      {pending && (
        <div className="mem-rsp-pending">
          <p className="mem-rsp-pending__what">
            {pending.amount === null ? t('limits.pending.remove') : t('limits.pending.raise', { amount: formatMoney(pending.amount) })}
          </p>
          <p id={pendingHintId} className="mem-rsp-pending__when">
            {pending.confirmable ? t('limits.pending.ready') : t('limits.pending.when', { time: formatSiteTime(pending.confirmableAt) })}
          </p>
          <div className="mem-rsp-actions">
            <Button size="sm" disabled={!pending.confirmable || busy} aria-describedby={pendingHintId} onClick={() => void confirmChange()}>
              {t('limits.pending.confirm')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void cancelChange()}>
              {t('limits.pending.cancel')}
            </Button>
          </div>
        </div>
      )}
      <form className="mem-rsp-window__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('limits.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setFieldError(undefined);
          }}
          inputMode="decimal"
          error={fieldError}
          hint={t('limits.amountHint')}
        />
        <div className="mem-rsp-actions">
          <Button type="submit" size="sm" disabled={busy} loading={set.busy}>
            {limit.amount === null ? t('limits.set') : t('limits.change')}
          </Button>
          {canRemove && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void remove()}>
              {t('limits.remove')}
            </Button>
          )}
        </div>
      </form>
      <ActionError error={error} />
      <Outcome text={outcome} />
    </div>
  );
}
