#!/usr/bin/env node
/**
 * Draws the app's icons and splash screens from the practice's mark (the site's favicon: a lake
 * green square with a figure), as PNG at every size Android and iOS ask for:
 *
 *   node scripts/generate-icons.mjs
 *
 * Run it after changing the artwork and commit the PNGs. Rendering uses resvg (a binary shipped in
 * its npm package), so it needs no ImageMagick, sharp download or browser.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

const mobileDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const androidRes = join(mobileDir, 'android', 'app', 'src', 'main', 'res');
const iosAssets = join(mobileDir, 'ios', 'App', 'App', 'Assets.xcassets');
const favicon = readFileSync(join(mobileDir, '..', 'public-site', 'public', 'favicon.svg'), 'utf8');

/** The mark's colours and figure, read from the favicon so the two never differ. */
const lake = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
const figure = favicon.match(/<(path|circle)\b[^>]*\/>/g);
if (!lake || !figure) throw new Error('The favicon no longer has its <rect> and figure.');
/** The page's background (the theme's `background.default`): the splash screen's. */
const PAGE = '#F6F4EF';

/** The figure (drawn in the favicon's 64-unit square) centred in a square of `box`, at `scale`. */
const glyph = (box, scale) =>
  `<g transform="translate(${box / 2} ${box / 2}) scale(${scale}) translate(-32 -30)">${figure.join('')}</g>`;
const svg = (box, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" width="${box}" height="${box}">${body}</svg>`;

const ART = {
  /** The favicon itself: a rounded square (Android before adaptive icons). */
  square: favicon,
  round: svg(64, `<circle cx="32" cy="32" r="32" fill="${lake}"/>${glyph(64, 1)}`),
  /** Adaptive icon's foreground: the figure inside the 66 dp safe circle of a 108 dp layer. */
  foreground: svg(108, glyph(108, 1.45)),
  /** iOS masks the corners itself and refuses transparency: a full square. */
  iosIcon: svg(64, `<rect width="64" height="64" fill="${lake}"/>${glyph(64, 1)}`),
};

/** The splash: the mark, a fifth of the shorter side, centred on the page's background. */
function splash(width, height) {
  const size = Math.round(Math.min(width, height) / 5);
  const mark = favicon.replace(
    '<svg ',
    `<svg x="${(width - size) / 2}" y="${(height - size) / 2}" width="${size}" height="${size}" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${PAGE}"/>${mark}</svg>`;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG without an alpha channel, which the App Store requires of the app icon. */
function opaquePng(width, height, rgba) {
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      rgba.copy(rows, row + 1 + x * 3, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function write(file, svgText, width, { opaque = false } = {}) {
  const image = new Resvg(svgText, { fitTo: { mode: 'width', value: width } }).render();
  const png = opaque ? opaquePng(image.width, image.height, image.pixels) : image.asPng();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
}

const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
for (const [density, factor] of Object.entries(densities)) {
  const dir = join(androidRes, `mipmap-${density}`);
  write(join(dir, 'ic_launcher.png'), ART.square, 48 * factor);
  write(join(dir, 'ic_launcher_round.png'), ART.round, 48 * factor);
  write(join(dir, 'ic_launcher_foreground.png'), ART.foreground, 108 * factor);
  // Portrait and landscape splash screens (Android before 12; 12+ shows the icon on PAGE).
  const [short, long] = [320 * factor, 480 * factor];
  write(join(androidRes, `drawable-port-${density}`, 'splash.png'), splash(short, long), short);
  write(join(androidRes, `drawable-land-${density}`, 'splash.png'), splash(long, short), long);
}
write(join(androidRes, 'drawable', 'splash.png'), splash(480, 320), 480);

write(join(iosAssets, 'AppIcon.appiconset', 'AppIcon-512@2x.png'), ART.iosIcon, 1024, {
  opaque: true,
});
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  write(join(iosAssets, 'Splash.imageset', name), splash(2732, 2732), 2732, { opaque: true });
}
console.log('Icons and splash screens written for Android and iOS.');
