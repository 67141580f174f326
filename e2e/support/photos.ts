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
