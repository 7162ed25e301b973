import { api, decryptServiceUrl, openServiceLink, openServicePopup, showDialog, useSession, type ServiceOpenResult } from '@suite/shared';
import { useCallback } from 'react';
import { HOST_NS } from '../../i18n';
import { useCachedCall } from '../../lib/use-cached-call';
import { useMemberCallsReady } from '../session/password-change-gate';
import { CACHE_KEYS } from '../site-config/use-site-config';
import { openChatRoom } from './chat-room-store';
import { chooseService, type ServiceChoice } from './service-choice';

/** 'inPage': the popup was blocked, so the live chat opened in the page's chat room modal instead. */
export type ServiceOutcome = ServiceOpenResult | 'inPage';

/**
 * Opens the chosen service: live chat in the 440x500 popup (opened inside the click, closed on
 * failure), or in the chat room modal when the browser blocks the popup; other services in a new tab.
 */
export async function openService(choice: ServiceChoice): Promise<ServiceOutcome> {
  // The popup opens synchronously inside the click (before any await), so blockers let it through.
  const result = choice.kind === 'liveChat' ? await openServicePopup(choice.path) : openServiceLink(choice.path);
  if (result === 'opened') return result;
  if (result === 'blocked') {
    const url = await decryptServiceUrl(choice.path);
    if (url) {
      openChatRoom(url);
      return 'inPage';
    }
  }
  console.warn(`[suite] customer service could not be opened (${result})`);
  void showDialog({ message: { key: 'customerService.failed', ns: HOST_NS } });
  return result === 'blocked' ? 'invalid' : result;
}

export interface CustomerService {
  choice: ServiceChoice | null;
  loading: boolean;
  open: () => void;
}

/** The service link list and the member's rank decide what the customer-service button opens. */
export function useCustomerService(): CustomerService {
  const session = useSession();
  const links = useCachedCall(api.customerServiceList, undefined, { storageKey: CACHE_KEYS.customerService, perLanguage: false });
  // Not while the session must change its password first (issue 26 #12: the API refuses it then).
  const member = useCachedCall(api.memberInfo, undefined, { storageKey: null, enabled: useMemberCallsReady(), perLanguage: false });
  const rankLevel = session ? (member.data?.clubLabel?.rankLevel ?? null) : null;
  const choice = chooseService(links.data, rankLevel);
  const open = useCallback(() => {
    if (choice) void openService(choice);
  }, [choice]);
  return { choice, loading: links.loading && !links.data, open };
}
