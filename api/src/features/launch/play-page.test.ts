import { betOptions, renderMissingSessionPage, renderPlayPage } from './play-page';

const OPTIONS = { renewEveryMs: 300_000 };
const state = { gameName: 'Golden Dragon', vendorName: 'Spinix Studios', balance: '1234.50', minBet: '0.10', maxBet: '100.00', wallet: 'MAIN' };

describe('the demo game page', () => {
  it('offers the minimum bet and round multiples of it up to the maximum', () => {
    expect(betOptions('0.10', '100.00')).toEqual(['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00']);
    expect(betOptions('50.00', '120.00')).toEqual(['50.00', '100.00']);
  });

  it('shows the game, the balance and a named spin button in the page language', () => {
    const en = renderPlayPage(state, 'en', 'n0nce', OPTIONS);
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Golden Dragon</h1>');
    expect(en).toContain('<label for="bet">Bet</label>');
    expect(en).toContain('<button id="spin" type="button">Spin</button>');
    expect(en).toContain('"balance":"1234.50"');
    expect(renderPlayPage(state, 'es', 'n0nce', OPTIONS)).toContain('>Girar</button>');
  });

  it('escapes names and keeps JSON from closing its script element', () => {
    const page = renderPlayPage({ ...state, gameName: '<img src=x onerror=alert(1)>', vendorName: '</script><script>alert(2)</script>' }, 'en', 'abc', OPTIONS);
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('</script><script>alert(2)');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page.match(/<script nonce="abc">/g)).toHaveLength(1);
  });

  it('explains a missing session', () => {
    expect(renderMissingSessionPage('es')).toContain('Sesión de juego no encontrada');
    expect(renderMissingSessionPage('es')).not.toContain('<script');
  });

  it('says an ended session ended, in both languages, and tells the site frame under the nonce', () => {
    const es = renderMissingSessionPage('es', 'ended', 'n0nce');
    expect(es).toContain('<h1>Sesión de juego terminada</h1>');
    expect(es).toContain('<p role="alert">La sesión de juego terminó. Vuelve a abrir el juego desde el sitio.</p>');
    expect(es).toContain(`<script nonce="n0nce">`);
    expect(es).toContain("type: 'suite:session-ended'");
    expect(renderMissingSessionPage('en', 'ended', 'n0nce')).toContain('The game session has ended. Open the game again from the site.');
  });
});
