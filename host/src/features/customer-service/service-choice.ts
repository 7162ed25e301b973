import { api } from '@suite/shared';

/** VIP customer service is for members above this rank level (spec 1 §2). */
export const VIP_RANK_ABOVE = 4;

export type ServiceChoice =
  | { kind: 'vip'; path: string }
  | { kind: 'liveChat'; path: string }
  | { kind: 'link'; path: string };

/**
 * Which service the customer-service button opens: VIP service for a rank level above 4 (when the
 * site has one), otherwise live chat (the encrypted type-3 entry), otherwise a plain service link.
 * Entries of the right bar (csPosition 1) are preferred over the member centre's.
 */
export function chooseService(links: readonly api.CustomerServiceLink[] | undefined, rankLevel: number | null): ServiceChoice | null {
  const list = [...(links ?? [])].filter((link) => link.path).sort((a, b) => Number(a.csPosition !== 1) - Number(b.csPosition !== 1));
  const find = (csType: number) => list.find((link) => link.csType === csType);
  const vip = find(api.CS_TYPE.vip);
  if (vip && rankLevel !== null && rankLevel > VIP_RANK_ABOVE) return { kind: 'vip', path: vip.path };
  const liveChat = find(api.CS_TYPE.liveChat);
  if (liveChat) return { kind: 'liveChat', path: liveChat.path };
  const link = find(api.CS_TYPE.link);
  return link ? { kind: 'link', path: link.path } : null;
}
