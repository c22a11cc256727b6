import { createHash } from 'node:crypto';
import { loadSharp, sizePath, type EncodedImage, type ImageFolder } from '../../lib/images';
import { pictureCache, pictureKey, type PictureCache } from './picture-cache';
import { createRandom, hashString, type Random } from './random';

/*
 * The seeded catalog's pictures, designed in code and rendered to WebP. Everything is drawn from
 * shapes and one font family that a fresh Debian machine has (DejaVu, through fontconfig), so the
 * pictures come out the same without any network or asset files.
 */

const FONT = `'DejaVu Sans', 'Bitstream Vera Sans', sans-serif`;

/** Line icons on a 24-unit grid, stroked by the caller. */
const ICONS = {
  pen: '<path d="M12 2.5 18.5 10 15 20.5H9L5.5 10Z"/><path d="M12 2.5V11"/><circle cx="12" cy="12.6" r="1.6"/><path d="M8 23h8"/>',
  palette:
    '<path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-.9 2-1.9 0-1.5-1.3-1.9-1.3-3.1 0-1 .8-1.7 2-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3Z"/><circle cx="7.5" cy="11" r="1.2"/><circle cx="10" cy="7" r="1.2"/><circle cx="14.5" cy="7" r="1.2"/>',
  layout:
    '<rect x="2.5" y="4" width="19" height="16" rx="2.5"/><path d="M2.5 8.5h19M9 8.5V20"/><circle cx="5.2" cy="6.2" r=".5"/><circle cx="7.2" cy="6.2" r=".5"/><path d="M12 12h6.5M12 15.5h4"/>',
  megaphone:
    '<path d="M3 10v4a1 1 0 0 0 1 1h2.5l8 4.5V4.5l-8 4.5H4a1 1 0 0 0-1 1Z"/><path d="M6.5 15l1.5 5.5h2.5L9.5 15.8"/><path d="M18 9a4 4 0 0 1 0 6M20.5 6.5a7.5 7.5 0 0 1 0 11"/>',
  chart:
    '<path d="M3.5 3.5v17h17"/><path d="M8 16.5v-4M12 16.5v-6.5M16 16.5V8"/><path d="M7 9.5l4-4 3 2.5 5.5-5"/><path d="M16 3h3.5v3.5"/>',
  search:
    '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/><path d="M8 10.5a2.5 2.5 0 0 1 2.5-2.5"/>',
  mail: '<rect x="2.5" y="5" width="19" height="14" rx="2.5"/><path d="m3.5 6.5 8.5 6.5 8.5-6.5"/>',
  document:
    '<path d="M14 2.5H6.5a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8Z"/><path d="M14 2.5V8h5.5"/><path d="M8 12.5h8M8 16h8M8 9h3"/>',
  chat: '<path d="M3 5.5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H8.5L5 15.5v-3H5a2 2 0 0 1-2-2Z"/><path d="M16 8.5h3a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2v3l-3.5-3H12a2 2 0 0 1-2-2"/>',
  play: '<circle cx="12" cy="12" r="9.5"/><path d="M10 8.2v7.6l6-3.8Z"/>',
  camera:
    '<rect x="2.5" y="6.5" width="13" height="11" rx="2"/><path d="m15.5 10.5 6-3.5v10l-6-3.5"/><circle cx="6.5" cy="10" r="1"/>',
  sparkle:
    '<path d="M10 3c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7Z"/><path d="M18.5 14.5c.3 2 1 2.7 3 3-2 .3-2.7 1-3 3-.3-2-1-2.7-3-3 2-.3 2.7-1 3-3Z"/>',
  music:
    '<path d="M9 18V5.5l11-2.5v12.5"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="15.5" r="2.5"/><path d="M9 9.5l11-2.5"/>',
  mic: '<rect x="8.5" y="2.5" width="7" height="12" rx="3.5"/><path d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7"/>',
  headphones:
    '<path d="M3.5 17v-4.5a8.5 8.5 0 0 1 17 0V17"/><rect x="2.5" y="13.5" width="5" height="7.5" rx="2"/><rect x="16.5" y="13.5" width="5" height="7.5" rx="2"/>',
  wave: '<path d="M3 12h1.5M6.5 8.5v7M10 4.5v15M13.5 7.5v9M17 10v4M20.5 12H21"/>',
  code: '<path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4.5l-3 15"/>',
  devices:
    '<rect x="2" y="4" width="15" height="11" rx="1.5"/><path d="M6 19h6M9 15v4"/><rect x="15.5" y="9" width="6.5" height="11.5" rx="1.5"/><path d="M18.2 18h1"/>',
  gear: '<circle cx="12" cy="12" r="3"/><path d="M12 2.5v2.3M12 19.2v2.3M2.5 12h2.3M19.2 12h2.3M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6"/><circle cx="12" cy="12" r="6.6"/>',
  database:
    '<ellipse cx="12" cy="5.5" rx="8" ry="3"/><path d="M4 5.5v13c0 1.7 3.6 3 8 3s8-1.3 8-3v-13"/><path d="M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3"/>',
  bot: '<rect x="4" y="7.5" width="16" height="12" rx="3"/><path d="M12 7.5V4"/><circle cx="12" cy="3" r="1"/><circle cx="9" cy="13" r="1.3"/><circle cx="15" cy="13" r="1.3"/><path d="M9.5 16.5h5M2 12.5v3M22 12.5v3"/>',
  briefcase:
    '<rect x="2.5" y="7" width="19" height="13" rx="2"/><path d="M8.5 7V5a1.5 1.5 0 0 1 1.5-1.5h4A1.5 1.5 0 0 1 15.5 5v2"/><path d="M2.5 12.5h19M11 12.5v2h2v-2"/>',
  bulb: '<path d="M9 17.5h6M10 21h4"/><path d="M12 2.5a6.5 6.5 0 0 0-4 11.6c.7.6 1 1.3 1 2.1v1.3h6v-1.3c0-.8.3-1.5 1-2.1A6.5 6.5 0 0 0 12 2.5Z"/><path d="M12 6.5a3 3 0 0 1 3 3"/>',
  coins:
    '<ellipse cx="9" cy="6" rx="6" ry="2.5"/><path d="M3 6v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6"/><path d="M9 12.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4c0-1.4-2.7-2.5-6-2.5"/><path d="M9 16.5c0 1.4 2.7 2.5 6 2.5"/>',
  scale:
    '<path d="M12 3v18M7.5 21h9M4 6.5h16M12 4.5l-1 2"/><path d="m6 6.5-3.5 7a3.5 3.5 0 0 0 7 0Z"/><path d="m18 6.5-3.5 7a3.5 3.5 0 0 0 7 0Z"/>',
  heart:
    '<path d="M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9 2.2C21 15 12 20.5 12 20.5Z"/>',
  leaf: '<path d="M5 19C4 10 9 4 20 4c0 11-6 16-15 15Z"/><path d="M5 19c3-5 6-8 10-10.5"/>',
  dumbbell: '<path d="M6 7v10M18 7v10M3 9.5v5M21 9.5v5M6 12h12"/>',
  gamepad:
    '<path d="M7 7.5h10a5 5 0 0 1 4.8 6.3l-.8 3a2.6 2.6 0 0 1-4.5 1l-1.8-2.3H9.3l-1.8 2.3a2.6 2.6 0 0 1-4.5-1l-.8-3A5 5 0 0 1 7 7.5Z"/><path d="M7.5 11v3M6 12.5h3"/><circle cx="15.5" cy="11.5" r=".6"/><circle cx="17.5" cy="13.5" r=".6"/>',
  globe:
    '<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19"/><path d="M12 2.5c2.6 2.6 3.8 6 3.8 9.5S14.6 18.9 12 21.5C9.4 18.9 8.2 15.5 8.2 12S9.4 5.1 12 2.5Z"/>',
  cart: '<path d="M2 3.5h3l2.4 11.5a1.5 1.5 0 0 0 1.5 1.2h9.2a1.5 1.5 0 0 0 1.5-1.1L21.5 8H6.2"/><circle cx="9.5" cy="20" r="1.4"/><circle cx="17.5" cy="20" r="1.4"/>',
  cube: '<path d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7Z"/><path d="M3.5 7 12 11.5 20.5 7M12 11.5v10"/>',
  shirt: '<path d="M8.5 3 3 6l2 4.5 2.5-1V21h9V9.5l2.5 1L21 6l-5.5-3a3.5 3.5 0 0 1-7 0Z"/>',
  book: '<path d="M12 6.5C10 4.8 7 4 3 4v14c4 0 7 .8 9 2.5 2-1.7 5-2.5 9-2.5V4c-4 0-7 .8-9 2.5Z"/><path d="M12 6.5v14"/>',
  image:
    '<rect x="2.5" y="3.5" width="19" height="17" rx="2.5"/><circle cx="8.5" cy="9" r="2"/><path d="m21.5 15.5-5-5-11 10"/>',
  type: '<path d="M4 7V4.5h16V7M12 4.5v15M9 19.5h6"/>',
  film: '<rect x="2.5" y="3" width="19" height="18" rx="2"/><path d="M7 3v18M17 3v18M2.5 7.5H7M2.5 12h19M2.5 16.5H7M17 7.5h4.5M17 16.5h4.5"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14a6.5 6.5 0 0 1 3.5 6"/>',
  target:
    '<circle cx="12" cy="12" r="9.5"/><circle cx="12" cy="12" r="5.5"/><circle cx="12" cy="12" r="1.5"/>',
  plane: '<path d="M21.5 2.5 2.5 10l7 3 3 7Z"/><path d="m21.5 2.5-12 10.5"/>',
  brush:
    '<path d="M20.5 3.5 11 13"/><path d="M11 13c-2-1-5 0-5.5 3S4 20 2.5 20.5C6 21.5 11.5 21 12.5 17c.4-1.6-.2-3-1.5-4Z"/><path d="m13.5 10.5 2 2"/>',
  star: '<path d="m12 2.8 2.8 5.8 6.3.8-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3-4.6-4.4 6.3-.8Z"/>',
  shield:
    '<path d="M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6Z"/><path d="m8.5 12 2.5 2.5 4.5-5"/>',
  calculator:
    '<rect x="4.5" y="2.5" width="15" height="19" rx="2"/><rect x="7.5" y="5.5" width="9" height="4" rx=".8"/><path d="M8 13.5h.01M12 13.5h.01M16 13.5h.01M8 17.5h.01M12 17.5h.01M16 17.5h.01" stroke-width="2.4"/>',
  calendar:
    '<rect x="3" y="4.5" width="18" height="16.5" rx="2"/><path d="M3 9.5h18M8 2.5v4M16 2.5v4"/><path d="M7.5 13.5h2M11 13.5h2M14.5 13.5h2M7.5 17h2M11 17h2"/>',
} as const;

