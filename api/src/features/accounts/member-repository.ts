/** Members as the accounts features read and write them (table member, wallets for the balance). */
import { randomBytes } from 'node:crypto';
import { type AgentFlag, type Language, MAIN_WALLET } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { houseAccount, memberAccount, postJournal, resolveAccounts } from '../../ledger/ledger';
import { negate, toSignedCents } from '../../money/cents';
import type { PhoneNumber } from './phone';

export interface MemberRecord {
  id: string;
  account: string;
  passwordHash: string;
  nickname: string;
  isAgent: AgentFlag;
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  payeeName: string | null;
  language: Language;
  firstTimeLogin: boolean;
  passwordChangedAt: Date;
  passwordExpiresAt: Date | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: Date | null;
  clubLabelName: string;
  clubRankLevel: number;
  clubLabelColor: string;
  memberLabels: string[];
  iconUrl: string | null;
  avatarUrl: string | null;
  referralCode: string;
  uplineId: string | null;
  createdAt: Date;
  /** Registered by its agent with an initial password: the first password login must change it. */
  mustChangePassword: boolean;
}

const COLUMNS = `id, account, password_hash AS "passwordHash", nickname, is_agent AS "isAgent",
  country_dialing_code AS "countryDialingCode", mobile_num AS "mobileNum", email, payee_name AS "payeeName",
  language, first_time_login AS "firstTimeLogin", password_changed_at AS "passwordChangedAt",
  password_expires_at AS "passwordExpiresAt", temp_password_hash AS "tempPasswordHash",
  temp_password_expires_at AS "tempPasswordExpiresAt", club_label_name AS "clubLabelName",
  club_rank_level AS "clubRankLevel", club_label_color AS "clubLabelColor", member_labels AS "memberLabels",
  icon_url AS "iconUrl", avatar_url AS "avatarUrl", referral_code AS "referralCode", upline_id AS "uplineId",
  created_at AS "createdAt", must_change_password AS "mustChangePassword"`;

async function one(db: Queryable, where: string, params: unknown[]): Promise<MemberRecord | null> {
  const { rows } = await db.query<MemberRecord>(`SELECT ${COLUMNS} FROM member WHERE ${where}`, params);
  return rows[0] ?? null;
}

export function findMemberById(db: Queryable, id: string): Promise<MemberRecord | null> {
  return one(db, 'id = $1', [id]);
}

/** Case-insensitive. */
export function findMemberByAccount(db: Queryable, account: string): Promise<MemberRecord | null> {
  return one(db, 'lower(account) = lower($1)', [account.trim()]);
}

export function findMemberByPhone(db: Queryable, phone: PhoneNumber): Promise<MemberRecord | null> {
  return one(db, 'country_dialing_code = $1 AND mobile_num = $2', [phone.countryDialingCode, phone.mobileNum]);
}

export async function accountExists(db: Queryable, account: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM member WHERE lower(account) = lower($1)', [account]);
  return rows.length > 0;
}

export async function phoneExists(db: Queryable, phone: PhoneNumber): Promise<boolean> {
  return (await findMemberByPhone(db, phone)) !== null;
}

/** An invite code: 8 characters without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface NewMember {
  account: string;
  passwordHash: string;
  isAgent: AgentFlag;
  nickname?: string;
  phone?: PhoneNumber | null;
  email?: string | null;
  payeeName?: string | null;
  qqNum?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  idNumber?: string | null;
  recommenderId?: string | null;
  paymentPasswordHash?: string | null;
  uplineId?: string | null;
  affiliateCode?: string | null;
  referredBy?: string | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
  registerDomain?: string | null;
  registerIp?: string | null;
  language?: Language;
  passwordChangedAt: Date;
  passwordExpiresAt: Date | null;
  clubLabelName?: string;
  clubRankLevel?: number;
  clubLabelColor?: string;
  memberLabels?: string[];
  avatarUrl?: string | null;
  /** The main wallet's opening balance ('0.00'). */
  balance: string;
}

