import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccounts, resetAccounts } from '../testing/render-accounts';
import { refusal } from '../testing/shared-mock';
import { SmsCodeButton } from './SmsCodeButton';

jest.mock('@suite/shared', () => jest.requireActual('../testing/shared-mock').sharedMock());

beforeEach(() => {
  resetAccounts();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** Lets the send's answer land (no timer moves). */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

describe('SMS send button (spec 1 §4, §9)', () => {
  it('checks the number first and sends nothing when it is invalid', async () => {
    const send = jest.fn(async () => ({ expiredMinutes: 1 }));
    await renderAccounts(<SmsCodeButton validate={() => false} send={send} />);
    await setup().click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at most once per 1000 ms', async () => {
    const valid = jest.fn(() => true);
    const send = jest.fn(async () => {
      throw refusal('Demasiados envíos');
    });
    await renderAccounts(<SmsCodeButton validate={valid} send={send} />);
    const user = setup();
    const button = screen.getByRole('button', { name: 'Enviar código' });
    await user.click(button);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(valid).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1000));
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts down expiredMinutes x 60 s, disabled until zero, then sends again', async () => {
    const send = jest.fn(async () => ({ expiredMinutes: 2 }));
    await renderAccounts(<SmsCodeButton validate={() => true} send={send} />, { lang: 'en' });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 119 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(118_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    const again = screen.getByRole('button', { name: 'Send code' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message in a warning dialog when the send is refused", async () => {
    const send = jest.fn(async () => {
      throw refusal('Número no válido para SMS');
    });
    await renderAccounts(<SmsCodeButton validate={() => true} send={send} />);
    await setup().click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Número no válido para SMS');
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  });
});
