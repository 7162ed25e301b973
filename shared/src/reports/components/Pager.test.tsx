import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from '@suite/shared';
import { Pager } from './Pager';

// The pager's texts are the kit's ('reports'), complete in both languages.
beforeAll(() => initI18n());
afterEach(() => act(() => changeLanguage('es')));

it('pages in Spanish; the end button just pressed stays focusable but does nothing', async () => {
  const onPage = jest.fn();
  render(<Pager page={1} totalPages={3} onPage={onPage} />);
  expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('Página 1 de 3');
  const previous = screen.getByRole('button', { name: 'Página anterior' });
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(previous);
  expect(onPage).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

it('offers the first page for a page beyond the last (an old link)', async () => {
  const onPage = jest.fn();
  render(<Pager page={5} totalPages={2} onPage={onPage} label="Páginas de mensajes" />);
  expect(screen.getByText('La página 5 no existe; hay 2.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ir a la primera página' }));
  expect(onPage).toHaveBeenCalledWith(1);
});

it('shows "Page 1 of 1" unless told to hide a single page, and nothing for an empty list', () => {
  const { rerender } = render(<Pager page={1} totalPages={1} onPage={jest.fn()} className="app-pager" />);
  expect(screen.getByRole('navigation')).toHaveClass('app-pager');
  expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  rerender(<Pager page={1} totalPages={1} onPage={jest.fn()} hideSinglePage />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  rerender(<Pager page={1} totalPages={0} onPage={jest.fn()} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('speaks English', async () => {
  await act(() => changeLanguage('en'));
  render(<Pager page={7} totalPages={9} onPage={jest.fn()} />);
  expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Previous pagePage 7 of 9Next page');
});
