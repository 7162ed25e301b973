import { api, Button, showDialog, useTranslation, type ApiError } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { useCall } from '../hooks/use-call';
import { useEndSession } from '../hooks/use-end-session';
import { RESPONSIBLE_NS } from '../i18n';
import { formatSiteTime } from '../site-time';
import { ExclusionEffects } from './ExclusionEffects';
import { ActionError, TextField } from './FormParts';

/** The refusal names the password (a wrong one): shown under the field rather than above the buttons. */
function refusesPassword(error: ApiError | undefined): boolean {
  const value = error?.value;
  return typeof value === 'object' && value !== null && (value as { field?: unknown }).field === 'password';
}

interface ExclusionFormProps {
  kind: api.ExclusionKind;
  period: api.TimeOutPeriod | api.SelfExclusionPeriod;
  onCancel: () => void;
}

/**
 * The confirmation of a time-out or a self-exclusion, with the login password. Once it has started the
 * server has ended every session: the end date is shown (the shared dialog, which stays through the
 * navigation), the session is cleared here and the player lands on home.
 */
export function ExclusionForm({ kind, period, onCancel }: ExclusionFormProps) {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const start = useCall(api.startExclusion);
  const endSession = useEndSession();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setFieldError(t('exclusion.passwordRequired'));
      return;
    }
    setFieldError(undefined);
    const result = await start.send({ kind, period, password });
    if (!result) return;
    void showDialog({
      title: { key: `exclusion.${result.kind}.doneTitle`, ns: RESPONSIBLE_NS },
      message: { key: `exclusion.${result.kind}.done`, ns: RESPONSIBLE_NS, params: { end: formatSiteTime(result.endsAt) } },
    });
    endSession();
  };

  const passwordRefused = refusesPassword(start.error);
  return (
    <form className="mem-rsp-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="mem-rsp-dialog__summary">{t(`exclusion.${kind}.summary`, { period: t(`exclusion.period.${period}`) })}</p>
      <ExclusionEffects kind={kind} />
      <TextField
        label={t('exclusion.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setFieldError(undefined);
        }}
        error={fieldError ?? (passwordRefused ? start.error?.message : undefined)}
        hint={t('exclusion.passwordHint')}
      />
      <ActionError error={passwordRefused ? undefined : start.error} />
      <div className="mem-rsp-actions">
        <Button type="submit" variant="primary" loading={start.busy}>
          {t(`exclusion.${kind}.confirm`)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={start.busy}>
          {t('exclusion.cancel')}
        </Button>
      </div>
    </form>
  );
}
