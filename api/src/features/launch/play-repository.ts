/**
 * Launch sessions and rounds of the demo game. A launch stores a session (the page URL carries a
 * random token; only its SHA-256 is kept) bound to the login session that launched it (see
 * login-bound-sessions): it lives SESSION_TTL_MINUTES, renewed by the page while that login lives,
 * and dies with it (logout, password change, expiry, idle). Each round debits the stake and credits
 * the win in one transaction, recorded as a bet under its idempotency key.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { GameType, Money } from '@suite/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { type BoundSessionRow, isBoundSessionAlive, loginLiveColumn, type LoginSessions, PLAY_SESSION_UNKNOWN, playSessionEnded } from './login-bound-sessions';
import { fromCents, toCents } from '../../money/cents';
import { balanceAfter, houseAccount, type Leg, memberAccount, postJournal } from '../../ledger/ledger';
import { recordActivity } from '../loyalty/activity-events';
import { runIdempotent } from '../../ledger/idempotency';
import { readWalletBalance, walletForVendor } from '../game-wallet/wallet-repository';
import { enforceResponsibleGambling } from '../responsible/enforcement';
import { spin, winCents } from './slot-engine';

/** A game session's life without renewal; the page renews it every SESSION_RENEW_EVERY_MS. */
export const SESSION_TTL_MINUTES = 15;
export const SESSION_RENEW_EVERY_MS = 5 * 60_000;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Stakes of a launch without a room: from the game's minimum bet up to 100 times it (at least 100.00). */
export function defaultMaxBet(minBet: Money): Money {
  const hundredTimes = toCents(minBet) * 100n;
  return fromCents(hundredTimes > 10_000n ? hundredTimes : 10_000n);
}

export interface NewSession {
  memberId: string;
  gameId: number;
  roomId: string | null;
  minBet: Money;
  maxBet: Money;
  /** The launching login's token hash (member_session.token_hash). */
  loginTokenHash: string;
  now: Date;
}

const expiryFrom = (now: Date): Date => new Date(now.getTime() + SESSION_TTL_MINUTES * 60_000);

/** Stores a session and returns its token (32 URL-safe characters). */
export async function createPlaySession(tx: Queryable, session: NewSession): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query(
    `INSERT INTO game_session (token_hash, member_id, game_id, room_id, min_bet, max_bet, login_token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8, $9)`,
    [hashToken(token), session.memberId, session.gameId, session.roomId, session.minBet, session.maxBet, session.loginTokenHash, session.now, expiryFrom(session.now)],
  );
  return token;
}

export interface PlaySession {
  id: number;
  memberId: string;
  gameId: number;
  gameName: string;
  gameType: GameType;
  vassalage: string;
  vendorName: string;
  roomId: string | null;
  minBet: Money;
  maxBet: Money;
}

/** The live session of a token; 404 when unknown, 410 (value.code sessionEnded) when expired or its login ended. */
export async function findPlaySession(db: Queryable, logins: LoginSessions, token: string, now: Date): Promise<PlaySession> {
  const login = loginLiveColumn(logins, 's.login_token_hash', 2, now.getTime());
  const { rows } = await db.query<BoundSessionRow & {
    id: number;
    member_id: string;
    game_id: number;
    name: string;
    game_type: GameType;
    vassalage: string;
    display_name: string;
    room_id: string | null;
    min_bet: string;
    max_bet: string;
  }>(
    `SELECT s.id, s.member_id, s.game_id, g.name, g.game_type, g.vassalage, v.display_name, s.room_id, s.min_bet, s.max_bet,
            s.login_token_hash, s.expires_at, s.ended_at${login.sql}
       FROM game_session s JOIN game g ON g.id = s.game_id JOIN game_vendor v ON v.vassalage = g.vassalage
      WHERE s.token_hash = $1`,
    [hashToken(token), ...login.params],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, PLAY_SESSION_UNKNOWN.es, { translations: PLAY_SESSION_UNKNOWN });
  if (!(await isBoundSessionAlive(db, logins, row, now.getTime()))) throw playSessionEnded();
  return {
    id: row.id,
    memberId: row.member_id,
    gameId: row.game_id,
    gameName: row.name,
    gameType: row.game_type,
    vassalage: row.vassalage,
    vendorName: row.display_name,
    roomId: row.room_id,
    minBet: row.min_bet,
    maxBet: row.max_bet,
  };
}

