import { initI18n } from '@suite/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { registerGamesTranslations } from '../../../i18n';
import { makeVendor } from '../../../test/fixtures';
import { VendorStrip } from './VendorStrip';

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

const vendors = (count: number) => Array.from({ length: count }, (_, index) => makeVendor(`V${index}X`, { isHot: index === 0 ? 1 : 0 }));

it('has no arrows for 7 vendors', () => {
  render(<VendorStrip vendors={vendors(7)} selected={null} onSelect={jest.fn()} />);
  expect(screen.getAllByRole('button')).toHaveLength(8);
  expect(screen.queryByRole('button', { name: 'Más proveedores' })).toBeNull();
});

it('scrolls with arrows from 8 vendors on', () => {
  render(<VendorStrip vendors={vendors(8)} selected="V3X" onSelect={jest.fn()} />);
  const track = screen.getByRole('list');
  track.scrollBy = jest.fn();
  fireEvent.click(screen.getByRole('button', { name: 'Más proveedores' }));
  fireEvent.click(screen.getByRole('button', { name: 'Proveedores anteriores' }));
  expect(track.scrollBy).toHaveBeenNthCalledWith(1, expect.objectContaining({ left: expect.any(Number) }));
  const [[forward], [backward]] = (track.scrollBy as jest.Mock).mock.calls as [[{ left: number }], [{ left: number }]];
  expect(forward.left).toBeGreaterThan(0);
  expect(backward.left).toBeLessThan(0);
});

it('marks the chosen vendor and hot vendors, and reports a choice', () => {
  const onSelect = jest.fn();
  render(<VendorStrip vendors={vendors(3)} selected="V1X" onSelect={onSelect} />);
  expect(screen.getByRole('button', { name: 'V1X Studios' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'V0X Studios Popular' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Todos' }));
  expect(onSelect).toHaveBeenCalledWith(null);
  fireEvent.click(screen.getByRole('button', { name: 'V2X Studios' }));
  expect(onSelect).toHaveBeenLastCalledWith('V2X');
});

it('keeps its height while the vendors load', () => {
  render(<VendorStrip vendors={undefined} selected={null} onSelect={jest.fn()} />);
  expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Todos' })).toBeInTheDocument();
});