/** Inserts the member and its main wallet; returns the id. Unique violations (23505) are the caller's. */
export async function insertMember(tx: Queryable, member: NewMember): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO member (account, password_hash, is_agent, nickname, country_dialing_code, mobile_num, email,
        payee_name, qq_num, line, whatsapp, facebook, wechat, id_number, recommender_id, payment_password_hash,
        upline_id, affiliate_code, referral_code, referred_by, register_method, register_url, register_domain,
        register_ip, language, password_changed_at, password_expires_at, club_label_name, club_rank_level,
        club_label_color, member_labels, avatar_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
        $23, $24, $25, $26, $27, $28, $29, $30, $31::text[], $32)
     RETURNING id`,
    [
      member.account,
      member.passwordHash,
      member.isAgent,
      member.nickname ?? member.account,
      member.phone?.countryDialingCode ?? null,
      member.phone?.mobileNum ?? null,
      member.email ?? null,
      member.payeeName ?? null,
      member.qqNum ?? null,
      member.line ?? null,
      member.whatsapp ?? null,
      member.facebook ?? null,
      member.wechat ?? null,
      member.idNumber ?? null,
      member.recommenderId ?? null,
      member.paymentPasswordHash ?? null,
      member.uplineId ?? null,
      member.affiliateCode ?? null,
      newReferralCode(),
      member.referredBy ?? null,
      member.registerMethod ?? null,
      member.registerUrl ?? null,
      member.registerDomain ?? null,
      member.registerIp ?? null,
      member.language ?? 'es',
      member.passwordChangedAt,
      member.passwordExpiresAt,
      member.clubLabelName ?? '',
      member.clubRankLevel ?? 0,
      member.clubLabelColor ?? '#8a8a8a',
      member.memberLabels ?? [],
      member.avatarUrl ?? null,
    ],
  );
  const id = (rows[0] as { id: string }).id;
  await openMainWallet(tx, id, member.balance);
  return id;
}

export async function setPassword(
  db: Queryable,
  memberId: string,
  passwordHash: string,
  changedAt: Date,
  expiresAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE member SET password_hash = $2, password_changed_at = $3, password_expires_at = $4,
        temp_password_hash = NULL, temp_password_expires_at = NULL, must_change_password = FALSE
      WHERE id = $1`,
    [memberId, passwordHash, changedAt, expiresAt],
  );
}

/** A password whose cost is out of date is replaced by a new hash of the same password. */
/**
 * A stronger hash of the same password (re-hash at login). With `previousHash`, only while that is
 * still the stored one: a password changed meanwhile is never put back.
 */
export async function replacePasswordHash(db: Queryable, memberId: string, passwordHash: string, previousHash?: string): Promise<void> {
  if (previousHash === undefined) await db.query('UPDATE member SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
  else await db.query('UPDATE member SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [memberId, passwordHash, previousHash]);
}

export async function setTempPassword(db: Queryable, memberId: string, hash: string, expiresAt: Date): Promise<void> {
  await db.query('UPDATE member SET temp_password_hash = $2, temp_password_expires_at = $3 WHERE id = $1', [memberId, hash, expiresAt]);
}

export async function markLoggedIn(db: Queryable, memberId: string): Promise<void> {
  await db.query('UPDATE member SET first_time_login = FALSE WHERE id = $1 AND first_time_login', [memberId]);
}

export async function setLanguage(db: Queryable, memberId: string, language: Language): Promise<void> {
  await db.query('UPDATE member SET language = $2 WHERE id = $1', [memberId, language]);
}

/** Postgres unique violation (account or mobile taken by a concurrent registration). */
export function uniqueViolation(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unique') : null;
}

/** The member's main wallet (a ledger account), opened with a starting balance (seeds, trial accounts). */
async function openMainWallet(tx: Queryable, memberId: string, opening: string | undefined): Promise<void> {
  if (opening === undefined || toSignedCents(opening) === 0n) {
    await resolveAccounts(tx, [memberAccount(memberId, MAIN_WALLET)]);
    return;
  }
  await postJournal(tx, {
    kind: 'opening',
    reference: `O${memberId}`,
    memberId,
    legs: [
      { account: houseAccount('OPENING'), amount: negate(opening), entryType: 'adjustment' },
      { account: memberAccount(memberId, MAIN_WALLET), amount: opening, entryType: 'adjustment' },
    ],
  });
}
