import { api, callApi, getSession, isApiError, launchBaseUrl, LOGIN_PATH, showDialog, useTranslation, type DialogText } from '@suite/shared';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@suite/shared';
import { GAMES_NS } from '../../i18n';
import { useLanguage } from '../../lib/use-language';
import { GAME_PLATFORM } from '../game-query-base';
import { FundWalletDialog, type FundingOffer } from './FundWalletDialog';
import { decideLaunch, gameFrameHref, type GameFrameState } from './launch-rules';
import { PvpRoomsModal } from './PvpRoomsModal';
import { VendorGamesModal, type VendorListTarget } from './VendorGamesModal';
import { fundingNeed, type FundingNeed } from './wallet-funding';
import './launch.css';

export interface GameLauncher {
  /** Runs the launch rules for a game (a tile click). */
  launch(game: api.Game): void;
  /** A launch call is running. */
  launching: boolean;
  /** The pop-ups (vendor list, PVP rooms, money for an empty vendor wallet): render it once where the launcher is used. */
  ui: ReactNode;
}

const dialogText = (key: string): DialogText => ({ key, ns: GAMES_NS });

function notLoggedIn(navigate: ReturnType<typeof useNavigate>): void {
  navigate(LOGIN_PATH);
  void showDialog({ message: dialogText('launch.notLoggedIn') });
}

/**
 * With a wallet per vendor, what the game's wallet lacks before it opens (null: nothing, or the
 * balances could not be read: the launch goes on, the game itself says what it holds).
 */
async function checkFunding(game: api.Game, minBet: api.Money): Promise<FundingNeed | null> {
  try {
    return fundingNeed(await callApi(api.consolidatedFunds), game.vassalage, minBet);
  } catch {
    return null;
  }
}

/** The launch rules of spec 2 §2 as a hook: decides, asks the API, and opens /game. */
export function useGameLauncher(): GameLauncher {
  const { t } = useTranslation(GAMES_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const [vendorList, setVendorList] = useState<VendorListTarget | null>(null);
  const [pvpGame, setPvpGame] = useState<api.Game | null>(null);
  const [funding, setFunding] = useState<(FundingOffer & { roomId?: string }) | null>(null);
  const [launching, setLaunching] = useState(false);
  const running = useRef(false);
  const from = `${location.pathname}${location.search}`;

  const open = useCallback(
    async (game: api.Game, roomId?: string, { checkWallet = false, minBet = game.minBet }: { checkWallet?: boolean; minBet?: api.Money } = {}) => {
      if (running.current) return;
      running.current = true;
      setLaunching(true);
      try {
        // Multi-wallet mode: an empty (or short of one minimum bet) vendor wallet is offered money
        // from the main wallet before the game opens on "Saldo: P 0.00" (issue 26 #8).
        const need = checkWallet ? await checkFunding(game, minBet) : null;
        if (need) {
          setPvpGame(null);
          setFunding({ game, need, ...(roomId ? { roomId } : {}) });
          return;
        }
        const result = await callApi(api.launchGame, {
          vassalage: game.vassalage,
          gameCode: game.gameCode,
          gameType: game.gameType,
          language,
          platform: GAME_PLATFORM,
          ...(roomId ? { roomId } : {}),
        });
        const href = gameFrameHref(result.content, launchBaseUrl(), game.gameName);
        if (!href) {
          void showDialog({ message: dialogText('launch.invalidUrl') });
          return;
        }
        setPvpGame(null);
        const state: GameFrameState = { from };
        navigate(href, { state });
      } catch (error) {
        // A 401 already cleared the session and went to /login.
        if (isApiError(error) && error.kind === 'unauthorized') return;
        void showDialog({ message: isApiError(error) ? error.message : { key: 'errors.unknown' } });
      } finally {
        running.current = false;
        setLaunching(false);
      }
    },
    [from, language, navigate],
  );
  const start = useCallback(
    (game: api.Game, room?: api.PvpRoom) =>
      open(game, room?.roomId, { checkWallet: true, ...(room ? { minBet: room.minBet } : {}) }),
    [open],
  );

  const launch = useCallback(
    (game: api.Game) => {
      const decision = decideLaunch(game, Boolean(getSession()?.token));
      switch (decision.kind) {
        case 'login':
          notLoggedIn(navigate);
          return;
        case 'lottery':
          navigate(decision.href);
          return;
        case 'vendorList':
          setVendorList({ vassalage: game.vassalage, gameType: game.gameType, name: game.accountTypeName || game.gameName });
          return;
        case 'pvpRooms':
          setPvpGame(game);
          return;
        case 'launch':
          void start(game);
      }
    },
    [navigate, start],
  );

  const ui = (
    <>
      <VendorGamesModal
        target={vendorList}
        onClose={() => setVendorList(null)}
        onLaunch={(game) => {
          setVendorList(null);
          launch(game);
        }}
      />
      <PvpRoomsModal game={pvpGame} busy={launching} onClose={() => setPvpGame(null)} onChoose={(game, room) => void start(game, room)} />
      <FundWalletDialog
        offer={funding}
        onCancel={() => setFunding(null)}
        onLaunch={() => {
          if (!funding) return;
          setFunding(null);
          void open(funding.game, funding.roomId);
        }}
      />
      {launching && (
        <p className="gms-launching" role="status">
          {t('launch.launching')}
        </p>
      )}
    </>
  );

  return { launch, launching, ui };
}
