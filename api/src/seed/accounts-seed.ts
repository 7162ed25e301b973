/**
 * Demo accounts (documented in api/README.md), written outside production only. Existing rows are
 * left alone; a password is hashed only for an account that is missing, so a start-up with the
 * accounts in place costs no scrypt.
 */
import type { AgentFlag } from '@suite/shared/contract';
import type { Queryable } from '../db/database';
import { accountExists, findMemberByAccount, insertMember } from '../features/accounts/member-repository';
import { hashPassword } from '../features/session/password-hash';

export interface DemoAccount {
  account: string;
  password: string;
  isAgent: AgentFlag;
  countryDialingCode: string;
  mobileNum: string;
  email: string;
  balance: string;
  clubLabelName: string;
  clubRankLevel: number;
  clubLabelColor: string;
  memberLabels: string[];
  /** Already expired (the password-expiry flow). */
  passwordExpired?: boolean;
  /** Affiliate code of an agent (any domain). */
  affiliateCode?: string;
  /** Account of the upline agent. */
  upline?: string;
  messages?: { title: string; content: string }[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    account: 'demo_agent',
    password: 'Agent2026pass',
    isAgent: 1,
    countryDialingCode: '+63',
    mobileNum: '9170000003',
    email: 'demo.agent@mail.example',
    balance: '5000.00',
    clubLabelName: 'VIP5',
    clubRankLevel: 5,
    clubLabelColor: '#7b2cbf',
    memberLabels: ['AGENT'],
    affiliateCode: 'AGENT01',
  },
  {
    account: 'demo_player',
    password: 'Demo2026pass',
    isAgent: 0,
    countryDialingCode: '+63',
    mobileNum: '9170000001',
    email: 'demo.player@mail.example',
    balance: '1500.00',
    clubLabelName: 'VIP2',
    clubRankLevel: 2,
    clubLabelColor: '#d4a017',
    memberLabels: ['NEW'],
    upline: 'demo_agent',
    messages: [
      { title: 'Bienvenido / Welcome', content: 'Gracias por unirse. / Thank you for joining.' },
      { title: 'Promoción semanal / Weekly promotion', content: 'Consulte las promociones. / See the promotions.' },
    ],
  },
  {
    account: 'demo_weak',
    password: '123456',
    isAgent: 0,
    countryDialingCode: '+63',
    mobileNum: '9170000002',
    email: 'demo.weak@mail.example',
    balance: '250.00',
    clubLabelName: '',
    clubRankLevel: 0,
    clubLabelColor: '#8a8a8a',
    memberLabels: [],
  },
  {
    account: 'demo_expired',
    password: 'Expired2026pass',
    isAgent: 0,
    countryDialingCode: '+63',
    mobileNum: '9170000004',
    email: 'demo.expired@mail.example',
    balance: '100.00',
    clubLabelName: 'VIP1',
    clubRankLevel: 1,
    clubLabelColor: '#8a8a8a',
    memberLabels: [],
    passwordExpired: true,
  },
];

const EXPIRED_AT = new Date('2020-01-01T00:00:00.000Z');

export async function seedAccounts(tx: Queryable, { demo = process.env.NODE_ENV !== 'production' } = {}): Promise<number> {
  if (!demo) return 0;
  let inserted = 0;
  for (const demoAccount of DEMO_ACCOUNTS) {
    if (await accountExists(tx, demoAccount.account)) continue;
    const upline = demoAccount.upline ? await findMemberByAccount(tx, demoAccount.upline) : null;
    const now = new Date();
    const id = await insertMember(tx, {
      account: demoAccount.account,
      passwordHash: await hashPassword(demoAccount.password),
      isAgent: demoAccount.isAgent,
      phone: { countryDialingCode: demoAccount.countryDialingCode, mobileNum: demoAccount.mobileNum },
      email: demoAccount.email,
      payeeName: demoAccount.account.toUpperCase().replace(/_/g, ' '),
      uplineId: upline?.id ?? null,
      registerMethod: 'SEED',
      passwordChangedAt: demoAccount.passwordExpired ? new Date('2019-10-01T00:00:00.000Z') : now,
      passwordExpiresAt: demoAccount.passwordExpired ? EXPIRED_AT : null,
      clubLabelName: demoAccount.clubLabelName,
      clubRankLevel: demoAccount.clubRankLevel,
      clubLabelColor: demoAccount.clubLabelColor,
      memberLabels: demoAccount.memberLabels,
      balance: demoAccount.balance,
    });
    inserted += 1;
    if (demoAccount.affiliateCode) {
      await tx.query('INSERT INTO affiliate_link (code, agent_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [demoAccount.affiliateCode, id]);
      inserted += 1;
    }
    for (const item of demoAccount.messages ?? []) {
      await tx.query('INSERT INTO member_message (member_id, title, content) VALUES ($1, $2, $3)', [id, item.title, item.content]);
      inserted += 1;
    }
  }
  return inserted;
}
