import { act, screen, within } from '@testing-library/react';
import { type api, publishLiveEvent, type UseApiResult } from '@suite/shared';
import { useState } from 'react';
import { renderPage, setUpTexts } from '../testing/render';
import { WithdrawalOrders } from './WithdrawalOrders';

const ORDER: api.WithdrawalOrder = {
  orderId: 'W20261128000001',
  amount: '150.00',
  account: { id: 'a1', kind: 'bank', provider: 'BDO Unibank', accountNo: '•••• 1234', holderName: 'ANN' },
  status: 'pending',
  rejectReason: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  decidedAt: null,
  receipt: null,
  receivedAmount: null,
  confirmBy: null,
  autoConfirmed: false,
  awaitingConfirmation: false,
  proofCount: 0,
};

const loads = jest.fn();

/** The withdraw page's list call, as useApi gives it: the server has approved the order since the page loaded. */
function Orders() {
  const [order, setOrder] = useState(ORDER);
  const result: UseApiResult<api.Page<api.WithdrawalOrder>> = {
    data: { list: [order], totalPages: 1, totalCount: 1 },
    error: undefined,
    loading: false,
    reload: () => {
      loads();
      setOrder({ ...ORDER, status: 'rejected', rejectReason: 'Cuenta no válida', decidedAt: '2026-11-28T01:05:00.000Z' });
    },
  };
  return <WithdrawalOrders result={result} onAnswered={() => undefined} />;
}

beforeAll(() => setUpTexts());

it('a withdrawal decided elsewhere (the operator) shows its new state without a reload of the page, once for a burst of events', async () => {
  renderPage(<Orders />);
  const list = screen.getByRole('region', { name: 'Mis retiros' });
  expect(within(list).getByText('Pendiente')).toBeInTheDocument();

  act(() => {
    publishLiveEvent({ id: '41', kind: 'withdrawal', at: '2026-11-28T01:05:00.000Z', orderId: ORDER.orderId, status: 'rejected' });
    publishLiveEvent({ id: '42', kind: 'withdrawal', at: '2026-11-28T01:05:00.000Z', orderId: ORDER.orderId, status: 'rejected' });
  });
  expect(await within(list).findByText('Rechazado')).toBeInTheDocument();
  expect(within(list).getByText('Cuenta no válida')).toBeInTheDocument();
  expect(loads).toHaveBeenCalledTimes(1);
});
