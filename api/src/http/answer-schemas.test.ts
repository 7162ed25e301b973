// Every call of both specs' section 7 that our API serves, made as the front end makes it (logged in
// where the call needs it), and its answer's `value` validated against the schema of the contract's answer
// type (shared/src/api/contract/answer-schemas.ts derives the schemas from the TypeScript types, so
// schema and type are one). A call whose success needs a setup (a login code, the FREEPLAY switch, an
// SMS code, a wallet per vendor, a raffle reward, a member whose password may change) gets it in SETUPS,
// made just before the call. A call listed in DEFERRED (none today) would only be checked to refuse cleanly.
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Envelope, GameListResult } from '@suite/shared/contract';
import * as contract from '@suite/shared/contract';
import { contractAnswerSchemas, type JsonSchema, SPEC_CALLS } from '@suite/shared/contract/testing';
import { callEncrypted, encryptedFreePlayString, humanCheck, lastSmsCode, loginToken, registrationForm, setSwitch, startAccountsApp } from '../testing/accounts-kit';
import { envelope, TEST_ADMIN_HEADERS } from '../testing/test-app';
import { ADMIN_REWARDS_PATH } from '../features/rewards/reward-admin-routes';
import type { Database } from '../db/database';
import { housePoints, memberPoints, postPointsJournal } from '../ledger/ledger';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';

// fastify's own ajv@8 (through @fastify/ajv-compiler): no dependency of ours.
const fromFastify = createRequire(require.resolve('fastify'));
const Ajv = createRequire(fromFastify.resolve('@fastify/ajv-compiler'))('ajv') as new (options: object) => {
  compile(schema: JsonSchema): ((data: unknown) => boolean) & { errors?: unknown[] | null };
};

type Name = keyof typeof contract;
interface EndpointLike {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: boolean;
  encrypted: boolean;
  form?: boolean;
  idempotent?: boolean;
}

/** Success needs a setup this file cannot make: the call must still refuse cleanly. Keep the reason. */
const DEFERRED: Partial<Record<Name, string>> = {};

/** Spec calls our API does not serve yet (docs/platform-contract.md): their issues build them. */
const NOT_SERVED: Name[] = [];

// Deriving the schemas compiles the contract (~20 s on a busy machine): once per file, shared by every
// database kind, while the file is collected (outside any test's timeout).
const schemas = contractAnswerSchemas();

