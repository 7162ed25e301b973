import { act, render } from '@testing-library/react';
import { useState } from 'react';
import type { LiveEvent } from '../api/contract';
import { onLiveEvent, publishLiveEvent, useLiveEvent } from './live-events';

const AT = '2026-11-28T00:00:00.000Z';
const bets: LiveEvent = { id: '1', kind: 'bets', at: AT };
const balance: LiveEvent = { id: '2', kind: 'balance', at: AT, sumBalance: '10.00' };

it('hands each event to the listeners of its kind; one failing listener does not stop the others', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const heard: string[] = [];
  const stops = [
    onLiveEvent('bets', () => {
      throw new Error('broken page');
    }),
    onLiveEvent(['bets', 'balance'], (event) => heard.push(event.id)),
    onLiveEvent('withdrawal', (event) => heard.push(`withdrawal ${event.id}`)),
  ];
  publishLiveEvent(bets);
  publishLiveEvent(balance);
  expect(heard).toEqual(['1', '2']);
  expect(error).toHaveBeenCalledTimes(1);
  stops.forEach((stop) => stop());
  publishLiveEvent(bets);
  expect(heard).toEqual(['1', '2']);
  error.mockRestore();
});

it('useLiveEvent listens while mounted, with the listener of the last render', () => {
  const heard: string[] = [];
  let setLabel: (label: string) => void = () => undefined;
  function Page() {
    const [label, set] = useState('first');
    setLabel = set;
    useLiveEvent(['bets'], (event) => heard.push(`${label} ${event.id}`));
    return null;
  }
  const view = render(<Page />);
  act(() => publishLiveEvent(bets));
  act(() => setLabel('second'));
  act(() => publishLiveEvent(bets));
  view.unmount();
  publishLiveEvent(bets);
  expect(heard).toEqual(['first 1', 'second 1']);
});
