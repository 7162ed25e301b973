import { Button, useTranslation } from '@suite/shared';
import { useId, useMemo, type RefObject } from 'react';
import type { CopyState } from '../hooks/use-copy';
import { REFERRAL_NS } from '../i18n';
import { qrMatrix } from '../qr-path';

interface InviteLinkProps {
  link: string;
  code: string;
  field: RefObject<HTMLInputElement | null>;
  copyState: CopyState;
  onCopy: () => void;
}

/** The invite link in a read-only field with Copy, the invite code, and the link as a QR code. */
export function InviteLink({ link, code, field, copyState, onCopy }: InviteLinkProps) {
  const { t } = useTranslation(REFERRAL_NS);
  const id = useId();
  const qr = useMemo(() => qrMatrix(link), [link]);
  return (
    <section className="mem-ref-panel mem-ref-invite" aria-labelledby={`${id}-title`}>
      <div className="mem-ref-invite__text">
        <h2 id={`${id}-title`} className="mem-ref-title">
          {t('link.title')}
        </h2>
        <label className="mem-ref-label" htmlFor={`${id}-link`}>
          {t('link.label')}
        </label>
        <div className="mem-ref-copy">
          <input
            ref={field}
            id={`${id}-link`}
            className="mem-ref-input"
            type="text"
            readOnly
            value={link}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={onCopy}>{t('link.copy')}</Button>
        </div>
        <p id={`${id}-hint`} className="mem-ref-muted">
          {t('link.hint')}
        </p>
        <p className="mem-ref-code">{t('link.code', { code })}</p>
        {/* Success is the kit's toast; the failure stays here, next to the selected field it explains. */}
        <p role="status" className="mem-ref-error">
          {copyState === 'failed' ? t('link.copyFailed') : ''}
        </p>
      </div>
      <svg
        className="mem-ref-qr"
        role="img"
        aria-label={t('link.qr')}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={160}
        height={160}
        shapeRendering="crispEdges"
      >
        {/* Dark on light whatever the theme: scanners need the contrast. */}
        <rect width={qr.size} height={qr.size} fill="#ffffff" />
        <path d={qr.path} fill="#000000" />
      </svg>
    </section>
  );
}
