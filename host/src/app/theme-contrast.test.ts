/**
 * WCAG AA contrast of both themes (issue 13). The tokens are read from styles.css itself, so a later colour
 * change that breaks AA fails here: first the named pairs the design relies on, then every CSS rule of the
 * host, the remotes and shared that sets both a text colour and a background.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AA_TEXT, AA_UI, contrastRatio, parseColor } from '@suite/shared/contrast';

const ROOT = path.resolve(__dirname, '../../..');
const THEMES = ['light', 'dark'] as const;
type ThemeName = (typeof THEMES)[number];
type Tokens = Record<string, string>;

function declarations(block: string): Tokens {
  const out: Tokens = {};
  for (const part of block.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) out[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
  }
  return out;
}

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The theme (styles.css) and the UI kit's tokens layered on it (shared/src/theme/tokens.css). */
const TOKEN_FILES = [path.join(__dirname, 'styles.css'), path.join(ROOT, 'shared/src/theme/tokens.css')];

function readThemes(): Record<ThemeName, Tokens> {
  let light: Tokens = {};
  let dark: Tokens = {};
  for (const file of TOKEN_FILES) {
    const css = withoutComments(readFileSync(file, 'utf8'));
    const block = (selector: RegExp) => {
      const match = selector.exec(css);
      if (!match) throw new Error(`${path.basename(file)} has no ${selector.source} block`);
      return declarations(match[1] ?? '');
    };
    light = { ...light, ...block(/:root\s*\{([^}]*)\}/) };
    dark = { ...dark, ...block(/:root\[data-theme='dark'\]\s*\{([^}]*)\}/) };
  }
  return { light, dark: { ...light, ...dark } };
}

const themes = readThemes();

/** A token name, a literal colour or `var(--x, fallback)` resolved in one theme; null when not a plain colour. */
function resolve(value: string, theme: ThemeName, depth = 0): string | null {
  const text = value.replace(/\s*!important$/, '').trim();
  if (depth > 5) return null;
  if (text.startsWith('--')) return resolve(`var(${text})`, theme, depth + 1);
  const ref = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(text);
  if (ref) {
    const own = themes[theme][ref[1] ?? ''];
    if (own !== undefined) return resolve(own, theme, depth + 1);
    return ref[2] === undefined ? null : resolve(ref[2], theme, depth + 1);
  }
  return parseColor(text) ? text : null;
}

function ratio(fg: string, bg: string, theme: ThemeName): number {
  const front = resolve(fg, theme);
  const back = resolve(bg, theme);
  if (!front || !back) throw new Error(`cannot resolve ${fg} on ${bg} in ${theme}`);
  return contrastRatio(front, back);
}

