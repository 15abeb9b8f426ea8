import { createHash } from 'node:crypto';

export type ClubColours = { primary: string; secondary: string };

/** Plausible home colours of well-known clubs; the others get a deterministic pair from their name. */
const KNOWN: Record<string, [string, string]> = {
  'AFC Bournemouth': ['#da291c', '#000000'],
  Arsenal: ['#ef0107', '#ffffff'],
  'Aston Villa': ['#670e36', '#95bfe5'],
  Brentford: ['#e30613', '#ffffff'],
  'Brighton & Hove Albion': ['#0057b8', '#ffffff'],
  Burnley: ['#6c1d45', '#99d6ea'],
  Chelsea: ['#034694', '#ffffff'],
  'Crystal Palace': ['#1b458f', '#c4122e'],
  Everton: ['#003399', '#ffffff'],
  Fulham: ['#ffffff', '#000000'],
  'Leeds United': ['#ffffff', '#1d428a'],
  Liverpool: ['#c8102e', '#f6eb61'],
  'Manchester City': ['#6cabdd', '#ffffff'],
  'Manchester United': ['#da291c', '#fbe122'],
  'Newcastle United': ['#241f20', '#ffffff'],
  'Nottingham Forest': ['#dd0000', '#ffffff'],
  Sunderland: ['#eb172b', '#ffffff'],
  'Tottenham Hotspur': ['#ffffff', '#132257'],
  'West Ham United': ['#7a263a', '#1bb1e7'],
  'Wolverhampton Wanderers': ['#fdb913', '#231f20'],
  'Birmingham City': ['#0000ff', '#ffffff'],
  'Blackburn Rovers': ['#009ee0', '#ffffff'],
  'Bristol City': ['#e21a23', '#ffffff'],
  'Charlton Athletic': ['#d4021d', '#ffffff'],
  'Coventry City': ['#7fbce6', '#ffffff'],
  'Derby County': ['#ffffff', '#000000'],
  'Hull City': ['#f5a12d', '#000000'],
  'Ipswich Town': ['#3a64a3', '#ffffff'],
  'Leicester City': ['#003090', '#fdbe11'],
  Middlesbrough: ['#e11b22', '#ffffff'],
  Millwall: ['#001d5e', '#ffffff'],
  'Norwich City': ['#fff200', '#00a650'],
  'Oxford United': ['#fff200', '#001f5b'],
  Portsmouth: ['#001489', '#ffffff'],
  'Preston North End': ['#ffffff', '#001a4c'],
  'Queens Park Rangers': ['#1d5ba4', '#ffffff'],
  'Sheffield United': ['#ee2737', '#ffffff'],
  'Sheffield Wednesday': ['#4d8fcc', '#ffffff'],
  Southampton: ['#d71920', '#ffffff'],
  'Stoke City': ['#e03a3e', '#ffffff'],
  'Swansea City': ['#ffffff', '#000000'],
  Watford: ['#fbee23', '#ed2127'],
  'West Bromwich Albion': ['#122f67', '#ffffff'],
  Wrexham: ['#d7182a', '#ffffff'],
  Barnsley: ['#d71920', '#ffffff'],
  Blackpool: ['#f68712', '#ffffff'],
  'Bolton Wanderers': ['#ffffff', '#263c7e'],
  'Bradford City': ['#8b1a3c', '#fbb800'],
  'Cardiff City': ['#0070b5', '#ffffff'],
  'Huddersfield Town': ['#0e63ad', '#ffffff'],
  'Luton Town': ['#f78f1e', '#002d62'],
  'Plymouth Argyle': ['#00513a', '#ffffff'],
  Reading: ['#004494', '#ffffff'],
  'Wigan Athletic': ['#1d59af', '#ffffff'],
  'Bristol Rovers': ['#0033a0', '#ffffff'],
  'Notts County': ['#000000', '#ffffff'],
  'Milton Keynes Dons': ['#ffffff', '#000000'],
  'Grimsby Town': ['#000000', '#ffffff'],
  'Swindon Town': ['#d71920', '#ffffff'],
  'Tranmere Rovers': ['#ffffff', '#00309b'],
  'Oldham Athletic': ['#004a98', '#ffffff'],
  Walsall: ['#d71920', '#ffffff'],
  'Cambridge United': ['#fdb913', '#000000'],
  'York City': ['#d71920', '#0033a0'],
  'Hartlepool United': ['#0033a0', '#ffffff'],
  'Southend United': ['#0033a0', '#ffffff'],
  'Carlisle United': ['#0033a0', '#ffffff'],
  'Forest Green Rovers': ['#7ac142', '#000000'],
};

/** Classic kit pairs for clubs not in the table, chosen by a hash of the name. */
const PAIRS: [string, string][] = [
  ['#c8102e', '#ffffff'],
  ['#003399', '#ffffff'],
  ['#ffd100', '#000000'],
  ['#00703c', '#ffffff'],
  ['#1b1b1b', '#ffffff'],
  ['#6a1e3b', '#7fc4ee'],
  ['#f58220', '#000000'],
  ['#5c2d91', '#ffffff'],
  ['#87ceeb', '#1c2c5b'],
  ['#ffffff', '#c8102e'],
  ['#0b2a5b', '#ffcc00'],
  ['#8b0000', '#ffd700'],
];

function hash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

export function clubColours(name: string): ClubColours {
  const [primary, secondary] = KNOWN[name] ?? PAIRS[hash(name) % PAIRS.length];
  return { primary, secondary };
}

/** Up to three letters: the initials of the name's words, or the first letters of a one-word name. */
export function clubInitials(name: string): string {
  const words = name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['AFC', 'FC'].includes(w));
  if (words.length === 1) return words[0].slice(0, 3).toUpperCase();
  return words
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A shield in the club's colours with its initials; plain SVG, no script, no external reference. */
export function crestSvg(name: string, colours: ClubColours = clubColours(name)): string {
  const { primary, secondary } = colours;
  const initials = clubInitials(name).replace(/[^A-Z0-9]/g, '');
  // Letters in the secondary colour unless it would not stand out from the shield.
  const contrast = Math.abs(luminance(primary) - luminance(secondary)) > 0.3;
  const ink = contrast ? secondary : luminance(primary) > 0.5 ? '#111111' : '#ffffff';
  const size = initials.length > 2 ? 30 : 38;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120" width="100" height="120" role="img">',
    `<path d="M50 4 L94 16 V58 C94 88 74 106 50 116 C26 106 6 88 6 58 V16 Z" fill="${primary}" stroke="${secondary}" stroke-width="6"/>`,
    `<path d="M14 26 H86" stroke="${secondary}" stroke-width="5"/>`,
    `<text x="50" y="76" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${initials}</text>`,
    '</svg>',
  ].join('');
}
