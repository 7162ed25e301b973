/**
 * The country picker's flags (issue 26 #15): emoji flags are empty boxes on Windows and Debian's
 * Chromium, so each flag is a small SVG drawn from this table: simplified but recognisable (stripes,
 * crosses, discs, stars; emblems reduced to a shape in their main colour), on a 30 x 20 grid. Our own
 * drawings (no icon set copied; national flags themselves are public), in a chunk of their own that
 * the picker imports when it first shows (never in the first load). Every country the API seeds
 * (api/src/seed/help-seed.ts) and the picker's fallback list has one (flag-images.test.ts).
 */

type Shape =
  /** Horizontal bands top to bottom, of equal height or of these weights. */
  | readonly ['h', readonly string[], (readonly number[])?]
  /** Vertical bands left to right. */
  | readonly ['v', readonly string[], (readonly number[])?]
  /** Rectangle x, y, width, height, fill, rotation in degrees about its centre. */
  | readonly ['r', number, number, number, number, string, number?]
  /** Disc cx, cy, r, fill. */
  | readonly ['c', number, number, number, string]
  /** Ring cx, cy, r, stroke, stroke width. */
  | readonly ['o', number, number, number, string, number]
  /** Polygon points, fill. */
  | readonly ['p', string, string]
  /** Path data, fill. */
  | readonly ['d', string, string]
  /** Star cx, cy, outer radius, fill, points (5), rotation in degrees (0: a point up). */
  | readonly ['s', number, number, number, string, number?, number?]
  /** The Union Jack in the box x, y, width, height. */
  | readonly ['uj', number, number, number, number];

const W = '#FFFFFF';
const STAR_ARC = ['10.30,10.79', '11.17,9.29', '12.50,8.17', '14.13,7.58', '15.87,7.58', '17.50,8.17', '18.83,9.29', '19.70,10.79'];

const stripes = (count: number, first: string, second: string): string[] => Array.from({ length: count }, (_, index) => (index % 2 === 0 ? first : second));

/** Korea's trigrams: three bars of a 3.4 x 3.6 block, turned towards the centre. */
const trigram = (cx: number, cy: number, angle: number): Shape[] =>
  [-1.3, 0, 1.3].map((offset): Shape => {
    const radians = (angle * Math.PI) / 180;
    const x = cx + offset * Math.cos(radians) - 1.8;
    const y = cy + offset * Math.sin(radians) - 0.4;
    return ['r', x, y, 3.6, 0.8, '#000000', angle + 90];
  });

