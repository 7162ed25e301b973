/**
 * The VIP birthday bonus: on a member's birthday (UTC day; 29 February birthdays on 28 February in
 * other years) the birthday_bonus of the level they hold is credited as a bonus with its turnover
 * (vip-bonus.ts), once a year: a vip_birthday_bonus row per member and year, the journal reference
 * BD<member>-<year> unique in the ledger. A pass pays everybody whose birthday it is and who is not
 * paid yet; the API runs one at start and then every hour (createBirthdayJob), the operator may run
 * one at once (POST /admin/vip/birthday-pass, scripts/vip birthdays). Each member is paid in a
 * transaction of their own under the member row's lock, so passes of two processes pay once.
 */
import type { Language, Money } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { toCents } from '../../money/cents';
import { accountClosure } from '../responsible/exclusion-state';
import { creditVipBonus } from './vip-bonus';
import { sendVipNotice, vipBonusName } from './vip-messages';

export const VIP_BIRTHDAY_JOURNAL = 'vip_birthday';
export const BIRTHDAY_PASS_EVERY_MS = 60 * 60_000;

export const birthdayReference = (memberId: string, year: number) => `BD${memberId}-${year}`;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The UTC day of `now` and the birth month-days celebrated on it ('02-29' also on 28 February of a common year). */
export function birthdaysOn(now: Date): { day: string; year: number; monthDays: string[] } {
  const day = now.toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  const monthDay = day.slice(5);
  return { day, year, monthDays: monthDay === '02-28' && !isLeap(year) ? ['02-28', '02-29'] : [monthDay] };
}

export interface BirthdayPayment {
  account: string;
  level: number;
  amount: Money;
  turnover: Money;
}

export interface BirthdayPass {
  day: string;
  paid: BirthdayPayment[];
}

interface Candidate {
  member_id: string;
  account: string;
}

/** Pays every member whose birthday is today and who has not had this year's bonus. */
export async function runBirthdayPass(db: Database, now: Date): Promise<BirthdayPass> {
  const { day, year, monthDays } = birthdaysOn(now);
  const { rows } = await db.query<Candidate>(
    `SELECT m.id AS member_id, m.account FROM member m
      WHERE m.birth_date IS NOT NULL AND to_char(m.birth_date, 'MM-DD') = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM vip_birthday_bonus b WHERE b.member_id = m.id AND b.year = $2)
      ORDER BY m.id`,
    [monthDays, year],
  );
  const paid: BirthdayPayment[] = [];
  for (const candidate of rows) {
    const payment = await db.transaction((tx) => payBirthday(tx, candidate, year));
    if (payment) paid.push(payment);
  }
  return { day, paid };
}

/** One member's bonus of `year`, when their level has one and it is not paid yet (checked under the member's lock). */
async function payBirthday(tx: Queryable, candidate: Candidate, year: number): Promise<BirthdayPayment | null> {
  await tx.query('SELECT 1 FROM member WHERE id = $1 FOR UPDATE', [candidate.member_id]);
  // Safer gambling (docs/safer-gambling.md): a member on a time-out or self-exclusion gets no inducement.
  if (await accountClosure(tx, candidate.member_id)) return null;
  const { rows } = await tx.query<{ language: Language; level: number; name_es: string; name_en: string; amount: string; multiplier: string }>(
    `SELECT m.language, r.level, r.name_es, r.name_en, r.birthday_bonus::text AS amount, r.bonus_turnover_multiplier::text AS multiplier
       FROM member m
       JOIN LATERAL (SELECT * FROM vip_rank r WHERE r.level <= m.club_rank_level ORDER BY r.level DESC LIMIT 1) r ON TRUE
      WHERE m.id = $1`,
    [candidate.member_id],
  );
  const row = rows[0];
  if (!row || row.level === 0 || toCents(row.amount) <= 0n) return null;
  const done = await tx.query('SELECT 1 FROM vip_birthday_bonus WHERE member_id = $1 AND year = $2', [candidate.member_id, year]);
  if (done.rows.length > 0) return null;
  const levelName = row.language === 'en' ? row.name_en : row.name_es;
  const credited = await creditVipBonus(tx, {
    kind: VIP_BIRTHDAY_JOURNAL,
    reference: birthdayReference(candidate.member_id, year),
    memberId: candidate.member_id,
    amount: row.amount,
    multiplier: row.multiplier,
    name: vipBonusName('birthday', row.language, { year }),
  });
  await tx.query('INSERT INTO vip_birthday_bonus (member_id, year, level, amount, journal_id, bonus_id) VALUES ($1, $2, $3, $4::numeric, $5, $6)', [
    candidate.member_id,
    year,
    row.level,
    row.amount,
    credited.journalId,
    credited.bonusId,
  ]);
  await sendVipNotice(tx, candidate.member_id, row.language, 'birthday', { bonus: row.amount, name: `${levelName} (VIP ${row.level})`, turnover: credited.turnover });
  return { account: candidate.account, level: row.level, amount: row.amount, turnover: credited.turnover };
}

export interface BirthdayJob {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A pass now and then every `everyMs`; passes never overlap in one process; a failed pass is logged and retried at the next tick. */
export function createBirthdayJob({
  db,
  now,
  everyMs = BIRTHDAY_PASS_EVERY_MS,
  onError,
}: {
  db: Database;
  now: () => Date;
  everyMs?: number;
  onError: (error: unknown) => void;
}): BirthdayJob {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return running;
    running = runBirthdayPass(db, now())
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    async start() {
      timer = setInterval(() => void pass(), everyMs);
      // The job alone must not keep a process (or a test run) alive.
      timer.unref();
      await pass();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
