import { api, ApiError, initI18n } from '@suite/shared';
import { act, renderHook } from '@testing-library/react';
import { callsTo, mockRefreshBalance, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { useCashierAction } from './use-cashier-action';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const PAYLOAD: api.UplineTransferRequest = { amount: '10.00', paymentPassword: 'secret1' };
let answers: Array<() => unknown>;

beforeAll(() => initI18n());
beforeEach(() => {
  resetApi();
  answers = [];
  onApi(api.transferToUpline.path, () => (answers.shift() ?? (() => null))());
  onApi(api.setPaymentPassword.path, () => null);
});

const keys = () => callsTo(api.transferToUpline.path).map((call) => call.options?.idempotencyKey);

async function send(action: { current: ReturnType<typeof useCashierAction<api.UplineTransferRequest, unknown>> }, payload = PAYLOAD) {
  let outcome: unknown;
  await act(async () => {
    outcome = await action.current.run(payload);
  });
  return outcome;
}

it('repeats a lost answer with the same key, and starts a new key after the success', async () => {
  const { result } = renderHook(() => useCashierAction(api.transferToUpline));
  answers.push(() => {
    throw networkError();
  });
  answers.push(() => {
    throw new ApiError('timeout');
  });
  expect(await send(result)).toEqual({ ok: false });
  expect(result.current.error?.kind).toBe('network');
  await send(result);
  expect(await send(result)).toEqual({ ok: true, value: null });
  expect(result.current.error).toBeUndefined();
  await send(result);
  const [first, second, third, fourth] = keys();
  expect(second).toBe(first);
  expect(third).toBe(first);
  expect(fourth).not.toBe(first);
  expect(mockRefreshBalance).toHaveBeenCalledTimes(2);
});

it('starts a new key when the payload changes or after a final refusal', async () => {
  const { result } = renderHook(() => useCashierAction(api.transferToUpline));
  answers.push(() => {
    throw networkError();
  });
  answers.push(() => {
    throw refusal('Contraseña de pago incorrecta');
  });
  await send(result);
  await send(result, { ...PAYLOAD, amount: '11.00' });
  expect(result.current.error?.message).toBe('Contraseña de pago incorrecta');
  await send(result, { ...PAYLOAD, amount: '11.00' });
  const [first, second, third] = keys();
  expect(second).not.toBe(first);
  expect(third).not.toBe(second);
  expect(mockRefreshBalance).toHaveBeenCalledTimes(1);
});

it('sends no key to a call that moves no money', async () => {
  const { result } = renderHook(() => useCashierAction(api.setPaymentPassword));
  await act(async () => {
    await result.current.run({ newPassword: '123456', confirmPassword: '123456' });
  });
  expect(callsTo(api.setPaymentPassword.path)[0]?.options?.idempotencyKey).toBeUndefined();
  expect(mockRefreshBalance).not.toHaveBeenCalled();
});
