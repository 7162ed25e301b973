/**
 * Promotions (/promotions, /promoDetail; spec 2 §2 "other screens implied", §4 activity statuses, §5
 * activity application; issue 22). Paths and shapes not shown by the spec: ours (docs/promotions.md).
 * The raffle claim is the spec's MCS2_claimRafflePromotion (common.ts) with the promotion's id; the
 * winner board is `winnerBoard` (common.ts). Rich text (content, terms) is the operator's HTML:
 * sanitised on display (SafeHtml), as notices are.
 */
import type { IsoDateTime, Money, Page, PageQuery } from './common';
import { endpoint } from './endpoint';

/** The tabs of /promotions, in order ('all' is the page's own tab). */
export const PROMOTION_CATEGORIES = ['newcomer', 'casino', 'sports', 'lottery', 'special'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** The one thing a promotion asks of a member: join it, apply (activity application), claim its raffle prize, or nothing. */
export type PromotionAction = 'join' | 'apply' | 'claim' | 'none';

/** From the promotion's period: before it (coming soon), inside it (process), after it (closed). */
export type PromotionPeriodStatus = 'comingSoon' | 'process' | 'closed';
/** Where the caller stands with it: applied and waiting (applying), rejected, approved (issued), its reward claimed, joined. */
export type ActivityMemberStatus = 'applying' | 'rejected' | 'issued' | 'claimed' | 'joined';
/** Spec 2 §4 activity status: applying, rejected, issued, claimed, joined, process, closed, coming soon. */
export type ActivityStatus = ActivityMemberStatus | PromotionPeriodStatus;
export const ACTIVITY_STATUSES: readonly ActivityStatus[] = ['applying', 'rejected', 'issued', 'claimed', 'joined', 'process', 'closed', 'comingSoon'];

/** Spec 2 §5 / §9: the application's comment (characters as the member counts them: an emoji is one). */
export const ACTIVITY_COMMENT_MAX = 140;
/** Spec 2 §5: png or jpg images, at most 3, at most 5 MB each (decoded). */
export const ACTIVITY_MAX_IMAGES = 3;
export const ACTIVITY_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Spec 2 §5: 'I am 18 years old and agree to accept'. */
export const ACTIVITY_MIN_AGE = 18;

export interface PromotionSummary {
  id: string;
  title: string;
  category: PromotionCategory;
  imageUrl: string;
  /** null: no start (always begun) / no end (open-ended). */
  startsAt: IsoDateTime | null;
  endsAt: IsoDateTime | null;
  periodStatus: PromotionPeriodStatus;
  action: PromotionAction;
  /** The caller's standing (null for a visitor or when none). */
  memberStatus: ActivityMemberStatus | null;
  /** What the card shows: the member's standing, else the period's. */
  status: ActivityStatus;
}

export interface PromotionListQuery {
  /** One tab; left out: every category. */
  category?: PromotionCategory;
}
export interface PromotionList {
  /** In process first, then coming soon, then closed; the operator's order inside each. */
  list: PromotionSummary[];
  /** Categories that have at least one promotion (the tabs to show after 'all'). */
  categories: PromotionCategory[];
}
/** Open to visitors; with a token, each promotion carries the caller's standing. */
export const promotionList = endpoint<PromotionListQuery, PromotionList>({
  method: 'GET',
  path: '/wps/promotions',
  auth: false,
  encrypted: false,
});

export type ApplicationStatus = 'applying' | 'rejected' | 'issued' | 'claimed';
export interface ActivityApplication {
  applicationId: string;
  status: ApplicationStatus;
  comment: string;
  imageCount: number;
  createdAt: IsoDateTime;
  decidedAt: IsoDateTime | null;
  /** The operator's reason of a rejection. */
  rejectReason: string | null;
  /** The reward an approval issued (reward centre). */
  rewardId: string | null;
}

export interface PromotionDetailQuery {
  id: string;
}
export interface PromotionDetail extends PromotionSummary {
  /** Operator rich text (sanitised on display). */
  content: string;
  terms: string;
  /** apply: the bonus an approval issues; claim: the raffle prize; null otherwise. */
  rewardAmount: Money | null;
  /** Valid bets asked before a withdrawal: amount x multiplier; null when none. */
  turnoverMultiplier: string | null;
  /** The caller's latest application (apply promotions), null otherwise. */
  application: ActivityApplication | null;
}
/** Refusal (404, value.code promotionNotFound) for an unknown id. */
export const promotionDetail = endpoint<PromotionDetailQuery, PromotionDetail>({
  method: 'GET',
  path: '/wps/promotions/detail',
  auth: false,
  encrypted: false,
});

export interface JoinPromotionRequest {
  promotionId: string;
}
export interface JoinPromotionResult {
  promotionId: string;
  memberStatus: 'joined';
}
/**
 * Joins a 'join' promotion in process (joining again answers the same). Refusals (HTTP 200, success
 * false, value.code): promotionNotFound, promotionNotOpen, promotionWrongAction.
 */
export const joinPromotion = endpoint<JoinPromotionRequest, JoinPromotionResult>({
  method: 'POST',
  path: '/wps/promotions/join',
  auth: true,
  encrypted: false,
});

export interface ApplyPromotionRequest {
  promotionId: string;
  /** 1 to ACTIVITY_COMMENT_MAX characters; never cut: a longer one is refused. */
  comment: string;
  /** Data URLs of png or jpeg (the API reads the type from the bytes), at most ACTIVITY_MAX_IMAGES of ACTIVITY_MAX_IMAGE_BYTES. */
  images?: string[];
  /** 'I am 18 years old and agree to accept': must be true. */
  ageConfirmed: boolean;
}
/**
 * An activity application for an 'apply' promotion in process. Bad input: a translated 400 with
 * value.code commentRequired, commentTooLong ({ max }), tooManyImages ({ max }), imageTooLarge
 * ({ mb, position }), notAnImage ({ position }), ageNotConfirmed. Refusals (HTTP 200, success false):
 * promotionNotFound, promotionNotOpen, promotionWrongAction, alreadyApplied.
 */
export const applyPromotion = endpoint<ApplyPromotionRequest, ActivityApplication>({
  method: 'POST',
  path: '/wps/promotions/apply',
  auth: true,
  encrypted: false,
});

/** One of the caller's activity applications, with its promotion (My applications on /promotions). */
export interface MyApplication extends ActivityApplication {
  promotionId: string;
  /** In the request's language. */
  promotionTitle: string;
}
export const MY_APPLICATIONS_MAX_PAGE_SIZE = 50;
/** The caller's applications, newest first (pageSize 1..50, default 10). */
export const myApplications = endpoint<PageQuery, Page<MyApplication>>({
  method: 'GET',
  path: '/wps/promotions/applications',
  auth: true,
  encrypted: false,
});

export interface MyApplicationImageQuery {
  applicationId: string;
  /** 1..ACTIVITY_MAX_IMAGES (imageCount of the application). */
  position: number;
}
export interface ApplicationImage {
  mime: 'image/png' | 'image/jpeg';
  /** The image as sent, as a data URL (shown as a thumbnail; the page loads one at a time). */
  dataUrl: string;
}
/** One image of one of the caller's own applications; another member's or a missing one: 404 (value.code imageNotFound). */
export const myApplicationImage = endpoint<MyApplicationImageQuery, ApplicationImage>({
  method: 'GET',
  path: '/wps/promotions/applications/image',
  auth: true,
  encrypted: false,
});
