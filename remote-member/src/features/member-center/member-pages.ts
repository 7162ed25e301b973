/** Where the host mounts the member centre; a page is the last segment (`/member/withdraw`). */
export const MEMBER_CENTER_PATH = '/member';

/**
 * Feature switches that gate centre pages, read from the shared public state (referral:
 * availablePromo.REFERRAL.enabled, spec 1 §3); a page whose switch is off is "page not found".
 */
export type MemberFeature = 'enableReferral';
export type MemberFeatureFlags = Partial<Record<MemberFeature, boolean>>;

export interface MemberPageEntry {
  /** Spec page name: the URL segment and the i18n key `pages.<page>`. */
  readonly page: string;
  /**
   * playerRank is a centre page but not a menu entry (spec 2 §2 "Other pages"); feedback neither.
   * Those are linked under the menu.
   */
  readonly inMenu: boolean;
  readonly feature?: MemberFeature;
}

/** The personal centre pages in the spec's menu order (spec 1 §2, spec 2 §2), then ours (safer gambling). */
export const MEMBER_PAGES: readonly MemberPageEntry[] = [
  { page: 'securityCenter', inMenu: true },
  { page: 'transferFund', inMenu: true },
  { page: 'depositv2', inMenu: true },
  { page: 'withdraw', inMenu: true },
  { page: 'transferUpline', inMenu: true },
  { page: 'personalHistoryCopy', inMenu: true },
  { page: 'transactionHistory', inMenu: true },
  { page: 'personalProfit', inMenu: true },
  { page: 'bonusDetails', inMenu: true },
  { page: 'rewardCenter', inMenu: true },
  { page: 'referral', inMenu: true, feature: 'enableReferral' },
  { page: 'missionLeaderboard', inMenu: true },
  { page: 'messageV2', inMenu: true },
  { page: 'manualRebate', inMenu: true },
  // Ours, not the spec's (issue 24): after its 14 menu entries, whose order stays as the spec has it.
  { page: 'responsibleGambling', inMenu: true },
  { page: 'playerRank', inMenu: false },
  { page: 'feedback', inMenu: false },
];

export const DEFAULT_MEMBER_PAGE = 'securityCenter';

export function memberPageHref(page: string): string {
  return `${MEMBER_CENTER_PATH}/${page}`;
}

/** The page a path asks the centre for (the default for `/member`); undefined outside the centre. */
export function requestedMemberPage(path: string): string | undefined {
  if (path === MEMBER_CENTER_PATH) return DEFAULT_MEMBER_PAGE;
  if (path.startsWith(`${MEMBER_CENTER_PATH}/`)) return path.slice(MEMBER_CENTER_PATH.length + 1);
  return undefined;
}

/** The switches as the public state holds them. */
export function memberFeatureFlags(publicState: { availablePromo?: { REFERRAL?: { enabled?: boolean } } }): MemberFeatureFlags {
  return { enableReferral: publicState.availablePromo?.REFERRAL?.enabled === true };
}

/** Pages the flags make available; a page whose feature is off is treated as unknown. */
export function availableMemberPages(flags: MemberFeatureFlags): readonly MemberPageEntry[] {
  return MEMBER_PAGES.filter(({ feature }) => !feature || flags[feature] === true);
}
