import { api, ApiError, Button, callApi, formatMoney, Modal, newIdempotencyKey, refreshBalance, useTranslation } from '@suite/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { GAMES_NS } from '../../i18n';
import { checkTopUp, type FundingNeed } from './wallet-funding';

export interface FundingOffer {
  game: api.Game;
  need: FundingNeed;
}

export interface FundWalletDialogProps {
  offer: FundingOffer | null;
  /** Neither transfer nor play (the close button and Escape too). */
  onCancel(): void;
  /** Open the game: after the transfer, or at once ("play without transferring"). */
  onLaunch(): void;
}

/**
 * Before a game opens on an empty vendor wallet (a wallet per vendor): move money from the main
 * wallet first, the amount prefilled, in one click; or play anyway, or cancel (issue 26 #8).
 */
export function FundWalletDialog({ offer, onCancel, onLaunch }: FundWalletDialogProps) {
  const { t } = useTranslation(GAMES_NS);
  const title = offer ? t('launch.fund.title', { wallet: offer.need.walletName }) : '';
  return (
    <Modal open={offer !== null} title={title} onClose={onCancel} lockScroll className="gms-modal gms-fund">
      {offer && <FundForm key={`${offer.need.wallet}:${offer.game.gameCode}`} offer={offer} onCancel={onCancel} onLaunch={onLaunch} />}
    </Modal>
  );
}

/** The answer never arrived or is not final: the money may have moved, so a retry keeps the key. */
function outcomeUnknown(error: ApiError): boolean {
  if (error.kind === 'server') return (error.status ?? 500) >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'inFlight' || error.kind === 'unknown';
}

function FundForm({ offer: { game, need }, onCancel, onLaunch }: { offer: FundingOffer; onCancel(): void; onLaunch(): void }) {
  const { t } = useTranslation(GAMES_NS);
  const id = useId();
  const [text, setText] = useState(need.suggested);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  const money = (amount: api.Money) => formatMoney(amount, { symbol: need.currencySymbol });
  const check = checkTopUp(text, need.mainBalance);
  const fieldError = submitted && !check.ok ? t(`launch.fund.errors.${check.error}`, { balance: money(need.mainBalance) }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok || pending) return;
    const payload: api.WalletTransferRequest = { fromWallet: api.MAIN_WALLET, toWallet: need.wallet, amount: check.amount };
    const serialised = JSON.stringify(payload);
    // The same Idempotency-Key for the same transfer sent again after a lost answer: never moved twice.
    if (attempt.current?.payload !== serialised) attempt.current = { key: newIdempotencyKey(), payload: serialised };
    setPending(true);
    setFailure(null);
    try {
      await callApi(api.walletTransfer, payload, { idempotencyKey: attempt.current.key });
      attempt.current = null;
      void refreshBalance();
      onLaunch();
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError('unknown', { cause: caught });
      // A 401 already cleared the session and went to /login.
      if (error.kind === 'unauthorized') return onCancel();
      if (!outcomeUnknown(error)) attempt.current = null;
      setFailure(error.message);
      setPending(false);
    }
  };

  return (
    <form className="gms-fund__form" onSubmit={submit} noValidate aria-label={t('launch.fund.form')}>
      <p className="gms-fund__why">
        {t('launch.fund.why', { game: game.gameName, wallet: need.walletName, balance: money(need.walletBalance), minBet: money(need.minBet) })}
      </p>
      <div className="gms-fund__field">
        <label htmlFor={`${id}-amount`}>{t('launch.fund.amount', { wallet: need.walletName })}</label>
        <input
          id={`${id}-amount`}
          className="gms-fund__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-main${fieldError ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-main`} className="gms-fund__hint">
          {t('launch.fund.main', { balance: money(need.mainBalance) })}
        </p>
        {fieldError && (
          <p id={`${id}-error`} className="gms-fund__error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      {failure && (
        <div className="gms-alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className="gms-fund__actions">
        <Button type="submit" loading={pending}>
          {t('launch.fund.submit')}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onLaunch}>
          {t('launch.fund.anyway')}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          {t('launch.fund.cancel')}
        </Button>
      </div>
    </form>
  );
}