export type IconName = keyof typeof ICONS;

/**
 * A job type's look: the hue its gradients start from, how far they turn (`shift`, degrees), and
 * the few words its gig covers wear as chips.
 */
export type CategoryStyle = { hue: number; shift: number; chips: readonly string[] };

// Advance widths of DejaVu Sans Bold in em, measured once with sharp; wrapping needs them because
// SVG text does not wrap by itself.
const WIDTHS: { w: number; chars: string }[] = [
  { w: 0.34, chars: ` il'.,:;!|` },
  { w: 0.38, chars: 'IJj' },
  { w: 0.46, chars: 'frt-()' },
  { w: 0.59, chars: 'csz?' },
  { w: 0.69, chars: 'abdeghknopquvxy0123456789L$+' },
  { w: 0.72, chars: 'EFPSTYZ' },
  { w: 0.8, chars: 'ABCDGHKNORUVXQ&' },
  { w: 1.0, chars: 'mwMW%' },
];

function textWidth(text: string, fontSize: number, bold = true): number {
  let em = 0;
  for (const ch of text) em += WIDTHS.find((entry) => entry.chars.includes(ch))?.w ?? 0.7;
  return em * fontSize * (bold ? 1 : 0.9);
}

/** Greedy word wrap at the largest font size (from `sizes`) that fits the box in `maxLines`. */
function fitText(text: string, maxWidth: number, maxLines: number, sizes: number[]) {
  const words = text.split(/\s+/);
  for (const size of sizes) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && textWidth(`${last} ${word}`, size) <= maxWidth)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((line) => textWidth(line, size) <= maxWidth))
      return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: [text] };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** `hsl` for colours under white text: yellows and greens look light, so they go darker. */
