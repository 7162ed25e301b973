import { api, formatMoney, Modal, usePublicState, useApi, useTranslation } from '@suite/shared';
import { GAMES_NS } from '../../i18n';

export interface PvpRoomsModalProps {
  game: api.Game | null;
  /** A launch is running: the rooms cannot be chosen twice. */
  busy: boolean;
  onClose(): void;
  onChoose(game: api.Game, room: api.PvpRoom): void;
}

/** PVP (spec 2 §2 rule 4): the game's rooms first (GLS2_roomList); the chosen room is launched. */
export function PvpRoomsModal({ game, busy, onClose, onChoose }: PvpRoomsModalProps) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <Modal open={game !== null} title={game ? t('launch.rooms', { name: game.gameName }) : ''} onClose={onClose} lockScroll className="gms-modal">
      {game && <Rooms key={`${game.vassalage}:${game.gameCode}`} game={game} busy={busy} onChoose={onChoose} />}
    </Modal>
  );
}

function Rooms({ game, busy, onChoose }: { game: api.Game; busy: boolean; onChoose: PvpRoomsModalProps['onChoose'] }) {
  const { t } = useTranslation(GAMES_NS);
  const { currencySymbol } = usePublicState();
  const rooms = useApi(api.pvpRoomList, { vassalage: game.vassalage, gameCode: game.gameCode });
  if (rooms.error) {
    return (
      <div className="gms-alert" role="alert">
        <p>{rooms.error.message}</p>
        <button type="button" onClick={rooms.reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!rooms.data) return <p role="status">{t('common.loading')}</p>;
  if (rooms.data.length === 0) return <p role="status">{t('launch.noRooms')}</p>;
  const money = (amount: string) => formatMoney(amount, { symbol: currencySymbol });
  return (
    <ul className="gms-rooms" aria-busy={busy}>
      {rooms.data.map((room) => (
        <li key={room.roomId}>
          <button type="button" className="gms-rooms__room" disabled={busy} onClick={() => onChoose(game, room)}>
            <span className="gms-rooms__name">{room.roomName}</span>
            <span className="gms-rooms__limits">{t('launch.roomLimits', { min: money(room.minBet), max: money(room.maxBet) })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
