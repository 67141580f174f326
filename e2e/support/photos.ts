import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * A JPEG drawn in the page's canvas (a gradient and a label), so the journeys upload real photos without
 * binary fixtures in the repository. 1200×900: large enough to draw no low-resolution warning.
 */
export async function drawJpeg(page: Page, label: string, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ text, tone }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 1200, 900);
      gradient.addColorStop(0, `hsl(${tone} 60% 70%)`);
      gradient.addColorStop(1, `hsl(${(tone + 60) % 360} 55% 35%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1200, 900);
      context.fillStyle = '#fff';
      context.font = 'bold 96px sans-serif';
      context.fillText(text, 80, 480);
      return canvas.toDataURL('image/jpeg', 0.8);
    },
    { text: label, tone: hue },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG no other call makes: 1200×900, a 6×4 grid of random colours. The app holds for review a listing whose
 * photos match another account's (decision 038), so journeys that publish as several accounts need photos of
 * their own; these differ from each other in about half their perceptual-hash bits.
 */
export function uniquePhoto(): Buffer {
  const [width, height, columns, rows] = [1200, 900, 6, 4];
  const colours = Array.from({ length: columns * rows }, () =>
    Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)),
  );
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const colour = colours[Math.floor((y * rows) / height) * columns + Math.floor((x * columns) / width)]!;
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