/**
 * Renews a live session for SESSION_TTL_MINUTES from now (the page calls this while it is open);
 * refused like any call once the session or its login ended. Answers the new expiry.
 */
export async function renewPlaySession(db: Queryable, logins: LoginSessions, token: string, now: Date): Promise<{ expiresAt: string }> {
  const session = await findPlaySession(db, logins, token, now);
  const expiresAt = expiryFrom(now);
  const { rowCount } = await db.query('UPDATE game_session SET expires_at = $2 WHERE id = $1 AND ended_at IS NULL AND expires_at > $3', [session.id, expiresAt, now]);
  if (rowCount === 0) throw playSessionEnded();
  return { expiresAt: expiresAt.toISOString() };
}

export interface PlayState {
  gameName: string;
  vendorName: string;
  balance: Money;
  minBet: Money;
  maxBet: Money;
  /** 'MAIN' or the vendor wallet that pays. */
  wallet: string;
}

export async function readPlayState(db: Queryable, session: PlaySession): Promise<PlayState> {
  const wallet = await walletForVendor(db, session.vassalage);
  return {
    gameName: session.gameName,
    vendorName: session.vendorName,
    balance: await readWalletBalance(db, session.memberId, wallet),
    minBet: session.minBet,
    maxBet: session.maxBet,
    wallet,
  };
}

export interface RoundRequest {
  idempotencyKey: string;
  amount: Money;
}

export interface RoundResult {
  roundId: string;
  reels: string[];
  bet: Money;
  win: Money;
  balance: Money;
}

/**
 * One round: the stake within the session's limits, the outcome drawn here, stake and win posted
 * to the ledger in one journal (the wallet never below zero), the bet recorded. A repeated key
 * answers the first result (see ledger/idempotency).
 */
export async function playRound(
  db: Database,
  session: PlaySession,
  request: RoundRequest,
  randomInt: (n: number) => number,
): Promise<RoundResult> {
  const bet = toCents(request.amount);
  if (bet < toCents(session.minBet) || bet > toCents(session.maxBet)) {
    throw new HttpError(400, `Bet must be from ${session.minBet} to ${session.maxBet}`);
  }
  const call = {
    scope: session.memberId,
    key: request.idempotencyKey,
    operation: 'POST /wps/static/play/:token/spin',
    payload: { sessionId: session.id, amount: fromCents(bet) },
  };
  return runIdempotent<RoundResult>(db, call, async (tx) => {
    // Safer gambling (issue 24): the member's lock first, then the wager and loss limits with this stake.
    await enforceResponsibleGambling(tx, { memberId: session.memberId, path: 'gameRound', amount: fromCents(bet) });
    const wallet = await walletForVendor(tx, session.vassalage);
    const outcome = spin(randomInt);
    const winAmount = winCents(bet, outcome.multiplierTenths);
    const win = fromCents(winAmount);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO game_bet (member_id, game_id, session_id, idempotency_key, wallet, bet_amount, win_amount, balance_after, outcome)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, 0, $8::jsonb) RETURNING id`,
      [session.memberId, session.gameId, session.id, request.idempotencyKey, wallet, fromCents(bet), win, JSON.stringify(outcome)],
    );
    const roundId = String((rows[0] as { id: number }).id);
    const player = memberAccount(session.memberId, wallet);
    const legs: Leg[] = [
      { account: player, amount: fromCents(-bet), entryType: 'bet' },
      { account: houseAccount('GAME'), amount: fromCents(bet), entryType: 'bet' },
    ];
    if (winAmount > 0n) {
      legs.push({ account: houseAccount('GAME'), amount: fromCents(-winAmount), entryType: 'win' });
      legs.push({ account: player, amount: win, entryType: 'win' });
    }
    const posted = await postJournal(tx, { kind: 'game_round', reference: `R${roundId}`, memberId: session.memberId, legs });
    const balance = balanceAfter(posted, player);
    await tx.query('UPDATE game_bet SET balance_after = $2::numeric WHERE id = $1', [roundId, balance]);
    await recordActivity(tx, {
      kind: 'round',
      memberId: session.memberId,
      roundId,
      gameId: String(session.gameId),
      wallet,
      bet: fromCents(bet),
      win,
      at: posted.createdAt,
    });
    return { roundId, reels: outcome.reels, bet: fromCents(bet), win, balance };
  });
}