describe.each(TEST_DATABASE_KINDS)('answers of the spec calls validate against the contract on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** The database under the app (the points setups give points as the activity would). */
  let pointsDb: Database;
  let token: string;
  let game: GameListResult['games'][number];
  let pvp: GameListResult['games'][number];
  const ajv = new Ajv({ strict: false, allErrors: true });

  beforeAll(async () => {
    ({ app, close, test: { db: pointsDb } } = await startAccountsApp(kind));
    token = await loginToken(app, 'demo_player', 'Demo2026pass', { remoteAddress: '10.9.0.1' });
    const firstGame = async (gameType: string) => {
      const list = await app.inject({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList',
        query: { clientType: '3', platform: 'html5-desktop', channel: 'WEB', merchant: 'suite', gameType, pageNo: '1', pageSize: '20', language: 'en' },
      });
      const first = envelope<GameListResult>(list).value.games.find((entry) => entry.isGame);
      if (!first) throw new Error(`no ${gameType} game in the seed: ${list.body}`);
      return first;
    };
    game = await firstGame('RNG');
    pvp = await firstGame('PVP');
  });
  afterAll(() => close());

  /** What the front end sends for each call (query for GET/DELETE, body otherwise). */
  const payloads = (): Partial<Record<Name, Record<string, unknown>>> => ({
    login: { type: 'username', username: 'demo_agent', password: 'Agent2026pass' },
    forgotPasswordByEmail: { username: 'demo_player', email: 'demo.player@mail.example' },
    smsLoginCode: { mobileNum: '9170000002', countryDialingCode: '63' },
    affiliateCheck: { code: 'AGENT01', domain: 'localhost' },
    permission: { url: 'localhost:3000' },
    domainRoute: { device: '0' },
    updateLanguage: { language: 'en' },
    gameMenus: { language: 'en' },
    gameList: { clientType: '3', platform: 'html5-desktop', channel: 'WEB', merchant: 'suite', gameType: 'RNG', pageNo: '1', pageSize: '20', language: 'en' },
    announcements: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' },
    vassGameType: { vassalage: game.vassalage },
    newGameVendor: { platform: 'html5-desktop' },
    favoriteGamesList: { pageNo: '1', pageSize: '20' },
    addFavoriteGame: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    removeFavoriteGame: { nodeId: game.nodeId },
    recentGames: { clientType: '3' },
    hotGames: { merchantCode: 'suite', isPlatform: '2', platform: 'flash,html5-desktop' },
    sportsLaunch: { language: 'en' },
    pvpRoomList: { vassalage: pvp.vassalage, gameCode: pvp.gameCode },
    launchGame: { vassalage: game.vassalage, gameCode: game.gameCode, gameType: game.gameType, language: 'en' },
    lotteryMenu: { prizeMode: 'Lott', device: 'WEB' },
    recentLotteryMenu: { prizeMode: 'Lott', device: 'WEB', recentCount: '100' },
    lotteryLaunch: { lottoArea: 'VN', launchMode: 'LOTT', prizeMode: 'Lott', view: 'lobby', device: 'WEB', backUrl: '/', language: 'en' },
    popularLotteries: { count: '20', prizeMode: 'Lott', device: 'WEB', language: 'en' },
    regionalNumbers: { count: '100' },
    openedNumeros: { count: '100' },
  });

  /** What a call needs beyond its payload, made just before it (each from its own IP: the per-IP limits). */
  interface Prepared {
    payload: Record<string, unknown>;
    /** Another member's session (default: demo_player's). */
    token?: string;
    /** Puts back what the setup changed for the calls after it. */
    after?: () => Promise<void>;
  }
  const admin = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method, url, payload, headers: TEST_ADMIN_HEADERS });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response;
  };
  const sendSms = async (url: string, payload: Record<string, string>, remoteAddress: string) => {
    const response = await app.inject({ method: 'POST', url, payload: { ...payload, ...(await humanCheck(app, remoteAddress)) }, remoteAddress });
    if (!envelope(response).success) throw new Error(`${url}: ${response.body}`);
  };
  /** A complete username or mobile registration, as the register page sends it. */
  const registration = (remoteAddress: string, fields: Record<string, unknown>) =>
    registrationForm(app, remoteAddress, { password: 'Schema2026pw', confirmPassword: 'Schema2026pw', ...fields });
  /**
   * Points mall calls (issue 22) as demo_agent, so demo_player's payment password stays unset for the
   * other calls: a payment password, and points to spend.
   */
  const pointsMember = async (ip: string): Promise<string> => {
    const agentToken = await loginToken(app, 'demo_agent', 'Agent2026pass', { remoteAddress: ip });
    await app.inject({ method: 'POST', url: contract.setPaymentPassword.path, payload: { newPassword: 'Points2026', confirmPassword: 'Points2026' }, headers: { authorization: `Bearer ${agentToken}` } });
    const { rows } = await pointsDb.query<{ id: string }>(`SELECT id FROM member WHERE account = 'demo_agent'`);
    await pointsDb.transaction((tx) =>
      postPointsJournal(tx, {
        kind: 'adjustment',
        reference: `A-answers-${ip}`,
        memberId: rows[0]!.id,
        legs: [
          { account: housePoints('POINTS_ADJUSTMENT'), points: -5000, entryType: 'adjustment' },
          { account: memberPoints(rows[0]!.id), points: 5000, entryType: 'adjustment' },
        ],
      }),
    );
    return agentToken;
  };
  /** An agent-centre contract offer (issue 23): demo_agent offers its direct downline demo_player one contract of each type. */
  const contractOffer = async (ip: string): Promise<Prepared> => ({
    token: await loginToken(app, 'demo_agent', 'Agent2026pass', { remoteAddress: ip }),
    payload: { action: 'new', downlineAccount: 'demo_player', terms: { rate: '1.00' } },
  });
  const SETUPS: Partial<Record<Name, (remoteAddress: string) => Promise<Prepared>>> = {
    processDividendContract: contractOffer,
    processDailySalaryContract: contractOffer,
    processHourSalaryContract: contractOffer,
    processRealtimeSalaryContract: contractOffer,
    redeemPointReward: async (ip) => {
      const rewards = await app.inject({ method: 'GET', url: contract.pointRewards.path, query: { inStock: 'true', maxPoints: '1000' } });
      const reward = envelope<{ rewardId: string; amountRequired: string }[]>(rewards).value.find((item) => item.amountRequired === '0.00')!;
      const payload = { rewardId: reward.rewardId, quantity: 1, withdrawPassword: 'Points2026', address: 'Calle 10 # 20-30, Bogotá', mobileNum: '+57 300 123 4567' };
      return { token: await pointsMember(ip), payload };
    },
    convertPoints: async (ip) => ({ token: await pointsMember(ip), payload: { points: 100, withdrawPassword: 'Points2026' } }),
    loginCode: async () => {
      const grant = await app.inject({ method: 'POST', url: contract.createLoginCode.path, headers: { authorization: `Bearer ${token}` } });
      return { payload: { code: envelope<{ code: string }>(grant).value.code } };
    },
    freePlayLogin: async () => {
      await setSwitch(app, 'FREEPLAY', true);
      return {
        payload: { os: 'Linux', platform: 'W', randomString: await encryptedFreePlayString(app), gatewayVersion: 3 },
        after: () => setSwitch(app, 'FREEPLAY', false),
      };
    },
    register: async (ip) => ({ payload: await registration(ip, { username: 'schema_user', payeeName: 'ANA GARCIA', email: 'schema@mail.example' }) }),
    registerMobile: async (ip) => {
      await sendSms(contract.smsRegisterCode.path, { mobileNo: '9175559001', countryDialingCode: '+63' }, ip);
      const verificationCode = await lastSmsCode(app, '+639175559001');
      return { payload: await registration(ip, { mobileNum: '09175559001', countryDialingCode: '+63', verificationCode }) };
    },
    smsRegisterCode: async (ip) => ({ payload: { mobileNo: '9175559002', countryDialingCode: '+63', ...(await humanCheck(app, ip)) } }),
    // A member of its own: demo_player's session and password stay as the other calls need them.
    changePassword: async (ip) => ({
      token: await loginToken(app, 'demo_weak', '123456', { remoteAddress: ip }),
      payload: { oldPassword: '123456', newPassword: 'Better2026', confirmNewPassword: 'Better2026' },
    }),
    setPasswordByPhone: async (ip) => {
      await sendSms('/wps/verification/sms/noLogin', { mobileNum: '9170000004', countryDialingCode: '+63' }, ip);
      const verificationCode = await lastSmsCode(app, '+639170000004');
      return { payload: { newPassword: 'Phone2026pw', mobileNum: '09170000004', countryDialingCode: '+63', verificationCode } };
    },
    feedback: async () => ({ payload: { category: 'suggestion', content: 'Más juegos de pesca, por favor' } }),
    walletTransfer: async () => {
      await admin('PUT', '/admin/cashier/wallet-mode', { isSingle: false });
      return {
        payload: { fromWallet: contract.MAIN_WALLET, toWallet: game.vassalage, amount: '10.00' },
        after: async () => void (await admin('PUT', '/admin/cashier/wallet-mode', { isSingle: true })),
      };
    },
    claimRafflePromotion: async () => {
      const issued = await admin('POST', ADMIN_REWARDS_PATH, { account: 'demo_player', source: 'raffle', titleKey: 'raffle', amount: '25.00' });
      return { payload: { promotionId: envelope<{ reward: { rewardId: string } }>(issued).value.reward.rewardId } };
    },
  };

  let setupAddress = 0;
  async function call(name: Name): Promise<{ status: number; body: Envelope<unknown> }> {
    const endpoint = contract[name] as unknown as EndpointLike;
    const setup = SETUPS[name];
    const remoteAddress = setup ? `10.9.1.${(setupAddress += 1)}` : '10.9.0.2';
    const prepared = setup ? await setup(remoteAddress) : undefined;
    try {
      const payload = prepared?.payload ?? payloads()[name];
      const headers: Record<string, string> = { 'accept-language': 'en', authorization: `Bearer ${prepared?.token ?? token}` };
      if (endpoint.idempotent) headers['idempotency-key'] = `answers-${name}-${Date.now()}`;
      const verification = ['login', 'smsLoginCode'].includes(name) ? await humanCheck(app, remoteAddress) : {};
      let response;
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        response = await app.inject({ method: endpoint.method, url: endpoint.path, query: payload as Record<string, string>, headers, remoteAddress });
      } else if (endpoint.encrypted) {
        response = await callEncrypted(app, endpoint.method as 'POST' | 'PUT', endpoint.path, { ...payload, ...verification }, { remoteAddress, headers });
      } else {
        const body = { ...payload, ...verification };
        response = endpoint.form
          ? await app.inject({ method: endpoint.method, url: endpoint.path, payload: new URLSearchParams(body as Record<string, string>).toString(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress })
          : await app.inject({ method: endpoint.method, url: endpoint.path, payload: body, headers, remoteAddress });
      }
      return { status: response.statusCode, body: response.json() as Envelope<unknown> };
    } finally {
      await prepared?.after?.();
    }
  }

  const listed = [...new Set(SPEC_CALLS.map((entry) => entry.ours).filter((name): name is Name => name !== null))];
  const isServed = (name: Name) => {
    const endpoint = contract[name] as unknown as EndpointLike;
    return app.hasRoute({ method: endpoint.method, url: endpoint.path });
  };
  // Logout last: it ends the session the others use.
  const ordered = [...listed.filter((name) => name !== 'logout'), 'logout' as Name];

  it('serves every listed call', () => {
    expect(listed.filter((name) => !isServed(name)).sort()).toEqual(NOT_SERVED);
  });

  it.each(ordered.filter((name) => !DEFERRED[name] && !NOT_SERVED.includes(name)))('%s answers a value of the contract’s type', async (name) => {
    const schema = schemas[name];
    expect(schema).toBeDefined();
    const { status, body } = await call(name);
    expect({ name, status, success: body.success, message: body.message }).toEqual({ name, status: 200, success: true, message: expect.any(String) });
    const validate = ajv.compile(schema!);
    const valid = validate(body.value);
    expect({ name, errors: valid ? [] : validate.errors }).toEqual({ name, errors: [] });
  });

  const deferred = ordered.filter((name) => DEFERRED[name] && !NOT_SERVED.includes(name));
  if (deferred.length) {
    it.each(deferred)('%s (deferred: success needs a setup this file cannot make) refuses cleanly', async (name) => {
      const { status } = await call(name);
      expect({ name, serverError: status >= 500 }).toEqual({ name, serverError: false });
    });
  }
});