export const FLAG_SHAPES: Readonly<Record<string, readonly Shape[]>> = {
  AE: [['h', ['#00732F', W, '#000000']], ['r', 0, 0, 7.5, 20, '#FF0000']],
  AR: [['h', ['#74ACDF', W, '#74ACDF']], ['c', 15, 10, 2, '#F6B40E']],
  AU: [['r', 0, 0, 30, 20, '#012169'], ['uj', 0, 0, 15, 10], ['s', 7.5, 15, 2.6, W, 7], ['s', 22.5, 16.5, 1.2, W], ['s', 19.5, 8.5, 1.2, W], ['s', 22.5, 4, 1.2, W], ['s', 26, 7.5, 1.2, W], ['s', 24, 10.5, 0.7, W]],
  BD: [['r', 0, 0, 30, 20, '#006A4E'], ['c', 13.5, 10, 6, '#F42A41']],
  BN: [['r', 0, 0, 30, 20, '#F7E017'], ['p', '0,2 30,12 30,15 0,5', W], ['p', '0,5 30,15 30,18 0,8', '#000000'], ['c', 15, 10, 3, '#CF1126']],
  BO: [['h', ['#D52B1E', '#F9E300', '#007934']]],
  BR: [['r', 0, 0, 30, 20, '#009C3B'], ['p', '3,10 15,2 27,10 15,18', '#FFDF00'], ['c', 15, 10, 5, '#002776'], ['d', 'M10.3,8.6 Q15,8 19.9,11.2 L19.7,11.9 Q15,8.9 10.1,9.5 Z', W]],
  CH: [['r', 0, 0, 30, 20, '#DA291C'], ['r', 13, 4, 4, 12, W], ['r', 9, 8, 12, 4, W]],
  CL: [['h', [W, '#D52B1E']], ['r', 0, 0, 10, 10, '#0039A6'], ['s', 5, 5, 2.6, W]],
  CN: [['r', 0, 0, 30, 20, '#EE1C25'], ['s', 5, 5, 3, '#FFFF00'], ['s', 10, 2, 1, '#FFFF00', 5, 23], ['s', 12, 4, 1, '#FFFF00', 5, 45], ['s', 12, 7, 1, '#FFFF00'], ['s', 10, 9, 1, '#FFFF00', 5, 20]],
  CO: [['h', ['#FCD116', '#003893', '#CE1126'], [2, 1, 1]]],
  CR: [['h', ['#002B7F', W, '#CE1126', W, '#002B7F'], [1, 1, 2, 1, 1]]],
  CU: [['h', stripes(5, '#002A8F', W)], ['p', '0,0 17.32,10 0,20', '#CF142B'], ['s', 5.8, 10, 2.6, W]],
  DE: [['h', ['#000000', '#DD0000', '#FFCE00']]],
  EC: [['h', ['#FFDD00', '#034EA2', '#ED1C24'], [2, 1, 1]], ['c', 15, 9, 2.6, '#8C5B2E'], ['c', 15, 9, 1.5, '#6BB4E3']],
  EG: [['h', ['#CE1126', W, '#000000']], ['c', 15, 10, 1.8, '#C09300']],
  ES: [['h', ['#AA151B', '#F1BF00', '#AA151B'], [1, 2, 1]], ['r', 7, 7.6, 3, 4.6, '#AA151B'], ['r', 7.8, 8.4, 1.4, 1.6, '#F1BF00']],
  FR: [['v', ['#0055A4', W, '#EF4135']]],
  GB: [['uj', 0, 0, 30, 20]],
  GT: [['v', ['#4997D0', W, '#4997D0']], ['o', 15, 10, 2.4, '#6CA34A', 0.8], ['c', 15, 10, 1, '#8C5B2E']],
  HK: [['r', 0, 0, 30, 20, '#DE2910'], ['s', 15, 10, 5.5, W, 5, 36], ['s', 15, 10, 1.4, '#DE2910', 5, 36]],
  HN: [['h', ['#0073CF', W, '#0073CF']], ['s', 15, 10, 1, '#0073CF'], ['s', 11.5, 8.5, 1, '#0073CF'], ['s', 11.5, 11.5, 1, '#0073CF'], ['s', 18.5, 8.5, 1, '#0073CF'], ['s', 18.5, 11.5, 1, '#0073CF']],
  ID: [['h', ['#CE1126', W]]],
  IN: [['h', ['#FF9933', W, '#138808']], ['o', 15, 10, 2.6, '#000080', 0.6], ['c', 15, 10, 0.6, '#000080']],
  IT: [['v', ['#009246', W, '#CE2B37']]],
  JP: [['r', 0, 0, 30, 20, W], ['c', 15, 10, 6, '#BC002D']],
  KH: [['h', ['#032EA1', '#E00025', '#032EA1'], [1, 2, 1]], ['p', '9,13.5 10.5,9.5 12,9.5 13,7 14,7 15,4.8 16,7 17,7 18,9.5 19.5,9.5 21,13.5', W]],
  KR: [['r', 0, 0, 30, 20, W], ['c', 15, 10, 5, '#CD2E3A'], ['d', 'M10,10 A5,5 0 0,0 20,10 A2.5,2.5 0 0,0 15,10 A2.5,2.5 0 0,1 10,10 Z', '#0047A0'], ...trigram(6.2, 4.8, 33.7), ...trigram(23.8, 15.2, 33.7), ...trigram(23.8, 4.8, -33.7), ...trigram(6.2, 15.2, -33.7)],
  LA: [['h', ['#CE1126', '#002868', '#CE1126'], [1, 2, 1]], ['c', 15, 10, 4, W]],
  LK: [['r', 0, 0, 30, 20, '#FFBE29'], ['r', 1, 1, 3.2, 18, '#005F56'], ['r', 4.2, 1, 3.2, 18, '#FF5B00'], ['r', 8.4, 1, 20.6, 18, '#8D153A'], ['p', '13,14 13.5,8 15.5,6 19,6.5 21,5 23,7 22,10 24,14', '#FFBE29']],
  MM: [['h', ['#FECB00', '#34B233', '#EA2839']], ['s', 15, 10.6, 7, W]],
  MN: [['v', ['#C4272F', '#015197', '#C4272F']], ['c', 5, 4.5, 1.2, '#F9CF02'], ['r', 3.4, 6.5, 3.2, 1, '#F9CF02'], ['c', 5, 10.3, 1.6, '#F9CF02'], ['r', 3.4, 13, 3.2, 1, '#F9CF02'], ['r', 2.2, 6.5, 0.8, 8, '#F9CF02'], ['r', 7, 6.5, 0.8, 8, '#F9CF02']],
  MO: [['r', 0, 0, 30, 20, '#00785E'], ['d', 'M10,12 Q15,15 20,12 Q18,9 15,8.4 Q12,9 10,12 Z', W], ['r', 11, 14, 8, 0.8, W], ['s', 15, 4.8, 1.6, '#FBD116'], ['s', 11.4, 6.2, 0.9, '#FBD116'], ['s', 18.6, 6.2, 0.9, '#FBD116']],
  MV: [['r', 0, 0, 30, 20, '#D21034'], ['r', 7.5, 5, 15, 10, '#007E3A'], ['c', 15, 10, 3.3, W], ['c', 16.3, 10, 2.8, '#007E3A']],
  MX: [['v', ['#006847', W, '#CE1126']], ['c', 15, 10, 2.5, '#8C5B2E'], ['r', 13, 11.8, 4, 0.7, '#006847']],
  MY: [['h', stripes(14, '#CC0001', W)], ['r', 0, 0, 15, 11.43, '#010066'], ['c', 6, 5.7, 3.6, '#FFCC00'], ['c', 7.2, 5.7, 3.1, '#010066'], ['s', 10.8, 5.7, 2, '#FFCC00', 14]],
  NI: [['h', ['#0067C6', W, '#0067C6']], ['p', '13.2,11.3 15,8.2 16.8,11.3', '#3C8D0D'], ['o', 15, 10.2, 2.3, '#C8A900', 0.4]],
  NL: [['h', ['#AE1C28', W, '#21468B']]],
  NP: [['p', '0,0 18,10.5 7.2,10.5 18,20 0,20', '#003893'], ['p', '1.2,2.2 14.6,9.7 5,9.7 15,19 1.2,19', '#DC143C'], ['d', 'M3,5.5 A2.2,2.2 0 0,0 7.4,5.5 A2.2,1.4 0 0,1 3,5.5 Z', W], ['s', 5.2, 15, 2.2, W, 12]],
  NZ: [['r', 0, 0, 30, 20, '#012169'], ['uj', 0, 0, 15, 10], ['s', 22.5, 16, 1.4, W], ['s', 22.5, 16, 1, '#C8102E'], ['s', 19.5, 9.5, 1.3, W], ['s', 19.5, 9.5, 0.9, '#C8102E'], ['s', 25.5, 8.5, 1.3, W], ['s', 25.5, 8.5, 0.9, '#C8102E'], ['s', 22.5, 4, 1.2, W], ['s', 22.5, 4, 0.8, '#C8102E']],
  PA: [['r', 0, 0, 30, 20, W], ['r', 15, 0, 15, 10, '#DA121A'], ['r', 0, 10, 15, 10, '#072357'], ['s', 7.5, 5, 2.5, '#072357'], ['s', 22.5, 15, 2.5, '#DA121A']],
  PE: [['v', ['#D91023', W, '#D91023']]],
  PH: [['h', ['#0038A8', '#CE1126']], ['p', '0,0 17.32,10 0,20', W], ['s', 5.8, 10, 3, '#FCD116', 8], ['s', 1.6, 2.4, 0.8, '#FCD116'], ['s', 1.6, 17.6, 0.8, '#FCD116'], ['s', 14.2, 10, 0.8, '#FCD116', 5, 90]],
  PK: [['r', 0, 0, 30, 20, '#01411C'], ['r', 0, 0, 7.5, 20, W], ['c', 19, 10, 5, W], ['c', 20.5, 8.8, 4.4, '#01411C'], ['s', 22.3, 7.2, 1.6, W, 5, 40]],
  PL: [['h', [W, '#DC143C']]],
  PT: [['v', ['#006600', '#FF0000'], [2, 3]], ['c', 12, 10, 3.2, '#FFCC00'], ['r', 10.8, 8.3, 2.4, 3, '#FF0000'], ['r', 11.3, 8.9, 1.4, 1.8, W]],
  PY: [['h', ['#D52B1E', W, '#0038A8']], ['o', 15, 10, 1.8, '#4E9F3D', 0.5], ['s', 15, 10, 0.9, '#FEDF00']],
  QA: [['r', 0, 0, 30, 20, '#8A1538'], ['p', '0,0 8,0 10.5,1.11 8,2.22 10.5,3.33 8,4.44 10.5,5.56 8,6.67 10.5,7.78 8,8.89 10.5,10 8,11.11 10.5,12.22 8,13.33 10.5,14.44 8,15.56 10.5,16.67 8,17.78 10.5,18.89 8,20 0,20', W]],
  RU: [['h', [W, '#0039A6', '#D52B1E']]],
  SA: [['r', 0, 0, 30, 20, '#006C35'], ['d', 'M8,7.5 q1,-1.5 2,0 t2,0 t2,0 t2,0 t2,0 t2,0 t2,0 v1.2 h-14 Z', W], ['r', 8, 12.2, 14, 0.8, W], ['r', 21, 11.6, 0.8, 2, W]],
  SE: [['r', 0, 0, 30, 20, '#006AA7'], ['r', 0, 8, 30, 4, '#FECC00'], ['r', 9, 0, 4, 20, '#FECC00']],
  SG: [['h', ['#EF3340', W]], ['c', 6, 5, 3.6, W], ['c', 7.4, 5, 3.3, '#EF3340'], ['s', 10, 2.9, 0.7, W], ['s', 12, 4.4, 0.7, W], ['s', 11.2, 6.7, 0.7, W], ['s', 8.8, 6.7, 0.7, W], ['s', 8, 4.4, 0.7, W]],
  SV: [['h', ['#0F47AF', W, '#0F47AF']], ['p', '13,11.4 15,8 17,11.4', '#C8A900'], ['o', 15, 10.2, 2.4, '#2E7D32', 0.4]],
  TH: [['h', ['#A51931', '#F4F5F8', '#2D2A4A', '#F4F5F8', '#A51931'], [1, 1, 2, 1, 1]]],
  TL: [['r', 0, 0, 30, 20, '#DC241F'], ['p', '0,0 15,10 0,20', '#FFC726'], ['p', '0,0 10,10 0,20', '#000000'], ['s', 3.6, 10, 2.2, W, 5, -20]],
  TR: [['r', 0, 0, 30, 20, '#E30A17'], ['c', 10.5, 10, 5, W], ['c', 11.75, 10, 4, '#E30A17'], ['s', 16.3, 10, 2.5, W, 5, -90]],
  TW: [['r', 0, 0, 30, 20, '#FE0000'], ['r', 0, 0, 15, 10, '#000095'], ['s', 7.5, 5, 3.6, W, 12], ['c', 7.5, 5, 2, '#000095'], ['c', 7.5, 5, 1.7, W]],
  US: [
    ['h', stripes(13, '#B22234', W)],
    ['r', 0, 0, 12, 10.77, '#3C3B6E'],
    ...[1.4, 3.9, 6.4, 8.9].flatMap((y) => [1.5, 3.75, 6, 8.25, 10.5].map((x): Shape => ['c', x, y, 0.5, W])),
  ],
  UY: [['h', stripes(9, W, '#0038A8')], ['r', 0, 0, 11.1, 11.1, W], ['s', 5.55, 5.55, 3.4, '#FCD116', 16], ['c', 5.55, 5.55, 1.9, '#FCD116']],
  VE: [['h', ['#FFCC00', '#00247D', '#CF142B']], ...STAR_ARC.map((point): Shape => ['s', Number(point.split(',')[0]), Number(point.split(',')[1]), 0.7, W])],
  VN: [['r', 0, 0, 30, 20, '#DA251D'], ['s', 15, 10, 6, '#FFFF00']],
  ZA: [
    ['h', ['#E03C31', '#001489']],
    ['p', '0,0 6,0 15,6.7 30,6.7 30,13.3 15,13.3 6,20 0,20', W],
    ['p', '0,0 3,0 13.6,8 30,8 30,12 13.6,12 3,20 0,20', '#007749'],
    ['p', '0,2.6 10.2,10 0,17.4', '#FFB81C'],
    ['p', '0,4 8.2,10 0,16', '#000000'],
  ],
};

