import { screen } from '@testing-library/react';
import { act } from 'react';
import { registerNamespace } from '../i18n/i18n';
import { useLocation } from '../router';
import { startStandalone } from './standalone';

function Routes() {
  const { pathname } = useLocation();
  return <h1>{`page ${pathname}`}</h1>;
}

describe('startStandalone', () => {
  it('renders the remote in a frame with a translated nav and title', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await registerNamespace('demo', {
      bundled: {
        es: { standalone: 'demo (independiente)', standaloneNav: 'Páginas de demo', pages: { a: 'Página A' } },
        en: { standalone: 'demo (standalone)', standaloneNav: 'Demo pages', pages: { a: 'Page A' } },
      },
    });
    await act(async () => {
      await startStandalone({ namespace: 'demo', links: [{ path: '/a', labelKey: 'pages.a' }], Routes });
    });
    expect(document.title).toBe('demo (independiente)');
    expect(screen.getByRole('navigation', { name: 'Páginas de demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página A' })).toHaveAttribute('href', '/a');
    expect(screen.getByRole('heading', { name: 'page /' })).toBeInTheDocument();
  });
});
