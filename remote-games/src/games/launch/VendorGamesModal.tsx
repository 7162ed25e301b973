import { api, Modal, useApi, useTranslation } from '@suite/shared';
import { useState } from 'react';
import { GAMES_NS } from '../../i18n';
import { useLanguage } from '../../lib/use-language';
import { GameGrid } from '../components/GameGrid';
import { Pager } from '../components/Pager';
import { gameQueryBase } from '../game-query-base';

export interface VendorListTarget {
  vassalage: string;
  gameType: api.GameType;
  name: string;
}

export interface VendorGamesModalProps {
  target: VendorListTarget | null;
  onClose(): void;
  onLaunch(game: api.Game): void;
}

/** The pop-up game list of one vendor (a VASSALAGE entry, spec 2 §2 rule 5), paged like the hall. */
export function VendorGamesModal({ target, onClose, onLaunch }: VendorGamesModalProps) {
  const { t } = useTranslation(GAMES_NS);
  const title = target ? t('launch.vendorGames', { name: target.name }) : '';
  return (
    <Modal open={target !== null} title={title} onClose={onClose} lockScroll className="gms-modal gms-modal--wide">
      {target && <VendorGames key={`${target.vassalage}:${target.gameType}`} target={target} label={title} onLaunch={onLaunch} />}
    </Modal>
  );
}

function VendorGames({ target, label, onLaunch }: { target: VendorListTarget; label: string; onLaunch(game: api.Game): void }) {
  const { t } = useTranslation(GAMES_NS);
  const language = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const { data, error, loading, reload } = useApi(api.gameList, {
    ...gameQueryBase(language),
    gameType: target.gameType,
    vassalage: target.vassalage,
    pageNo,
  });
  // The vendor's own entry is not a game: leave it out of its list.
  const games = data?.games.filter((game) => game.isGame);
  return (
    <div className="gms-vendor-games">
      {error && !data ? (
        <div className="gms-alert" role="alert">
          <p>{error.message}</p>
          <button type="button" onClick={reload}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <GameGrid games={games} busy={loading} onLaunch={onLaunch} label={label} placeholders={6} />
      )}
      <Pager pageNo={pageNo} totalPages={data?.totalPages ?? 0} onPage={setPageNo} />
    </div>
  );
}
