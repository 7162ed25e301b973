/** Rooms of a PVP game, derived from its minimum bet (no table: the same game always has the same rooms). */
import type { Language, PvpRoom } from '@suite/shared/contract';
import { fromCents, toCents } from '../../money/cents';

const LEVELS: { level: number; name: Record<Language, string>; min: bigint; max: bigint }[] = [
  { level: 1, name: { es: 'Principiante', en: 'Beginner' }, min: 1n, max: 100n },
  { level: 2, name: { es: 'Intermedio', en: 'Intermediate' }, min: 10n, max: 1_000n },
  { level: 3, name: { es: 'Experto', en: 'Expert' }, min: 100n, max: 10_000n },
];

export function pvpRooms(gameId: number, minBet: string, language: Language): PvpRoom[] {
  const base = toCents(minBet);
  return LEVELS.map(({ level, name, min, max }) => ({
    roomId: `${gameId}-${level}`,
    roomName: name[language],
    minBet: fromCents(base * min),
    maxBet: fromCents(base * max),
  }));
}

export function findPvpRoom(gameId: number, minBet: string, roomId: string): PvpRoom | undefined {
  return pvpRooms(gameId, minBet, 'en').find((room) => room.roomId === roomId);
}
