import { useSearchParams } from '@suite/shared';
import { useRecordSearch, withChanges } from '@suite/shared/reports';
import { useCallback } from 'react';

/** An account as the URL may carry it: trimmed, at most 64 characters, else none. */
function accountParam(value: string | null): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || trimmed.length > 64 ? null : trimmed;
}

/**
 * What the team list shows, kept in the URL query so Back undoes a drill-down or a search: the period
 * and page (the report kit's), `parent` (whose direct downlines; none: the agent's own) and `account`
 * (a search of the whole team, which replaces the drill-down).
 */
export function useTeamView() {
  const search = useRecordSearch();
  const [params, setParams] = useSearchParams();
  const parent = accountParam(params.get('parent'));
  const account = accountParam(params.get('account'));

  const change = useCallback(
    (changes: Record<string, string | null>) => {
      const next = withChanges(params, changes);
      if (next.toString() !== params.toString()) setParams(next);
    },
    [params, setParams],
  );
  /** Lists `owner`'s direct downlines (null: the agent's own). */
  const openParent = useCallback((owner: string | null) => change({ parent: owner, account: null, page: null }), [change]);
  const searchAccount = useCallback((text: string) => change({ account: accountParam(text), parent: null, page: null }), [change]);

  return { ...search, parent: account ? null : parent, account, openParent, searchAccount };
}
