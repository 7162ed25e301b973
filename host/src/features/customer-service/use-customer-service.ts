import { api, openServiceLink, openServicePopup, showDialog, useSession, type ServiceOpenResult } from '@suite/shared';
import { useCallback } from 'react';
import { HOST_NS } from '../../i18n';
import { useCachedCall } from '../../lib/use-cached-call';
import { CACHE_KEYS } from '../site-config/use-site-config';
import { chooseService, type ServiceChoice } from './service-choice';

/** Opens the chosen service; live chat in the 440x500 popup (opened inside the click, closed on failure). */
export async function openService(choice: ServiceChoice): Promise<ServiceOpenResult> {
  // The popup opens synchronously inside the click (before any await), so blockers let it through.
  const result = choice.kind === 'liveChat' ? await openServicePopup(choice.path) : openServiceLink(choice.path);
  if (result !== 'opened') {
    console.warn(`[suite] customer service could not be opened (${result})`);
    void showDialog({ message: { key: result === 'blocked' ? 'customerService.blocked' : 'customerService.failed', ns: HOST_NS } });
  }
  return result;
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
  const member = useCachedCall(api.memberInfo, undefined, { storageKey: null, enabled: session !== null, perLanguage: false });
  const rankLevel = session ? (member.data?.clubLabel?.rankLevel ?? null) : null;
  const choice = chooseService(links.data, rankLevel);
  const open = useCallback(() => {
    if (choice) void openService(choice);
  }, [choice]);
  return { choice, loading: links.loading && !links.data, open };
}
