import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { DEMO_BUSINESSES, type DemoBusiness } from './data/demo-accounts';

/** The stored logo's side, as an uploaded one (seller-logo.ts): a 256 px WebP square. */
const SIDE = 256;

/**
 * A logo drawn from shapes only (no text, so no font is needed): a roof over a door for an agency, three
 * towers of a new development for a developer.
 */
function logoSvg({ accountType, logo }: DemoBusiness): string {
  const mark =
    accountType === 'Agency'
      ? `<path d="M48 132 L128 60 L208 132 Z" fill="${logo.foreground}"/>
         <rect x="76" y="128" width="104" height="76" fill="${logo.foreground}"/>
         <rect x="114" y="156" width="28" height="48" fill="${logo.background}"/>`
      : `<rect x="52" y="112" width="44" height="92" fill="${logo.foreground}"/>
         <rect x="106" y="56" width="44" height="148" fill="${logo.foreground}"/>
         <rect x="160" y="88" width="44" height="116" fill="${logo.foreground}"/>
         ${[72, 96, 120, 144, 168]
           .map((y) => `<rect x="118" y="${y}" width="20" height="10" fill="${logo.background}"/>`)
           .join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
    <rect width="${SIDE}" height="${SIDE}" rx="40" fill="${logo.background}"/>${mark}</svg>`;
}

/** Renders and stores the demo businesses' logos that storage does not hold yet; answers how many. */
export async function ensureDemoLogos(storage: Storage): Promise<number> {
  let rendered = 0;
  for (const business of Object.values(DEMO_BUSINESSES)) {
    const existing = await storage.get(business.logo.key);
    existing?.body.destroy();
    if (existing) continue;
    const webp = await sharp(Buffer.from(logoSvg(business)))
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    await storage.put(business.logo.key, webp, 'image/webp');
    rendered += 1;
  }
  return rendered;
}
