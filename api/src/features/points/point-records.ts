/**
 * Points details (ODSFE2_MemTransDet, spec 2 §3): every posting of the member's points account with
 * its journal: points, amount, type, status, time, change, balance, remark, ratio. A redeem's line
 * carries the redeem's own status (in process, approved, rejected); every other line is done.
 */
import type { Language, Page, PointRecord, PointRecordQuery, PointRecordType, RedeemStatus } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { MEMBER_POINTS_WALLET } from '../../ledger/ledger';

const TYPE_OF_KIND: Record<string, PointRecordType> = {
  earn_round: 'earnRound',
  earn_lottery: 'earnLottery',
  redeem_hold: 'redeem',
  redeem_returned: 'redeemReturned',
  convert: 'convert',
  adjustment: 'adjustment',
};
const KINDS_OF_TYPE = Object.fromEntries(Object.entries(TYPE_OF_KIND).map(([kind, type]) => [type, kind])) as Record<PointRecordType, string>;

const REMARKS: Record<PointRecordType, Record<Language, string>> = {
  earnRound: { es: 'Ronda {{ref}}', en: 'Round {{ref}}' },
  earnLottery: { es: 'Apuesta de lotería {{ref}}', en: 'Lottery bet {{ref}}' },
  redeem: { es: '{{quantity}} × {{reward}}', en: '{{quantity}} × {{reward}}' },
  redeemReturned: { es: 'Canje rechazado: {{reason}}', en: 'Redeem rejected: {{reason}}' },
  convert: { es: 'Convertido a la billetera principal', en: 'Converted to the main wallet' },
  adjustment: { es: 'Ajuste', en: 'Adjustment' },
};

interface Row {
  id: string;
  kind: string;
  reference: string;
  memo: Record<string, unknown> | string;
  created_at: Date;
  amount: string;
  balance_after: string;
  redeem_status: RedeemStatus | null;
  reward_es: string | null;
  reward_en: string | null;
}

export async function listPointRecords(db: Queryable, memberId: string, query: PointRecordQuery, language: Language): Promise<Page<PointRecord>> {
  const params: unknown[] = [memberId, MEMBER_POINTS_WALLET];
  const conditions = [`a.owner = 'member'`, 'a.member_id = $1', 'a.wallet = $2'];
  if (query.type) {
    params.push(KINDS_OF_TYPE[query.type]);
    conditions.push(`j.kind = $${params.length}`);
  }
  if (query.startTime) {
    params.push(query.startTime);
    conditions.push(`p.created_at >= $${params.length}::timestamptz`);
  }
  if (query.endTime) {
    params.push(query.endTime);
    conditions.push(`p.created_at < $${params.length}::timestamptz`);
  }
  const from = 'FROM points_posting p JOIN points_account a ON a.id = p.account_id JOIN points_journal j ON j.id = p.journal_id';
  const where = `WHERE ${conditions.join(' AND ')}`;
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${where}`, params);
  const totalCount = total.rows[0]?.n ?? 0;
  const { rows } = await db.query<Row>(
    `SELECT p.id::text AS id, j.kind, j.reference, j.memo, p.created_at, p.amount::text AS amount, p.balance_after::text AS balance_after,
            r.status AS redeem_status, w.name_es AS reward_es, w.name_en AS reward_en
       ${from}
       LEFT JOIN point_redeem r ON j.kind IN ('redeem_hold', 'redeem_returned') AND r.id::text = substr(j.reference, 2)
       LEFT JOIN point_reward w ON w.id = r.reward_id
       ${where}
      ORDER BY p.id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
    params,
  );
  return {
    list: rows.map((row) => {
      const type = TYPE_OF_KIND[row.kind] ?? 'adjustment';
      const memo = (typeof row.memo === 'string' ? JSON.parse(row.memo) : row.memo ?? {}) as Record<string, unknown>;
      const fields: Record<string, string> = {
        ref: String(memo.ref ?? row.reference.slice(1)),
        quantity: String(memo.quantity ?? 1),
        reward: (language === 'en' ? row.reward_en : row.reward_es) ?? '',
        reason: String(memo.reason ?? ''),
      };
      const change = Number(row.amount);
      return {
        id: row.id,
        type,
        status: type === 'redeem' ? (row.redeem_status ?? 'inProcess') : 'done',
        time: row.created_at.toISOString(),
        points: Math.abs(change),
        changedPoints: change,
        pointsBalance: Number(row.balance_after),
        amount: typeof memo.amount === 'string' ? memo.amount : '0.00',
        ratio: typeof memo.ratio === 'string' ? memo.ratio : '',
        remark: REMARKS[type][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => fields[name] ?? ''),
      };
    }),
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
}
