import { Button, useTranslation } from '@suite/shared';
import { useId, useRef } from 'react';
import { useCopy } from '../hooks/use-copy';
import { HOME_NS } from '../i18n';
import { JOIN_PATH } from '../contract-pages';

/** The /join link that carries the code (absolute: it is given to people outside the site). */
export function joinLink(code: string, origin: string = window.location.origin): string {
  const url = new URL(JOIN_PATH, origin);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The agent's affiliate code and its /join link, each in a read-only field with a copy button. */
export function AffiliatePanel({ code }: { code: string | null }) {
  const { t } = useTranslation(HOME_NS);
  const id = useId();
  return (
    <section className="agt-home__panel" aria-labelledby={id}>
      <h2 id={id}>{t('affiliate.title')}</h2>
      {code === null ? (
        <p className="agt-muted">{t('affiliate.none')}</p>
      ) : (
        <>
          <CopyField label={t('affiliate.code')} value={code} copyLabel={t('affiliate.copyCode')} />
          <CopyField label={t('affiliate.link')} value={joinLink(code)} copyLabel={t('affiliate.copyLink')} hint={t('affiliate.linkHint')} />
        </>
      )}
    </section>
  );
}

function CopyField({ label, value, copyLabel, hint }: { label: string; value: string; copyLabel: string; hint?: string }) {
  const { t } = useTranslation(HOME_NS);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopy(field);
  return (
    <div className="agt-field">
      <label className="agt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="agt-copy">
        <input
          ref={field}
          id={id}
          className="agt-field__input agt-copy__input"
          readOnly
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="agt-field__hint">
          {hint}
        </p>
      )}
      {/* Success is the kit's toast; a failure stays here, next to the field left selected. */}
      <p role="status" className="agt-field__error">
        {state === 'failed' ? t('affiliate.copyFailed') : ''}
      </p>
    </div>
  );
}
