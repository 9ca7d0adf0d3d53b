// Draws the app icons (a white cross on the dark red theme colour) as PNGs without any image
// library: the icons are committed, this script only documents and reproduces them.
// Usage: node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const RED = [0x8b, 0x1c, 0x1c];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const rgba = pixel(x / size, y / size);
      rgba.forEach((v, i) => (raw[y * (size * 4 + 1) + 1 + x * 4 + i] = v));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A cross of arm width `w` centred in a box of side `s` (unit coordinates). */
const inCross = (x, y, s, w) => {
  const lo = 0.5 - s / 2;
  const hi = 0.5 + s / 2;
  const inBox = x >= lo && x <= hi && y >= lo && y <= hi;
  return inBox && (Math.abs(x - 0.5) <= w / 2 || Math.abs(y - 0.5) <= w / 2);
};

const inRoundedSquare = (x, y, r) => {
  const dx = Math.max(r - x, x - (1 - r), 0);
  const dy = Math.max(r - y, y - (1 - r), 0);
  return dx * dx + dy * dy <= r * r;
};

const icon = (x, y) =>
  !inRoundedSquare(x, y, 0.18) ? [0, 0, 0, 0] : [...(inCross(x, y, 0.56, 0.18) ? WHITE : RED), 255];
const maskable = (x, y) => [...(inCross(x, y, 0.4, 0.13) ? WHITE : RED), 255];

writeFileSync('public/icons/icon-192.png', png(192, icon));
writeFileSync('public/icons/icon-512.png', png(512, icon));
writeFileSync('public/icons/icon-maskable-512.png', png(512, maskable));