function deep(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const lift = Math.max(0, 1 - Math.abs(hue - 70) / 45);
  return hsl(hue, s, l - 14 * lift);
}

function icon(name: IconName, x: number, y: number, size: number, color: string, width = 1.7) {
  return `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;
}

/** Small ornaments scattered around a design: rings, dots, plus signs, squiggles. */
function ornaments(
  random: Random,
  count: number,
  box: [number, number, number, number],
  color: string,
) {
  const [x0, y0, x1, y1] = box;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = random.int(x0, x1);
    const y = random.int(y0, y1);
    const kind = random.int(0, 3);
    const opacity = (0.35 + random.next() * 0.4).toFixed(2);
    if (kind === 0)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${random.int(6, 14)}" fill="none" stroke="${color}" stroke-width="3" opacity="${opacity}"/>`,
      );
    else if (kind === 1)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${random.int(3, 7)}" fill="${color}" opacity="${opacity}"/>`,
      );
    else if (kind === 2)
      parts.push(
        `<path d="M${x - 8} ${y}h16M${x} ${y - 8}v16" stroke="${color}" stroke-width="3.5" stroke-linecap="round" opacity="${opacity}"/>`,
      );
    else
      parts.push(
        `<path d="M${x - 16} ${y}q4-7 8 0t8 0 8 0 8 0" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" opacity="${opacity}"/>`,
      );
  }
  return parts.join('');
}

