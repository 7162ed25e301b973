import { api, Card, useTranslation } from '@suite/shared';
import { useId, useState } from 'react';
import { RESPONSIBLE_NS } from '../i18n';
import { WindowLimit } from './WindowLimit';

const NO_LIMIT = { amount: null, used: '0.00', remaining: null, pending: null, setBy: null } as const;

/** Deposit, loss and wager limits, a card per kind with its three rolling windows (24 hours, 7 days, 30 days). */
export function LimitsSection({ limits: loaded, coolingOffHours }: { limits: api.GamblingLimit[]; coolingOffHours: number }) {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const headingId = useId();
  const [limits, setLimits] = useState(loaded);
  const find = (kind: api.LimitKind, window: api.LimitWindow): api.GamblingLimit =>
    limits.find((limit) => limit.kind === kind && limit.window === window) ?? { kind, window, ...NO_LIMIT };
  const replace = (next: api.GamblingLimit) =>
    setLimits((current) => [...current.filter((limit) => limit.kind !== next.kind || limit.window !== next.window), next]);

  return (
    <section className="mem-rsp-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="mem-rsp-panel__title">
        {t('limits.title')}
      </h2>
      <p className="mem-rsp-muted">{t('limits.hint', { hours: coolingOffHours })}</p>
      {api.LIMIT_KINDS.map((kind) => (
        <Card key={kind} as="section" flat padding="sm" className="mem-rsp-kind" aria-labelledby={`${headingId}-${kind}`}>
          <h3 id={`${headingId}-${kind}`} className="mem-rsp-kind__title">
            {t(`limits.kind.${kind}`)}
          </h3>
          <p className="mem-rsp-muted">{t(`limits.kindHint.${kind}`)}</p>
          <div className="mem-rsp-windows">
            {api.LIMIT_WINDOWS.map((window) => (
              <WindowLimit key={window} limit={find(kind, window)} coolingOffHours={coolingOffHours} onChange={replace} />
            ))}
          </div>
        </Card>
      ))}
    </section>
  );
}
