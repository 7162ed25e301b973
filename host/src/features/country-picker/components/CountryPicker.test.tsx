import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderAccounts, resetAccounts } from '../../auth/testing/render-accounts';
import { onApi } from '../../auth/testing/shared-mock';
import { COUNTRY_BLUR_DELAY_MS, CountryPicker } from './CountryPicker';

jest.mock('@suite/shared', () => jest.requireActual('../../auth/testing/shared-mock').sharedMock());

const COUNTRIES = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'ES', countryDialingCode: '34' },
  { countryCode: 'MX', countryDialingCode: '52' },
];

function Picker({ initialCode, onPick }: { initialCode?: string; onPick?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <CountryPicker
        value={code}
        initialCode={initialCode}
        onChange={(next) => {
          setCode(next);
          onPick?.(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

beforeEach(() => {
  resetAccounts();
  onApi('/wps/system/countries', () => COUNTRIES);
  onApi('/wps/system/permission', () => ({ info: { location: { ip: '1.2.3.4', countryCode: 'ES' } } }));
});

const input = () => screen.getByRole('combobox', { name: 'Código de país' });

describe('country dialing-code picker (spec 1 §2)', () => {
  it("defaults to the visitor's country and shows its flag and +code in a read-only input", async () => {
    const onPick = jest.fn();
    await renderAccounts(<Picker onPick={onPick} />);
    await waitFor(() => expect(input()).toHaveValue('+34'));
    expect(onPick).toHaveBeenCalledWith('34');
    expect(input()).toHaveAttribute('readonly');
    // Issue 26 #15: the flag is a small image named after the country (emoji flags are empty boxes on
    // Windows and Debian's Chromium), loaded from a chunk of its own.
    const flag = await screen.findByRole('img', { name: 'España' });
    expect(flag).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(flag).toHaveAttribute('loading', 'lazy');
    expect(flag.getAttribute('src')).toContain(encodeURIComponent('#AA151B'));
  });

  it('shows each country of the list with its flag image and its name as text, never an emoji', async () => {
    await renderAccounts(<Picker />, { lang: 'en' });
    const combo = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(combo).toHaveValue('+34'));
    await userEvent.click(combo);
    const options = screen.getAllByRole('option');
    await waitFor(() => expect(options.every((option) => option.querySelector('img') !== null)).toBe(true));
    expect(options.map((option) => option.textContent)).toEqual(['Philippines+63', 'Spain+34', 'Mexico+52']);
    const sources = options.map((option) => option.querySelector('img')?.getAttribute('src'));
    expect(new Set(sources).size).toBe(3);
    expect(sources.every((src) => src?.startsWith('data:image/svg+xml,'))).toBe(true);
    // Beside the written name the image is decorative; the closed picker's flag carries the name.
    expect(options.every((option) => option.querySelector('img')?.getAttribute('alt') === '')).toBe(true);
    expect(screen.getByRole('img', { name: 'Spain' })).toBeInTheDocument();
    // No regional-indicator letters (emoji flags) anywhere in the picker.
    expect(document.body.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('prefers a given initial code', async () => {
    await renderAccounts(<Picker initialCode="+52" />);
    await waitFor(() => expect(input()).toHaveValue('+52'));
  });

  it('opens on focus, lists the countries by name in the language on screen, and emits the choice', async () => {
    const onPick = jest.fn();
    await renderAccounts(<Picker onPick={onPick} />, { lang: 'en' });
    const combo = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(combo).toHaveValue('+34'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(combo);
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Spain +34' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Mexico +52' }));
    expect(combo).toHaveValue('+52');
    expect(onPick).toHaveBeenLastCalledWith('52');
  });

  it('is usable with the keyboard', async () => {
    await renderAccounts(<Picker />, { lang: 'en' });
    const combo = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(combo).toHaveValue('+34'));
    await userEvent.tab();
    expect(combo).toHaveFocus();
    expect(combo).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Spain +34' }).id);
    await userEvent.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Mexico +52' }).id);
    await userEvent.keyboard('{Enter}');
    expect(combo).toHaveValue('+52');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes 200 ms after losing focus', async () => {
    await renderAccounts(<Picker />);
    await waitFor(() => expect(input()).toHaveValue('+34'));
    jest.useFakeTimers();
    try {
      fireEvent.focus(input());
      expect(input()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.blur(input());
      act(() => jest.advanceTimersByTime(COUNTRY_BLUR_DELAY_MS - 1));
      expect(input()).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(input()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to a built-in list when the server has none', async () => {
    onApi('/wps/system/countries', () => {
      throw new Error('down');
    });
    onApi('/wps/system/permission', () => {
      throw new Error('down');
    });
    await renderAccounts(<Picker />);
    await waitFor(() => expect(input()).toHaveValue('+63'));
  });
});