const n = (value: number): string => String(Math.round(value * 100) / 100);

function bands(colours: readonly string[], weights: readonly number[] | undefined, vertical: boolean): string {
  const sizes = weights ?? colours.map(() => 1);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let at = 0;
  return colours
    .map((colour, index) => {
      const start = at;
      at += ((sizes[index] ?? 1) / total) * (vertical ? 30 : 20);
      // Each band runs to the end, so rounding never leaves a hairline between two.
      return vertical
        ? `<rect x="${n(start)}" width="${n(30 - start)}" height="20" fill="${colour}"/>`
        : `<rect y="${n(start)}" width="30" height="${n(20 - start)}" fill="${colour}"/>`;
    })
    .join('');
}

function star(cx: number, cy: number, r: number, points: number, rotation: number): string {
  const inner = points === 5 ? r * 0.382 : r * 0.62;
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const angle = ((rotation - 90 + (index * 180) / points) * Math.PI) / 180;
    const radius = index % 2 === 0 ? r : inner;
    corners.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return corners.join(' ');
}

/** The Union Jack: the usual construction on a 60 x 30 grid, stretched to the box. */
function unionJack(x: number, y: number, width: number, height: number): string {
  const diagonals = 'M0,0 L60,30 M60,0 L0,30';
  return (
    `<svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" viewBox="0 0 60 30" preserveAspectRatio="none">` +
    '<clipPath id="uj-t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>' +
    '<rect width="60" height="30" fill="#012169"/>' +
    `<path d="${diagonals}" stroke="#FFFFFF" stroke-width="6"/>` +
    `<path d="${diagonals}" clip-path="url(#uj-t)" stroke="#C8102E" stroke-width="4"/>` +
    '<path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" stroke-width="10"/>' +
    '<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/></svg>'
  );
}

