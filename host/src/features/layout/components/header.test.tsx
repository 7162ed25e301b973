import { api, currentLanguage, DEFAULT_RUNTIME_CONFIG, setRuntimeConfig, setSession } from '@suite/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentTo } from '../../../test/api-mock';
import { renderAt } from '../../../test/render';
import { HeaderClock } from './HeaderClock';
import { LanguageSelect } from './LanguageSelect';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

describe('header clock', () => {
  afterEach(() => {
    jest.useRealTimers();
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  });

  it('shows the local time as YYYY/MM/DD HH:mm:ss and refreshes each second', async () => {
    jest.useFakeTimers({ now: new Date(2026, 0, 31, 23, 59, 58) });
    await renderAt(<HeaderClock />);
    const clock = screen.getByText('2026/01/31 23:59:58', { exact: false });
    expect(clock.tagName).toBe('TIME');
    expect(clock).toHaveTextContent('Hora local');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('2026/01/31 23:59:59');
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('2026/02/01 00:00:00');
    expect(clock).toHaveAttribute('dateTime', new Date(2026, 1, 1, 0, 0, 0).toISOString());
  });

  it("shows the operator's time zone from the configuration, not the browser's", async () => {
    jest.useFakeTimers({ now: new Date('2026-01-31T15:59:58Z') });
    setRuntimeConfig({ timeZone: 'Asia/Manila' });
    const view = await renderAt(<HeaderClock />);
    expect(screen.getByText('2026/01/31 23:59:58', { exact: false }).tagName).toBe('TIME');
    view.unmount();
    setRuntimeConfig({ timeZone: 'America/Bogota' });
    await renderAt(<HeaderClock />);
    expect(screen.getByText('2026/01/31 10:59:58', { exact: false }).tagName).toBe('TIME');
  });

  it('is named in English too', async () => {
    await renderAt(<HeaderClock />, { lang: 'en' });
    expect(screen.getByText(/Local time/).closest('time')).toHaveTextContent(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  });
});

describe('language selector', () => {
  beforeEach(() => answerApi({ [api.updateLanguage.path]: null }));
  afterEach(() => act(() => setSession(null)));

  it('switches the language on screen and keeps it, without telling the server for a visitor', async () => {
    const user = userEvent.setup();
    await renderAt(<LanguageSelect />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(sentTo(api.updateLanguage.path)).toEqual([]);
  });

  it('sends the new language to the server when a member is logged in', async () => {
    act(() => setSession({ token: 't', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null }));
    const user = userEvent.setup();
    await renderAt(<LanguageSelect />, { lang: 'en' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(sentTo(api.updateLanguage.path)).toEqual([{ language: 'es' }]);
  });
});
