import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { renameEventHandlers, sanitizeHtml } from './sanitize-html';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text', () => {
    const html = '<p>Hola <strong>jugador</strong></p><ul><li>uno</li></ul><img src="https://cdn.example/a.png" alt="promo">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements and their content', () => {
    const clean = sanitizeHtml('<p>Aviso</p><script>window.__pwned = true</script>');
    expect(clean).toBe('<p>Aviso</p>');
  });

  it('removes event handlers such as onerror and onclick', () => {
    const clean = sanitizeHtml('<img src="x" onerror="window.__pwned = true"><a href="/help" onclick="steal()">help</a>');
    expect(clean).not.toMatch(/onerror|onclick|__pwned|steal/);
    expect(clean).toContain('<img src="x">');
  });

  it('removes javascript: and data: links, inline styles, forms and frames', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><p style="position:fixed">z</p>' +
        '<form action="https://evil.example"><input name="pw"></form><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<a>x</a><a>y</a><p>z</p>');
  });

  it('opens links to other sites in a new tab without an opener, and keeps site links in place', () => {
    const clean = sanitizeHtml('<a href="https://example.com" target="_self">out</a><a href="/promotions" target="_blank">in</a>');
    expect(clean).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a><a href="/promotions">in</a>');
  });

  it('gives an empty string for no content', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });
});

describe('SafeHtml', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('renders the text of a notice holding a script and an onerror handler, and runs neither', async () => {
    const { container } = render(
      <SafeHtml html={'<p>Mantenimiento programado</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">'} />,
    );
    expect(await screen.findByText('Mantenimiento programado')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    container.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(window.__pwned).toBeUndefined();
  });
});

describe('renameEventHandlers (no CSP report for hostile markup)', () => {
  it('renames every on* attribute of start tags, quoted, unquoted, slashed or glued', () => {
    expect(renameEventHandlers('<img src="x" onerror="window.__pwned = true">')).toBe('<img src="x" data-blocked-onerror="window.__pwned = true">');
    expect(renameEventHandlers("<img/onerror=alert(1) src=x><svg><animate onbegin = 'a()'/></svg>")).toBe(
      "<img/data-blocked-onerror=alert(1) src=x><svg><animate data-blocked-onbegin = 'a()'/></svg>",
    );
    expect(renameEventHandlers('<a href="/x"ONCLICK="steal()">x</a>')).toBe('<a href="/x"data-blocked-ONCLICK="steal()">x</a>');
  });

  it('leaves text, attribute values, comments-like text and ordinary markup as they are', () => {
    const html = '<p title="say onclick=hi">a onclick=b < c > d</p><a href="/help">help</a><br/>x<';
    expect(renameEventHandlers(html)).toBe(html);
    expect(renameEventHandlers('')).toBe('');
  });

  it('is linear: a long hostile tag is scanned at once', () => {
    const long = '<img ' + 'a '.repeat(200_000) + 'onerror=x';
    const started = Date.now();
    expect(renameEventHandlers(long)).toContain('data-blocked-onerror=x');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('changes nothing in what sanitizeHtml returns: the handlers are gone either way', () => {
    expect(sanitizeHtml('<p>Aviso</p><img src="x" onerror="window.__pwned = true"><a href="/help" onclick="steal()">help</a>')).toBe(
      '<p>Aviso</p><img src="x"><a href="/help">help</a>',
    );
  });
});
