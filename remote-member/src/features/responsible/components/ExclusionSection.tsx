import { api, Button, Modal, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { RESPONSIBLE_NS } from '../i18n';
import { ExclusionEffects } from './ExclusionEffects';
import { ExclusionForm } from './ExclusionForm';

type Period = api.TimeOutPeriod | api.SelfExclusionPeriod;

const PERIODS: Record<api.ExclusionKind, readonly Period[]> = {
  timeOut: api.TIME_OUT_PERIODS,
  selfExclusion: api.SELF_EXCLUSION_PERIODS,
};

/**
 * A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years): the period, what happens,
 * and a dialog that asks for the login password before it starts.
 */
export function ExclusionSection({ kind }: { kind: api.ExclusionKind }) {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const headingId = useId();
  const name = useId();
  const periods = PERIODS[kind];
  const [period, setPeriod] = useState<Period>(periods[0] ?? '24h');
  const [asking, setAsking] = useState(false);

  return (
    <section className="mem-rsp-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="mem-rsp-panel__title">
        {t(`exclusion.${kind}.title`)}
      </h2>
      <p className="mem-rsp-muted">{t(`exclusion.${kind}.hint`)}</p>
      <fieldset className="mem-rsp-choices">
        <legend className="mem-rsp-choices__legend">{t(`exclusion.${kind}.legend`)}</legend>
        {periods.map((value) => (
          <label key={value} className="mem-rsp-choice">
            <input type="radio" name={name} value={value} checked={period === value} onChange={() => setPeriod(value)} />
            <span>{t(`exclusion.period.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <ExclusionEffects kind={kind} />
      <div className="mem-rsp-actions">
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t(`exclusion.${kind}.start`)}
        </Button>
      </div>
      <Modal open={asking} role="alertdialog" title={t(`exclusion.${kind}.dialog`)} onClose={() => setAsking(false)} lockScroll className="mem-rsp-dialog">
        <ExclusionForm kind={kind} period={period} onCancel={() => setAsking(false)} />
      </Modal>
    </section>
  );
}
