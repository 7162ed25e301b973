import { api, buttonClassName, toMinorUnits, useTranslation } from '@suite/shared';
import { useId, useState, type FormEvent } from 'react';
import { centsToMoney, checkAmount } from '../amount';
import { useAmountMessage } from '../hooks/use-amount-message';
import { useCashierAction } from '../hooks/use-cashier-action';
import { useFormatMoney } from '../hooks/use-format-money';
import { useFormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { destinationsFor, isAllowedRoute, routeWith, type WalletRoute } from '../wallet-route';
import { ActionError } from './ActionError';
import { Field } from './Field';

const { MAIN_WALLET } = api;

/**
 * Moves money between the main wallet and one game wallet. The destination list offers only what the
 * chosen source can send to (the platform's pairs), so the source is never changed behind the player.
 */
export function WalletTransferForm({ funds, onDone }: { funds: api.ConsolidatedFunds; onDone: () => void }) {
  const { t } = useTranslation(CASHIER_NS);
  const money = useFormatMoney();
  const amountMessage = useAmountMessage();
  const fromId = useId();
  const toId = useId();
  const ruleId = useId();
  const vendors = funds.wallets.filter((wallet) => wallet.wallet !== MAIN_WALLET).map((wallet) => wallet.wallet);
  const [route, setRoute] = useState<WalletRoute>({ from: MAIN_WALLET, to: vendors[0] ?? MAIN_WALLET });
  const amount = useFormField();
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const action = useCashierAction(api.walletTransfer);

  const walletOf = (id: string) => funds.wallets.find((wallet) => wallet.wallet === id);
  const nameOf = (id: string) => walletOf(id)?.name ?? id;
  const fromBalance = walletOf(route.from)?.balance ?? '0.00';
  const limits = { balance: fromBalance };
  const check = checkAmount(amount.value, limits);

  const choose = (side: keyof WalletRoute, wallet: string) => {
    setDone(null);
    setRoute((current) => routeWith(current, side, wallet, vendors));
  };
  const swap = () => {
    setDone(null);
    setRoute(({ from, to }) => ({ from: to, to: from }));
  };
  const fillMax = () => amount.setValue(centsToMoney(toMinorUnits(fromBalance) ?? 0n));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setDone(null);
    if (!check.ok || !isAllowedRoute(route, vendors)) return;
    const outcome = await action.run({ fromWallet: route.from, toWallet: route.to, amount: check.money });
    if (!outcome.ok) return;
    setDone(t('wallet.transfer.done', { amount: money(check.money, funds.currencySymbol), from: nameOf(route.from), to: nameOf(route.to) }));
    amount.reset();
    setSubmitted(false);
    onDone();
  };

  const optionsOf = (ids: readonly string[]) =>
    ids.map((id) => (
      <option key={id} value={id}>
        {nameOf(id)}
      </option>
    ));
  const fromIds = funds.wallets.map((wallet) => wallet.wallet);
  const toIds = destinationsFor(route.from, vendors);
  // A refusal of the pair (an older form, another tab) in the form's own words rather than "bad request".
  const pairRefused = (action.error?.value as { code?: unknown } | null | undefined)?.code === 'walletPair';

  return (
    <form className="mem-cashier-form" onSubmit={submit} noValidate aria-label={t('wallet.transfer.title')}>
      <div className="mem-cashier-route">
        <div className="mem-cashier-field">
          <label className="mem-cashier-field__label" htmlFor={fromId}>
            {t('wallet.transfer.from')}
          </label>
          <select
            id={fromId}
            className="mem-cashier-field__input"
            value={route.from}
            aria-describedby={ruleId}
            onChange={(event) => choose('from', event.target.value)}
          >
            {optionsOf(fromIds)}
          </select>
        </div>
        <button type="button" className={buttonClassName({ variant: 'secondary' }, 'mem-cashier-swap')} onClick={swap} aria-label={t('wallet.transfer.swap')}>
          <span aria-hidden="true">⇄</span>
        </button>
        <div className="mem-cashier-field">
          <label className="mem-cashier-field__label" htmlFor={toId}>
            {t('wallet.transfer.to')}
          </label>
          <select
            id={toId}
            className="mem-cashier-field__input"
            value={route.to}
            aria-describedby={ruleId}
            onChange={(event) => choose('to', event.target.value)}
          >
            {optionsOf(toIds)}
          </select>
        </div>
      </div>
      <p id={ruleId} className="mem-cashier-field__hint">
        {route.from === MAIN_WALLET ? t('wallet.transfer.fromMain') : t('wallet.transfer.fromGame', { wallet: nameOf(route.from) })}
      </p>
      <Field
        label={t('common.amount')}
        field={amount}
        inputMode="decimal"
        hint={t('wallet.transfer.available', { wallet: nameOf(route.from), balance: money(fromBalance, funds.currencySymbol) })}
        error={amountMessage(check, limits)}
        showError={submitted}
        action={
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={fillMax} aria-label={t('wallet.transfer.maxLabel', { wallet: nameOf(route.from) })}>
            {t('wallet.transfer.max')}
          </button>
        }
      />
      {pairRefused ? (
        <div className="mem-alert mem-cashier-alert" role="alert">
          <p>{t('wallet.transfer.pairRule')}</p>
        </div>
      ) : (
        <ActionError error={action.error} />
      )}
      {done ? (
        <p role="status" className="mem-cashier-success">
          {done}
        </p>
      ) : null}
      <div className="mem-cashier-actions">
        <button type="submit" className={buttonClassName()} disabled={action.pending} aria-busy={action.pending}>
          {action.pending ? t('common.sending') : t('wallet.transfer.submit')}
        </button>
      </div>
    </form>
  );
}
