import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { EmptyState, emptyStateButtonClass, LoadError } from './LoadStates';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function inRouter(ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/member/bonus']}>
      <Routes>
        <Route path="/member/bonus" element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoadError', () => {
  it('announces what failed and why as an alert, and Retry calls back', async () => {
    const onRetry = jest.fn();
    render(<LoadError title="The bonuses could not be loaded." message="No connection." retryLabel="Retry" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The bonuses could not be loaded. No connection.');
    expect(screen.getByText('The bonuses could not be loaded.').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('without a retry (a failed action beside a usable list) shows no button', () => {
    render(<LoadError title="The message could not be deleted." message="Try later." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The message could not be deleted. Try later.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without a reason shows the title alone', () => {
    render(<LoadError title="Could not load." retryLabel="Retry" onRetry={() => undefined} />);
    expect(screen.getByRole('alert').querySelector('p')).toHaveTextContent(/^Could not load\.$/);
  });
});

describe('EmptyState', () => {
  it('shows the title, the hint and a link action that navigates in the app', async () => {
    inRouter(<EmptyState title="No bonuses yet" hint="Bonuses you receive appear here." action={{ to: '/promotions', label: 'See promotions' }} />);
    expect(screen.getByText('No bonuses yet')).toBeVisible();
    expect(screen.getByText('Bonuses you receive appear here.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'See promotions' });
    expect(link).toHaveAttribute('href', '/promotions');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/promotions');
  });

  it('takes any control as its action', async () => {
    const onCopy = jest.fn();
    render(
      <EmptyState
        title="No friends yet"
        action={
          <button type="button" className={emptyStateButtonClass} onClick={onCopy}>
            Copy my link
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy my link' }));
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('with only a title renders neither hint nor action', () => {
    const { container } = render(<EmptyState title="No messages" action={false} />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('.suite-empty__action')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
