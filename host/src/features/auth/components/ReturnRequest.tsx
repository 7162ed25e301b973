import { api, Button, callApi, formatClock, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { HOST_NS } from '../../../i18n';
import { errorMessage } from '../login-failure';
import '../auth-part-texts';

/**
 * After a self-exclusion ended, the login form offers to ask to come back (issue 24,
 * docs/safer-gambling.md): the account opens 24 hours after the request, with the same credentials.
 */
export function ReturnRequest({ username, password }: { username: string; password: string }) {
  const { t } = useTranslation(HOST_NS);
  const [busy, setBusy] = useState(false);
  const [opensAt, setOpensAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await callApi(api.requestReturn, { username, password });
      setOpensAt(answer.opensAt);
    } catch (error) {
      const message = errorMessage(error);
      setFailure(typeof message === 'string' ? message : t(message.key));
    } finally {
      setBusy(false);
    }
  };

  if (opensAt) {
    return (
      <p className="acc-return" role="status">
        {t('auth.return.asked', { at: formatClock(opensAt) })}
      </p>
    );
  }
  return (
    <div className="acc-return">
      <p>{t('auth.return.lead')}</p>
      <Button variant="secondary" loading={busy} onClick={() => void ask()}>
        {t('auth.return.ask')}
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