function draw(shape: Shape): string {
  switch (shape[0]) {
    case 'h':
      return bands(shape[1], shape[2], false);
    case 'v':
      return bands(shape[1], shape[2], true);
    case 'r': {
      const [, x, y, width, height, fill, rotation] = shape;
      const turn = rotation ? ` transform="rotate(${n(rotation)} ${n(x + width / 2)} ${n(y + height / 2)})"` : '';
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${turn}/>`;
    }
    case 'c':
      return `<circle cx="${n(shape[1])}" cy="${n(shape[2])}" r="${n(shape[3])}" fill="${shape[4]}"/>`;
    case 'o':
      return `<circle cx="${n(shape[1])}" cy="${n(shape[2])}" r="${n(shape[3])}" fill="none" stroke="${shape[4]}" stroke-width="${n(shape[5])}"/>`;
    case 'p':
      return `<polygon points="${shape[1]}" fill="${shape[2]}"/>`;
    case 'd':
      return `<path d="${shape[1]}" fill="${shape[2]}"/>`;
    case 's':
      return `<polygon points="${star(shape[1], shape[2], shape[3], shape[5] ?? 5, shape[6] ?? 0)}" fill="${shape[4]}"/>`;
    case 'uj':
      return unionJack(shape[1], shape[2], shape[3], shape[4]);
  }
}

/** The flag of an ISO 3166 alpha-2 code as SVG markup (30 x 20), or null when the table has none. */
export function flagSvg(countryCode: string): string | null {
  const shapes = FLAG_SHAPES[countryCode.trim().toUpperCase()];
  if (!shapes) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20">${shapes.map(draw).join('')}</svg>`;
}

/** A country the table does not know: a plain grey flag (its name is written beside it). */
const UNKNOWN_FLAG = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"><rect width="30" height="20" fill="#C5C9D3"/><rect x="3" y="3" width="24" height="14" fill="#E4E7EE"/></svg>';

const urls = new Map<string, string>();

/** The flag as an <img> src (a data: URL, allowed by the CSP's img-src); the grey flag for an unknown code. */
export function flagUrl(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  let url = urls.get(code);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(flagSvg(code) ?? UNKNOWN_FLAG)}`;
    urls.set(code, url);
  }
  return url;
}