function chip(x: number, y: number, label: string, fill: string, color: string, opacity: number) {
  const width = Math.round(textWidth(label, 15, false) + 30);
  return {
    width,
    svg: `<rect x="${x}" y="${y}" width="${width}" height="32" rx="16" fill="${fill}" fill-opacity="${opacity}"/><text x="${x + 15}" y="${y + 21}" font-family="${FONT}" font-size="15" fill="${color}">${escapeXml(label)}</text>`,
  };
}

function chipRow(
  x: number,
  y: number,
  labels: string[],
  fill: string,
  color: string,
  opacity: number,
) {
  let cursor = x;
  return labels
    .map((label) => {
      const { width, svg } = chip(cursor, y, label, fill, color, opacity);
      cursor += width + 10;
      return svg;
    })
    .join('');
}

function headlineSvg(lines: string[], x: number, y: number, size: number, color: string) {
  const lineHeight = Math.round(size * 1.12);
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${color}" letter-spacing="-0.5">${escapeXml(line)}</text>`,
    )
    .join('');
}

type GigCover = {
  /** The words the cover shows in large type ("Minimalist Logo Design"). */
  headline: string;
  /** The small label above them (the detail's name). */
  kicker: string;
  icon: IconName;
  style: CategoryStyle;
  /** Varies colours, layout and ornaments between gigs of one subcategory. */
  seed: string;
};

const W = 800;
const H = 450;