/** [foreground, background, minimum, where it is used]. */
const PAIRS: Array<[string, string, number, string]> = [
  ['--suite-fg', '--suite-bg', AA_TEXT, 'body text'],
  ['--suite-fg', '--suite-surface', AA_TEXT, 'text on cards, header, menus'],
  ['--suite-fg', '--suite-hover', AA_TEXT, 'hovered row text'],
  ['--suite-muted', '--suite-bg', AA_TEXT, 'muted text, table heads'],
  ['--suite-muted', '--suite-surface', AA_TEXT, 'muted text on cards, header clock'],
  ['--suite-accent', '--suite-bg', AA_TEXT, 'links'],
  ['--suite-accent', '--suite-surface', AA_TEXT, 'links and secondary buttons on cards'],
  ['--suite-accent', '--suite-hover', AA_TEXT, 'hovered menu entry'],
  ['--suite-accent', '--suite-bg', AA_UI, 'focus outline'],
  ['--suite-accent', '--suite-surface', AA_UI, 'focus outline on cards'],
  ['--suite-fg', '--suite-surface', AA_UI, 'focus outline of accent buttons'],
  ['--suite-on-accent', '--suite-accent', AA_TEXT, 'primary buttons, selected tabs'],
  ['--suite-surface', '--suite-accent', AA_TEXT, 'member centre current entry and buttons'],
  ['--suite-on-hot', '--suite-hot', AA_TEXT, 'HOT/NEW badges'],
  ['--suite-danger', '--suite-bg', AA_TEXT, 'error text'],
  ['--suite-danger', '--suite-surface', AA_TEXT, 'error text on cards'],
  ['--suite-on-danger', '--suite-danger', AA_TEXT, 'boot notices, account HOT tag'],
  ['--suite-surface', '--suite-danger', AA_TEXT, 'member centre count badges'],
  ['--suite-success', '--suite-bg', AA_TEXT, 'success text, credits'],
  ['--suite-success', '--suite-surface', AA_TEXT, 'success text on cards'],
  ['--suite-surface', '--suite-muted', AA_TEXT, 'customer-service card label'],
  ['--suite-on-vip', '--suite-vip', AA_TEXT, 'header VIP service label'],
  ['--suite-vip-fg', '--suite-surface', AA_TEXT, 'favourite star, gold text on cards'],
  ['--suite-vip-fg', '--suite-bg', AA_TEXT, 'gold text on the page'],
  ['--suite-on-live-chat', '--suite-live-chat', AA_TEXT, 'live chat button and title'],
  ['--suite-bg', '--suite-fg', AA_TEXT, 'tooltips (inverse)'],
  ['--suite-toast-fg', '--suite-toast-bg', AA_TEXT, 'toasts'],
  ['--suite-field-border', '--suite-bg', AA_UI, 'input and select borders on the page (WCAG 1.4.11)'],
  ['--suite-field-border', '--suite-surface', AA_UI, 'input and select borders on cards and forms'],
];

it('reads every colour token of both themes (a parse slip would test the light values twice)', () => {
  const colourTokens = PAIRS.flatMap(([fg, bg]) => [fg, bg]);
  for (const theme of THEMES) {
    for (const token of colourTokens) expect([theme, token, parseColor(resolve(token, theme) ?? '')]).not.toContainEqual(null);
  }
  expect(themes.dark['--suite-bg']).not.toBe(themes.light['--suite-bg']);
  expect(themes.dark['--suite-hot']).not.toBe(themes.light['--suite-hot']);
});

describe.each(THEMES)('the %s theme', (theme) => {
  it.each(PAIRS)('%s on %s reaches %s:1 (%s)', (fg, bg, min) => {
    expect(ratio(fg, bg, theme)).toBeGreaterThanOrEqual(min);
  });
});

// --- every rule that paints its own text on its own background ---------------------------------------

