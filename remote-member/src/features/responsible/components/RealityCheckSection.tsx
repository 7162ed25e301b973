import { api, Button, useTranslation } from '@suite/shared';
import { useId, useState, type FormEvent } from 'react';
import { useCall } from '../hooks/use-call';
import { RESPONSIBLE_NS } from '../i18n';
import { ActionError, Outcome } from './FormParts';

/** How often the reality check comes up while playing: the site's choices (0 is off), saved with a button. */
export function RealityCheckSection({ minutes, choices }: { minutes: number; choices: number[] }) {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const headingId = useId();
  const name = useId();
  const [chosen, setChosen] = useState(minutes);
  const [outcome, setOutcome] = useState<string>();
  const save = useCall(api.setRealityCheck);
  const options = choices.includes(minutes) ? choices : [...choices, minutes].sort((a, b) => a - b);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const result = await save.send({ minutes: chosen });
    if (!result) return;
    setChosen(result.realityCheckMinutes);
    setOutcome(result.realityCheckMinutes > 0 ? t('reality.saved', { count: result.realityCheckMinutes }) : t('reality.savedOff'));
  };

  return (
    <section className="mem-rsp-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="mem-rsp-panel__title">
        {t('reality.title')}
      </h2>
      <p className="mem-rsp-muted">{t('reality.hint')}</p>
      <form onSubmit={(event) => void submit(event)} className="mem-rsp-form">
        <fieldset className="mem-rsp-choices">
          <legend className="mem-rsp-choices__legend">{t('reality.legend')}</legend>
          {options.map((value) => (
            <label key={value} className="mem-rsp-choice">
              <input type="radio" name={name} value={value} checked={chosen === value} onChange={() => setChosen(value)} />
              <span>{value === 0 ? t('reality.off') : t('reality.every', { count: value })}</span>
            </label>
          ))}
        </fieldset>
        <div className="mem-rsp-actions">
          <Button type="submit" size="sm" loading={save.busy}>
            {t('reality.save')}
          </Button>
        </div>
      </form>
      <ActionError error={save.error} />
      <Outcome text={outcome} />
    </section>
  );
}