/** A gig's 16:9 cover in one of three layouts: a bold gradient, a light card, a dark poster. */
export function gigCoverSvg(cover: GigCover): string {
  const random = createRandom(hashString(cover.seed));
  const hue = cover.style.hue + random.int(-12, 12);
  const turn = cover.style.shift;
  const chips = random.sample(cover.style.chips, 2);
  const kicker = escapeXml(cover.kicker.toUpperCase());
  const angle = random.chance(0.5) ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="1" x2="1" y2="0"';
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;
  const kickerAt = (x: number, y: number, fill: string, opacity = 1) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="17" letter-spacing="3" fill="${fill}" fill-opacity="${opacity}">${kicker}</text>`;
  const layout = random.int(0, 2);

  if (layout === 0) {
    const c1 = deep(hue, 78, 54);
    const c2 = deep(hue + turn, 82, 40);
    const text = fitText(cover.headline, 430, 3, [64, 60, 56, 52, 48, 44, 40]);
    const lineHeight = Math.round(text.size * 1.12);
    const blockHeight = 34 + text.lines.length * lineHeight + 70;
    const top = Math.round((H - blockHeight) / 2);
    return `${open}
<defs><linearGradient id="bg" ${angle}><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#fff" fill-opacity=".28"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${640 + random.int(-20, 20)}" cy="${225 + random.int(-30, 30)}" r="250" fill="#fff" fill-opacity=".07"/>
<circle cx="640" cy="225" r="175" fill="#fff" fill-opacity=".09"/>
<rect x="${random.int(520, 600)}" y="${random.int(16, 40)}" width="200" height="110" fill="url(#dots)"/>
${ornaments(random, 4, [500, 40, 770, 420], '#fff')}
<g transform="rotate(${random.int(-8, 8)} 640 230)">
<rect x="568" y="166" width="156" height="156" rx="38" fill="#000" fill-opacity=".14"/>
<rect x="560" y="150" width="156" height="156" rx="38" fill="#fff"/>
${icon(cover.icon, 588, 178, 100, c2, 1.6)}
</g>
${kickerAt(56, top + 18, '#fff', 0.85)}
${headlineSvg(text.lines, 54, top + 34 + text.size, text.size, '#fff')}
<rect x="56" y="${top + blockHeight - 52}" width="64" height="6" rx="3" fill="#fff" fill-opacity=".8"/>
${chipRow(56, top + blockHeight - 20, chips, '#fff', '#fff', 0.2)}
</svg>`;
  }

  if (layout === 1) {
    const ink = hsl(hue, 45, 17);
    const c1 = hsl(hue, 80, 58);
    const c2 = deep(hue + turn, 80, 46);
    const strong = deep(hue + turn / 2, 75, 40);
    const text = fitText(cover.headline, 420, 3, [62, 58, 54, 50, 46, 42, 38]);
    const blockHeight = 34 + text.lines.length * Math.round(text.size * 1.12) + 60;
    const top = Math.round((H - blockHeight) / 2);
    return `${open}
<defs><linearGradient id="g" ${angle}><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<pattern id="grid" width="28" height="28" patternUnits="userSpaceOnUse"><path d="M28 0H0V28" fill="none" stroke="${ink}" stroke-opacity=".05" stroke-width="1.5"/></pattern></defs>
<rect width="${W}" height="${H}" fill="${hsl(hue, 70, 96)}"/>
<rect width="${W}" height="${H}" fill="url(#grid)"/>
<circle cx="${random.int(-40, 40)}" cy="${H + random.int(-10, 40)}" r="${random.int(110, 150)}" fill="${hsl(hue + turn, 85, 88)}"/>
<path d="M${W} 0V${H}H${random.int(530, 570)}C${random.int(610, 660)} 330 ${random.int(520, 560)} 120 ${random.int(600, 640)} 0Z" fill="url(#g)"/>
${ornaments(random, 3, [620, 30, 780, 420], '#fff')}
<circle cx="660" cy="225" r="108" fill="#fff" fill-opacity=".18"/>
<circle cx="660" cy="225" r="84" fill="#fff"/>
${icon(cover.icon, 618, 183, 84, strong, 1.7)}
${kickerAt(56, top + 18, strong)}
${headlineSvg(text.lines, 54, top + 34 + text.size, text.size, ink)}
${chipRow(56, top + blockHeight - 32, chips, strong, strong, 0.1)}
</svg>`;
  }

  const bg1 = hsl(hue, 40, 13);
  const bg2 = hsl(hue + turn / 2, 45, 22);
  const c1 = hsl(hue, 85, 60);
  const c2 = hsl(hue + turn, 90, 62);
  const text = fitText(cover.headline, 470, 3, [62, 58, 54, 50, 46, 42, 38]);
  const lineHeight = Math.round(text.size * 1.12);
  const bottom = H - 70;
  const first = bottom - (text.lines.length - 1) * lineHeight;
  const tileY = random.int(60, 110);
  return `${open}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
<linearGradient id="band" ${angle}><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<path d="M${random.int(470, 540)} 0H${W}V${H}H${random.int(600, 680)}Z" fill="url(#band)" fill-opacity=".9"/>
<g opacity=".08">${icon(cover.icon, 430, -40, 420, '#fff', 0.5)}</g>
${ornaments(random, 4, [60, 30, 440, 150], c2)}
<rect x="602" y="${tileY + 10}" width="150" height="150" rx="32" fill="#000" fill-opacity=".2"/>
<rect x="594" y="${tileY}" width="150" height="150" rx="32" fill="${bg1}"/>
${icon(cover.icon, 621, tileY + 27, 96, '#fff', 1.6)}
${kickerAt(56, first - lineHeight + 6, c2)}
${headlineSvg(text.lines, 54, first, text.size, '#fff')}
<rect x="56" y="${bottom + 24}" width="96" height="6" rx="3" fill="url(#band)"/>
</svg>`;
}

/** The size of every gig picture the seed draws: 16:9, as the gig page's gallery shows them. */
export const GIG_PICTURE = { width: W, height: H } as const;

type GigShowcase = {
  /** The small label above the title (the subcategory's name). */
  kicker: string;
  icon: IconName;
  style: CategoryStyle;
  seed: string;
} & (
  | { kind: 'included'; features: readonly string[] }
  | { kind: 'steps'; steps: readonly [string, string, string] }
);

/**
 * A gallery picture after the cover: what a package includes, ticked off on a card, or how an
 * order goes in three steps.
 */
export function gigShowcaseSvg(showcase: GigShowcase): string {
  const random = createRandom(hashString(showcase.seed));
  const hue = showcase.style.hue + random.int(-12, 12);
  const turn = showcase.style.shift;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;
  const kicker = escapeXml(showcase.kicker.toUpperCase());

  if (showcase.kind === 'included') {
    const ink = hsl(hue, 45, 17);
    const strong = deep(hue + turn / 2, 75, 40);
    const rows = showcase.features.slice(0, 5);
    const rowHeight = 46;
    const cardHeight = 96 + rows.length * rowHeight;
    const cardTop = Math.round((H - cardHeight) / 2);
    const list = rows
      .map((feature, i) => {
        const y = cardTop + 92 + i * rowHeight;
        return `<circle cx="96" cy="${y}" r="14" fill="${strong}"/><path d="m89 ${y}l5 5 9-10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><text x="124" y="${y + 8}" font-family="${FONT}" font-size="24" fill="${ink}">${escapeXml(feature)}</text>`;
      })
      .join('');
    return `${open}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 62)}"/><stop offset="1" stop-color="${deep(hue + turn, 80, 44)}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${ornaments(random, 5, [560, 30, 780, 420], '#fff')}
<circle cx="660" cy="${random.int(190, 260)}" r="118" fill="#fff" fill-opacity=".14"/>
${icon(showcase.icon, 590, 155, 140, '#fff', 1.4)}
<rect x="62" y="${cardTop + 8}" width="470" height="${cardHeight}" rx="26" fill="#000" fill-opacity=".14"/>
<rect x="56" y="${cardTop}" width="470" height="${cardHeight}" rx="26" fill="#fff"/>
<text x="82" y="${cardTop + 34}" font-family="${FONT}" font-weight="bold" font-size="15" letter-spacing="3" fill="${strong}">${kicker}</text>
<text x="82" y="${cardTop + 64}" font-family="${FONT}" font-weight="bold" font-size="28" fill="${ink}">What&apos;s included</text>
${list}
</svg>`;
  }

  const bg1 = hsl(hue, 40, 13);
  const bg2 = hsl(hue + turn / 2, 45, 22);
  const accent = hsl(hue + turn, 90, 64);
  const steps = showcase.steps
    .map((step, i) => {
      const x = 70 + i * 235;
      const text = fitText(step, 190, 3, [26, 24, 22, 20]);
      return `<circle cx="${x + 34}" cy="236" r="34" fill="${accent}"/><text x="${x + 34}" y="249" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="34" fill="${bg1}">${i + 1}</text>${headlineSvg(text.lines, x, 310 + text.size / 2, text.size, '#fff')}`;
    })
    .join('');
  return `${open}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g opacity=".07">${icon(showcase.icon, 470, -60, 380, '#fff', 0.5)}</g>
${ornaments(random, 4, [380, 40, 760, 150], accent)}
<text x="70" y="86" font-family="${FONT}" font-weight="bold" font-size="17" letter-spacing="3" fill="${accent}">${kicker}</text>
<text x="68" y="140" font-family="${FONT}" font-weight="bold" font-size="48" fill="#fff" letter-spacing="-0.5">How it works</text>
<path d="M104 236H574" stroke="${accent}" stroke-opacity=".45" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
${steps}
</svg>`;
}

