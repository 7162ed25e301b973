import { type api, publishLiveEvent, refreshPublicState, setLiveBalance, setPublicState } from '@suite/shared';

const MONEY = /^-?\d+(\.\d{1,2})?$/;

/**
 * What an event changes in the page: the header balance and the inbox count straight from the event
 * (no request); the reward and mission counts from a reload of the public state. Then every
 * subscriber (`onLiveEvent`: the open records pages ...) hears it.
 */
export function applyLiveEvent(event: api.LiveEvent): void {
  if (event.kind === 'balance' && typeof event.sumBalance === 'string' && MONEY.test(event.sumBalance)) setLiveBalance(event.sumBalance);
  else if (event.kind === 'messages' && Number.isInteger(event.unreadMessage) && (event.unreadMessage ?? -1) >= 0) {
    setPublicState({ unreadMessage: event.unreadMessage });
  } else if (event.kind === 'rewards') void refreshPublicState();
  publishLiveEvent(event);
}
