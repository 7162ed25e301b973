import { api, EmptyState, LoadError, useApi, useTranslation } from '@suite/shared';
import { Pager, PeriodPicker, periodPickerProps, reportClass, toPeriodQuery } from '@suite/shared/reports';
import { useEffect, useId, useRef, useState } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { AGENT_PAGER } from '../../../components/report-look';
import { useTeamView } from '../hooks/use-team-view';
import { registerTeamTranslations, TEAM_NS } from '../i18n';
import { DownlineTable } from './DownlineTable';
import { TeamPath } from './TeamPath';
import { TeamSearch } from './TeamSearch';
import { TransferDialog } from './TransferDialog';
import '../../../components/form.css';
import '../team-management.css';

registerTeamTranslations();

const PAGE_SIZE = 20;
/** Where a downline account is registered (the centre's register page). */
const REGISTER_PATH = '/agent/agentRegister';

/**
 * Team management (agentTeamManagement): the direct downlines with their figures over the period
 * (api.downlines, paged); a downline with its own downlines opens them (the path above is the way
 * back), a search covers the whole team, and a direct downline can be sent money (TransferDialog).
 */
export default function TeamManagementPage() {
  const { t } = useTranslation(TEAM_NS);
  const view = useTeamView();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The view a drill-down, crumb or search asked for: its heading takes focus once its list is in.
  const [focusFor, setFocusFor] = useState<string | null>(null);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const query: api.DownlineQuery = {
    ...toPeriodQuery(view.range),
    pageNo: view.page,
    pageSize: PAGE_SIZE,
    ...(view.account ? { account: view.account } : view.parent ? { parent: view.parent } : {}),
  };
  const { data, error, loading, reload } = useApi(api.downlines, query);
  // After a transfer the same list reloads behind the dialog: it stays on screen (and the button that
  // opened the dialog, where focus returns) instead of a skeleton.
  const [refreshing, setRefreshing] = useState(false);
  if (refreshing && !loading) setRefreshing(false);
  const ready = (!loading || refreshing) && !error && data !== undefined;

  // After a drill-down, a crumb or a search, the new list's heading takes focus (the button pressed is gone).
  const viewKey = view.account ? `account:${view.account}` : `parent:${view.parent ?? ''}`;
  useEffect(() => {
    if (focusFor === viewKey && ready && !loading) {
      heading.current?.focus();
      setFocusFor(null);
    }
  }, [focusFor, viewKey, ready, loading]);
  const open = (owner: string | null) => {
    setFocusFor(`parent:${owner ?? ''}`);
    view.openParent(owner);
  };
  const search = (account: string) => {
    setFocusFor(account.trim() ? `account:${account.trim()}` : 'parent:');
    view.searchAccount(account);
  };

  const owner = data?.path.at(-1) ?? '';
  const title = view.account ? t('search.results', { account: view.account }) : t('caption.direct', { account: owner });
  const empty = view.account
    ? { title: t('empty.search', { account: view.account }), hint: t('empty.searchHint') }
    : data && data.path.length > 1
      ? { title: t('empty.below', { account: owner }) }
      : { title: t('empty.direct'), hint: t('empty.directHint'), action: { to: REGISTER_PATH, label: t('empty.register') } };

  return (
    <div className={`${reportClass.page} agt-team`}>
      <PeriodPicker {...periodPickerProps(view)} />
      <TeamSearch account={view.account} onSearch={search} />
      {error ? (
        <LoadError title={t('loadFailed')} message={error.message} retryLabel={t('retry')} onRetry={reload} />
      ) : !ready ? (
        <PageSkeleton rows={5} />
      ) : (
        <>
          {!view.account && <TeamPath path={data.path} onOpen={open} />}
          <h2 id={headingId} ref={heading} tabIndex={-1} className="agt-section-title">
            {title}
          </h2>
          {data.list.length > 0 ? (
            <>
              <DownlineTable labelledBy={headingId} rows={data.list} onOpen={open} onTransfer={setTransferTo} />
              <Pager {...AGENT_PAGER} page={view.page} totalPages={data.totalPages} onPage={view.choosePage} label={t('pages')} />
            </>
          ) : (
            <EmptyState {...empty} />
          )}
        </>
      )}
      {transferTo && (
        <TransferDialog
          account={transferTo}
          onClose={() => setTransferTo(null)}
          onTransferred={() => {
            setRefreshing(true);
            reload();
          }}
        />
      )}
    </div>
  );
}
