/**
 * Text over a picture keeps at least 4.5:1 against the lightest part of the picture behind it (WCAG
 * 1.4.3), measured, not assumed: each locale's landing hero is shot with its text hidden (the
 * picture, the crop the width gets, and the scrim under the text), and for every line of the title
 * and the lead the lightest pixel inside the line's box is set against the text's own colour. At a
 * phone's 360 and 390 px (the 4:3 crop, Hero.astro) and at 1280 px (the wide one). The page's CSP
 * allows no injected style: the stand-in style that hides the text is the test's (bypassCSP).
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { locales } from '../../src/config/locales';
import { hrefFor } from '../../src/i18n/paths';

const site = () => process.env.TEST_SITE_URL!;

/** WCAG 2's relative luminance of an sRGB colour (0–255 channels). */
function luminance(r: number, g: number, b: number): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

interface Line {
  text: string;
  /** the line's box, in CSS px from the hero's top left corner */
  left: number;
  top: number;
  width: number;
  height: number;
  /** the text's colour, rgb channels */
  colour: [number, number, number];
}

test.use({ bypassCSP: true });

for (const width of [360, 390, 1280]) {
  for (const locale of locales) {
    test(`the landing hero's text keeps 4.5:1 over its picture at ${width} px (${locale.code})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site()}${hrefFor('landingPage', locale.code)}`);
      const hero = page.locator('.hero--image').first();
      await expect(hero).toBeVisible();
      // the picture itself, decoded and drawn (not its placeholder)
      await hero.locator('.hero__image').evaluate(async (img: HTMLImageElement) => {
        if (!img.complete) await new Promise((ok) => img.addEventListener('load', ok, { once: true }));
        await img.decode();
      });
      await hero.scrollIntoViewIfNeeded();
      const lines = await hero.evaluate((el): Line[] => {
        const box = el.getBoundingClientRect();
        const out: Line[] = [];
        for (const part of el.querySelectorAll('.hero__title, .hero__lead')) {
          const colour = (getComputedStyle(part).color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
          const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) {
              if (r.width < 1 || r.height < 1) continue;
              out.push({
                text: node.textContent!.trim().slice(0, 30),
                left: r.left - box.left,
                top: r.top - box.top,
                width: r.width,
                height: r.height,
                colour,
              });
            }
          }
        }
        return out;
      });
      expect(lines.length, 'lines of text over the picture').toBeGreaterThan(1);

      // the text hidden, nothing else changed: what lies behind it
      await page.addStyleTag({ content: '.hero__title, .hero__lead { color: transparent !important; text-shadow: none !important; }' });
      const shot = await hero.screenshot({ animations: 'disabled', caret: 'hide' });
      const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const scale = info.width / (await hero.evaluate((el) => el.getBoundingClientRect().width));

      for (const line of lines) {
        const x0 = Math.max(0, Math.floor(line.left * scale));
        const y0 = Math.max(0, Math.floor(line.top * scale));
        const x1 = Math.min(info.width, Math.ceil((line.left + line.width) * scale));
        const y1 = Math.min(info.height, Math.ceil((line.top + line.height) * scale));
        let lightest = 0;
        for (let y = y0; y < y1; y++) {
          for (let x = x0; x < x1; x++) {
            const i = (y * info.width + x) * info.channels;
            lightest = Math.max(lightest, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
          }
        }
        const ratio = contrast(luminance(...line.colour), lightest);
        expect(
          ratio,
          `"${line.text}" (${Math.round(line.left)},${Math.round(line.top)} ${Math.round(line.width)}×${Math.round(line.height)} px)`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
}
