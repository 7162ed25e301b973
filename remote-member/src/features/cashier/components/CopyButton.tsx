import { buttonClassName, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { CASHIER_NS } from '../i18n';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value with the Clipboard API; where it is missing or refused, says to copy by hand. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation(CASHIER_NS);
  const [state, setState] = useState<CopyState>('idle');
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return null;

  const copy = () => {
    clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <span className="mem-cashier-copy">
      <button type="button" className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-label={t('common.copyLabel', { what })} onClick={copy}>
        {t('common.copy')}
      </button>
      <span role="status" className="mem-cashier-muted">
        {state === 'copied' ? t('common.copied', { what }) : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </span>
  );
}
