import { Button, useTranslation } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { TEAM_NS } from '../i18n';

/** Search the whole team by account; the draft follows the search on screen (Back, Clear). */
export function TeamSearch({ account, onSearch }: { account: string | null; onSearch: (account: string) => void }) {
  const { t } = useTranslation(TEAM_NS);
  const [shown, setShown] = useState(account);
  const [draft, setDraft] = useState(account ?? '');
  if (shown !== account) {
    setShown(account);
    setDraft(account ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" className="agt-team-search" aria-label={t('search.label')} onSubmit={submit}>
      <TextField label={t('search.account')} value={draft} onChange={setDraft} hint={t('search.hint')} autoComplete="off" autoCapitalize="off" spellCheck={false} />
      <div className="agt-form__actions">
        <Button type="submit" variant="secondary">
          {t('search.submit')}
        </Button>
        {account && (
          <Button variant="ghost" onClick={() => onSearch('')}>
            {t('search.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