/** A group's 4:3 tile: its icon on a raised card, two of its subcategories' icons orbiting it. */
export function groupCoverSvg(options: {
  icon: IconName;
  extras: readonly IconName[];
  style: CategoryStyle;
  seed: string;
}): string {
  const random = createRandom(hashString(options.seed));
  const hue = options.style.hue + random.int(-14, 14);
  const c1 = deep(hue, 75, 60);
  const c2 = deep(hue + options.style.shift, 78, 46);
  const badges = options.extras
    .filter((name) => name !== options.icon)
    .slice(0, 2)
    .map((name, i) => {
      const x = i === 0 ? random.int(70, 110) : random.int(350, 390);
      const y = i === 0 ? random.int(60, 110) : random.int(230, 270);
      return `<circle cx="${x + 3}" cy="${y + 5}" r="38" fill="#000" fill-opacity=".12"/><circle cx="${x}" cy="${y}" r="38" fill="#fff" fill-opacity=".95"/>${icon(name, x - 22, y - 22, 44, c2, 1.8)}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${hsl(hue, 60, 94)}"/></linearGradient></defs>
<rect width="480" height="360" fill="url(#bg)"/>
<circle cx="240" cy="180" r="170" fill="#fff" fill-opacity=".07"/>
<circle cx="240" cy="180" r="122" fill="#fff" fill-opacity=".09"/>
<circle cx="240" cy="180" r="150" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-dasharray="4 10"/>
<circle cx="${random.int(20, 120)}" cy="${random.int(260, 340)}" r="${random.int(50, 80)}" fill="${hsl(hue + options.style.shift * 2, 80, 72)}" fill-opacity=".4"/>
${ornaments(random, 5, [30, 30, 450, 330], '#fff')}
${badges}
<g transform="rotate(${random.int(-6, 6)} 240 180)">
<rect x="176" y="126" width="140" height="140" rx="34" fill="#000" fill-opacity=".15"/>
<rect x="170" y="110" width="140" height="140" rx="34" fill="url(#card)"/>
${icon(options.icon, 195, 135, 90, c2, 1.6)}
</g>
</svg>`;
}

const SKIN = ['#f8d9c4', '#f1c7a5', '#e0ac86', '#c98e63', '#a96f47', '#8a5434', '#6b3f26'];
const HAIR = [
  '#1f1a17',
  '#2e221b',
  '#4a3325',
  '#6b4a32',
  '#8c5a2b',
  '#b7833f',
  '#d9b26f',
  '#9aa0a6',
  '#3b2f5a',
];

/** A faceless flat portrait: shoulders, head and one of several hair styles on a patterned ground. */
export function avatarSvg(options: { seed: string; woman: boolean }): string {
  const random = createRandom(hashString(options.seed));
  const hue = random.int(0, 359);
  const skinIndex = random.int(0, SKIN.length - 1);
  const skin = SKIN[skinIndex]!;
  // Hair must stand apart from the skin, or a deeper skin tone with brown hair reads as one blob.
  const hairChoices = HAIR.filter((_, i) => skinIndex < 3 || i < 3 || i >= HAIR.length - 2);
  const hair = random.weighted(
    hairChoices.map((color) => [color, color === HAIR[HAIR.length - 1] ? 0.4 : 1] as const),
  );
  const shirt = hsl(hue + 180 + random.int(-40, 40), random.int(45, 75), random.int(35, 55));
  const bg = [hsl(hue, 70, 86), hsl(hue + 30, 75, 74)];
  const pattern = random.int(0, 3);
  const patterns = [
    `<circle cx="50" cy="50" r="46" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/><circle cx="50" cy="50" r="36" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`,
    `<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#fff" fill-opacity=".45"/></pattern><rect width="100" height="100" fill="url(#p)"/>`,
    `<pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="12" fill="#fff" fill-opacity=".18"/></pattern><rect width="100" height="100" fill="url(#p)"/>`,
    `<circle cx="${random.int(70, 95)}" cy="${random.int(5, 30)}" r="${random.int(22, 34)}" fill="#fff" fill-opacity=".3"/><circle cx="${random.int(5, 25)}" cy="${random.int(60, 90)}" r="${random.int(14, 22)}" fill="${hsl(hue + 60, 80, 80)}" fill-opacity=".7"/>`,
  ];
  const style = options.woman ? random.int(0, 3) : random.int(4, 7);
  const shade = 'fill="#000" fill-opacity=".12"';
  const back = [
    `<path d="M31 48C29 27 41 20 50 20s21 7 19 28l3 30c-8 6-36 6-44 0Z" fill="${hair}"/>`,
    `<path d="M33 46C31 27 41 21 50 21s19 6 17 25l2 13c-6 4-32 4-38 0Z" fill="${hair}"/>`,
    `<circle cx="50" cy="19" r="9" fill="${hair}"/>`,
    '',
    '',
    '',
    '',
    '',
  ][style]!;
  const front = [
    `<path d="M35 45c0-14 7-20 15-20 9 0 15 6 15 17-5-8-13-8-18-11-3 6-8 9-12 14Z" fill="${hair}"/>`,
    `<path d="M35 44c1-12 7-18 15-18 9 0 15 6 15 18-7-2-14-7-17-13-3 6-8 10-13 13Z" fill="${hair}"/>`,
    `<path d="M35 43c0-11 7-17 15-17s15 6 15 17c-4-5-9-8-15-8s-11 3-15 8Z" fill="${hair}"/>`,
    `<path d="M34 44c0-12 7-19 16-19 10 0 17 7 16 19-3-6-8-9-13-9l-3 3-2-3c-6 0-11 3-14 9Z" fill="${hair}"/>`,
    `<path d="M35 41c0-10 6-16 15-16 10 0 16 6 15 16-2-4-6-7-15-7s-13 3-15 7Z" fill="${hair}"/>`,
    `<path d="M35 43c-1-11 6-18 16-18 9 0 15 6 14 17-5-6-12-7-20-6-4 0-8 3-10 7Z" fill="${hair}"/>`,
    `<path d="M35.5 40c1-9 7-13 14.5-13s13.5 4 14.5 13c-4-3-9-5-14.5-5S39.5 37 35.5 40Z" fill="${hair}" fill-opacity=".55"/>`,
    `${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${36 + i * 4.7}" cy="${30 - Math.sin((i / 6) * Math.PI) * 6}" r="6.5" fill="${hair}"/>`).join('')}`,
  ][style]!;
  const beard =
    !options.woman && random.chance(0.35)
      ? `<path d="M36 48c1 12 7 17 14 17s13-5 14-17c-3 5-7 6-14 6s-11-1-14-6Z" fill="${hair}"/>`
      : '';
  const glasses = random.chance(0.2)
    ? `<g fill="none" stroke="#222" stroke-width="1.6" stroke-opacity=".8"><rect x="37.5" y="42" width="10" height="7" rx="3"/><rect x="52.5" y="42" width="10" height="7" rx="3"/><path d="M47.5 45h5"/></g>`
    : '';
  const collar = random.pick([
    `<path d="M42 71l8 10 8-10" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M40 72c3 5 17 5 20 0" fill="${skin}"/>`,
    `<path d="M38 74c5 9 19 9 24 0l-5-3c-2 4-12 4-14 0Z" fill="#fff" fill-opacity=".35"/>`,
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#bg)"/>
${patterns[pattern]}
<g transform="translate(50 100) scale(1.12) translate(-50 -100)">
${back}
<path d="M14 104c0-22 15-33 36-33s36 11 36 33Z" fill="${shirt}"/>
<path d="M44 58h12v14c0 4-12 4-12 0Z" fill="${skin}"/>
<path d="M44 62c4 3 8 3 12 0v-4H44Z" ${shade}/>
${collar}
<ellipse cx="34.5" cy="48" rx="3" ry="4.5" fill="${skin}"/><ellipse cx="65.5" cy="48" rx="3" ry="4.5" fill="${skin}"/>
<ellipse cx="50" cy="45" rx="15" ry="18.5" fill="${skin}"/>
${beard}
${front}
${glasses}
</g>
</svg>`;
}

/** A name for a rendered picture that changes whenever its design does, as immutable caching needs. */
export function designName(prefix: string, svg: string): string {
  return `${prefix}-${createHash('sha1').update(svg).digest('hex').slice(0, 12)}`;
}

export type PictureJob = {
  svg: string;
  folder: ImageFolder;
  name: string;
  width: number;
  /** Narrower sizes stored beside it as `…-w{width}.webp`, as gallery pictures are. */
  widths?: readonly number[];
};

/** The WebP settings: a low effort, since the encoder's default costs twice the time for a few per cent fewer bytes. */
const WEBP = { quality: 82, effort: 2 } as const;

/**
 * Rasterises the design once and encodes each size from those pixels, or takes them from the cache
 * when this design was drawn at these sizes before.
 */
async function render(
  job: PictureJob,
  cache: PictureCache,
): Promise<{ images: EncodedImage[]; drawn: boolean }> {
  const sharp = await loadSharp();
  const path = `/${job.folder}/${job.name}.webp`;
  const sizes = [job.width, ...(job.widths ?? []).filter((width) => width < job.width)];
  const encoded = (bytes: Buffer[]) =>
    sizes.map((width, index) => ({
      path: width === job.width ? path : sizePath(path, width),
      contentType: 'image/webp',
      bytes: bytes[index]!,
    }));
  const key = pictureKey([job.svg, sizes, WEBP, sharp.versions]);
  const kept = await cache.get(key, sizes.length);
  if (kept) return { images: encoded(kept), drawn: false };

  const { data, info } = await sharp(Buffer.from(job.svg))
    .resize({ width: job.width })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const bytes = await Promise.all(
    sizes.map((width) => {
      let image = sharp(data, pixels);
      if (width !== job.width) image = image.resize({ width });
      return image.webp(WEBP).toBuffer();
    }),
  );
  await cache.set(key, bytes);
  return { images: encoded(bytes), drawn: true };
}

/**
 * Renders pictures four at a time (sharp uses its own threads: more in flight only adds memory),
 * and says how many had to be drawn rather than taken from the cache.
 */
export async function renderAll(
  jobs: PictureJob[],
  { cache = pictureCache() }: { cache?: PictureCache } = {},
): Promise<{ images: EncodedImage[]; drawn: number }> {
  const results: EncodedImage[][] = new Array<EncodedImage[]>(jobs.length);
  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const rendered = await render(jobs[index]!, cache);
      results[index] = rendered.images;
      if (rendered.drawn) drawn += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, jobs.length) }, worker));
  return { images: results.flat(), drawn };
}
