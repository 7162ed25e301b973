import { loadMemberInfo, loadSiteSwitches, refreshBalance, refreshPublicState, refreshUnreadCount, useSession } from '@suite/shared';
import { useEffect } from 'react';

/**
 * On page load and on every new session: the white-label switches, and for a member the member
 * info, balance and unread message count (spec 1 §7: fetched on load when a token is present).
 */
export function useSessionBootstrap(): void {
  const token = useSession()?.token ?? null;
  useEffect(() => {
    void loadSiteSwitches();
  }, []);
  useEffect(() => {
    if (!token) return;
    void loadMemberInfo();
    void refreshBalance();
    void refreshUnreadCount();
    void refreshPublicState();
  }, [token]);
}