function cssFiles(): string[] {
  const packages = readdirSync(ROOT).filter((name) => /^(host|shared|remote-[\w-]+)$/.test(name));
  return packages.flatMap((pkg) =>
    (readdirSync(path.join(ROOT, pkg, 'src'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(pkg, 'src', file)),
  );
}

/** The backgrounds a rule paints: a colour, or the stops of a gradient; [] when none or not a colour. */
function backgroundColours(value: string): string[] {
  if (!/gradient\(/.test(value)) return [value];
  return value.match(/var\([^()]*(?:\([^()]*\))?[^()]*\)|#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? [];
}

interface Finding {
  where: string;
  theme: ThemeName;
  ratio: number;
}

/** Text-only rules that sit on a coloured parent of their own (checked there), not on the page. */
const ON_OWN_PARENT = new Set([
  '.cs-chat .suite-modal__close', // on the live-chat title bar (.cs-chat .suite-modal__title)
]);

function ruleFindings(): { checked: number; failures: Finding[] } {
  let checked = 0;
  const failures: Finding[] = [];
  const check = (where: string, fg: string, bgs: string[], theme: ThemeName) => {
    const front = resolve(fg, theme);
    if (!front) return;
    for (const stop of bgs) {
      const back = resolve(stop, theme);
      if (!back || parseColor(back)?.a !== 1) continue;
      checked += 1;
      const value = contrastRatio(front, back);
      if (value < AA_TEXT) failures.push({ where: `${where} on ${stop}`, theme, ratio: Number(value.toFixed(2)) });
    }
  };
  for (const file of cssFiles()) {
    const css = withoutComments(readFileSync(path.join(ROOT, file), 'utf8'));
    // One entry per selector of a list, so `.a--x, .a--y { background }` finds `.a`'s colour.
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selectors = '', body = '']) =>
      selectors.split(',').map((selector) => ({ selector: selector.trim(), decls: declarations(body) })),
    );
    const colourOf = new Map(rules.filter((r) => r.decls.color).map((r) => [r.selector, r.decls.color]));
    for (const { selector, decls } of rules) {
      if (selector.startsWith(':root') || selector.startsWith('@') || ON_OWN_PARENT.has(selector)) continue;
      const bg = decls['background-color'] ?? decls.background;
      // A BEM modifier that only changes the background keeps its block's text colour.
      const fg = decls.color ?? (bg ? colourOf.get(/^(\.[\w-]+?)--[\w-]+$/.exec(selector)?.[1] ?? '') : undefined);
      if (!fg) continue;
      const backgrounds = bg ? backgroundColours(bg) : ['--suite-bg', '--suite-surface'];
      for (const theme of THEMES) check(`${file} ${selector}`, fg, backgrounds, theme);
    }
  }
  return { checked, failures };
}

it('every CSS rule that sets a text colour reaches 4.5:1 on its own background, or on the page and cards, in both themes', () => {
  const { checked, failures } = ruleFindings();
  expect(checked).toBeGreaterThan(40);
  expect(failures).toEqual([]);
});

// --- the borders of form fields (WCAG 1.4.11: 3:1 for what identifies a control) -----------------------

/** A rule that draws a text field or a select (not a checkbox, radio or a field's label). */
const FIELD_SELECTOR = /(^|[\s>+~])(input|select|textarea)\b(?!\[type='(checkbox|radio)'\])|[\w-](__|-)(input|select|field__input|textarea)\b/;

/** Frames drawn around a borderless input (the country picker's dialing code and number). */
const FIELD_FRAMES = new Set(['.cp']);

/** The colour of a `border`/`border-color` value; null when there is no visible border. */
function borderColour(value: string): string | null {
  if (/^(0|none)\b/.test(value.trim())) return null;
  return /var\([^()]*(?:\([^()]*\))?[^()]*\)|#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/i.exec(value)?.[0] ?? null;
}

function fieldBorderFindings(): { checked: string[]; failures: Finding[] } {
  const checked: string[] = [];
  const failures: Finding[] = [];
  for (const file of cssFiles()) {
    const css = withoutComments(readFileSync(path.join(ROOT, file), 'utf8'));
    for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const decls = declarations(body);
      const border = decls['border-color'] ?? decls.border;
      const colour = border ? borderColour(border) : null;
      if (!colour) continue;
      for (const selector of selectors.split(',').map((part) => part.trim())) {
        // The invalid state is red (checked as error text); :checked and :focus states are the accent.
        const field = FIELD_SELECTOR.test(selector) || FIELD_FRAMES.has(selector);
        if (!field || /invalid|:checked|:focus|:has\(/.test(selector)) continue;
        checked.push(`${file} ${selector}`);
        const own = decls['background-color'] ?? decls.background;
        const backgrounds = ['--suite-bg', '--suite-surface', ...(own && resolve(own, 'light') ? [own] : [])];
        for (const theme of THEMES) {
          const front = resolve(colour, theme);
          if (!front) {
            failures.push({ where: `${file} ${selector}: border ${colour} is not a theme colour`, theme, ratio: 0 });
            continue;
          }
          for (const back of backgrounds) {
            const value = contrastRatio(front, resolve(back, theme) ?? '#000');
            if (value < AA_UI) failures.push({ where: `${file} ${selector} on ${back}`, theme, ratio: Number(value.toFixed(2)) });
          }
        }
      }
    }
  }
  return { checked, failures };
}

it('every input, select and textarea border reaches 3:1 on the page, the cards and its own background, in both themes', () => {
  const { checked, failures } = fieldBorderFindings();
  expect(checked.length).toBeGreaterThan(5);
  expect(failures).toEqual([]);
});
