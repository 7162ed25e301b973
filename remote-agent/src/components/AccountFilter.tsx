import { Button, useSearchParams, useTranslation } from '@suite/shared';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { AGENT_KIT_NS, registerAgentKitTranslations } from './i18n';
import './form.css';
import './list-kit.css';

registerAgentKitTranslations();

const KEY = 'account';
const MAX_ACCOUNT = 64;

/** One team member's account kept in the URL (`account=`), for the team reports; a change goes back to page 1. */
export function useAccountFilter(): { account: string | null; chooseAccount: (account: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const value = params.get(KEY)?.trim() ?? '';
  const account = value !== '' && value.length <= MAX_ACCOUNT ? value : null;
  const chooseAccount = useCallback(
    (next: string | null) => {
      const changed = new URLSearchParams(params);
      if (next) changed.set(KEY, next);
      else changed.delete(KEY);
      changed.delete('page');
      if (changed.toString() !== params.toString()) setParams(changed);
    },
    [params, setParams],
  );
  return { account, chooseAccount };
}

/** A search form for one account of the team, and a way back to everyone. */
export function AccountFilter({ account, onAccount }: { account: string | null; onAccount: (account: string | null) => void }) {
  const { t } = useTranslation(AGENT_KIT_NS);
  const id = useId();
  const [draft, setDraft] = useState(account ?? '');
  const [shown, setShown] = useState(account);
  // Follows the URL (Back, a cleared filter) without remounting the field.
  if (shown !== account) {
    setShown(account);
    setDraft(account ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    onAccount(value === '' ? null : value);
  };
  return (
    <form role="search" className="agt-account-filter" aria-label={t('accountFilter.label')} onSubmit={submit}>
      <div className="agt-account-filter__field">
        <label htmlFor={`${id}-account`}>{t('accountFilter.field')}</label>
        <input id={`${id}-account`} className="agt-control" type="search" autoComplete="off" maxLength={MAX_ACCOUNT} value={draft} onChange={(event) => setDraft(event.target.value)} />
      </div>
      <Button type="submit" variant="secondary">
        {t('accountFilter.apply')}
      </Button>
      {account && (
        <>
          <Button variant="ghost" onClick={() => onAccount(null)}>
            {t('accountFilter.clear')}
          </Button>
          <p className="agt-account-filter__active">{t('accountFilter.active', { account })}</p>
        </>
      )}
    </form>
  );
}
