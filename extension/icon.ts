import { zlibSync } from "fflate";

const BRAND: readonly number[] = [79, 70, 229]; // the app's brand-600

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** How much of the pixel at (x, y) lies inside the shape, by 4x4 samples: 0 to 1. */
function coverage(x: number, y: number, inside: (px: number, py: number) => boolean): number {
  let hits = 0;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) if (inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4)) hits++;
  return hits / 16;
}

/** The icon: a white ring (the "O" of Outreach Desk) on a rounded brand-coloured square, as a PNG. */
export function iconPng(size: number): Uint8Array {
  const corner = size * 0.22;
  const centre = size / 2;
  const inSquare = (x: number, y: number) => {
    const dx = Math.max(corner - x, 0, x - (size - corner));
    const dy = Math.max(corner - y, 0, y - (size - corner));
    return dx * dx + dy * dy <= corner * corner;
  };
  const inRing = (x: number, y: number) => {
    const distance = Math.hypot(x - centre, y - centre);
    return distance <= size * 0.3 && distance >= size * 0.17;
  };
  const rows = new Uint8Array(size * (1 + size * 4));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 4);
    for (let x = 0; x < size; x++) {
      const ring = coverage(x, y, inRing);
      const at = row + 1 + x * 4;
      BRAND.forEach((value, c) => {
        rows[at + c] = Math.round(value + (255 - value) * ring);
      });
      rows[at + 3] = Math.round(255 * coverage(x, y, inSquare));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", zlibSync(rows)),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
