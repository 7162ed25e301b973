import { initI18n } from '@suite/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { SearchBox } from './SearchBox';

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('searches once, 200 ms after the last key', () => {
  const onSearch = jest.fn();
  render(<SearchBox value="" onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Buscar por nombre' });
  for (const text of ['d', 'dr', 'dra']) {
    fireEvent.change(box, { target: { value: text } });
    act(() => jest.advanceTimersByTime(150));
  }
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(50));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('dra');
});

it('searches at once on Enter', () => {
  const onSearch = jest.fn();
  render(<SearchBox value="" onSearch={onSearch} />);
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'jade' } });
  fireEvent.submit(box);
  expect(onSearch).toHaveBeenCalledWith('jade');
  act(() => jest.advanceTimersByTime(500));
  expect(onSearch).toHaveBeenCalledTimes(1);
});

it('follows the URL when it changes by itself, dropping a pending search', () => {
  const onSearch = jest.fn();
  const { rerender } = render(<SearchBox value="star" onSearch={onSearch} />);
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'starl' } });
  rerender(<SearchBox value="moon" onSearch={onSearch} />);
  expect(box).toHaveValue('moon');
  act(() => jest.advanceTimersByTime(500));
  expect(onSearch).not.toHaveBeenCalled();
});
