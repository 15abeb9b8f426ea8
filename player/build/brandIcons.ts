import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** Where the icons land in dist; the API's web manifest (api/src/lib/web-manifest.ts) names them. */
export const BRAND_ICONS_DIR = 'brands/icons';

/** Sizes of the home-screen icons: Chromium asks for 192 and 512 px ("any"), plus a 512 maskable. */
const SIZES = [192, 512] as const;

/** The maskable icon's logo takes this share of its side: the whole logo stays in the 80 % safe circle. */
const MASKABLE_SHARE = 0.62;

const render = (svg: string, size: number) =>
  new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
  }).render();

/**
 * The colour of the logo's own background, read from the middle of its top edge: the maskable
 * icon's padding continues the logo's tile, so the launcher's crop never shows a seam.
 */
function edgeColour(svg: string): string {
  const image = render(svg, 64);
  const offset = (4 * image.width + image.width / 2) * 4;
  const [r, g, b] = image.pixels.subarray(offset, offset + 3);
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The logo drawn at MASKABLE_SHARE of a square of its background colour. */
function maskableSvg(logo: string, size: number): string {
  const side = Math.round(size * MASKABLE_SHARE);
  const at = Math.round((size - side) / 2);
  const inner = logo.replace(
    /^\s*<svg\b/,
    `<svg x="${at}" y="${at}" width="${side}" height="${side}"`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${edgeColour(logo)}"/>${inner}</svg>`
  );
}

/**
 * Home-screen icons of every built-in brand, rasterised from its logo (public/brands/<id>.svg) at
 * build time: brands/icons/<id>-192.png, <id>-512.png and <id>-maskable-512.png. A brand added at
 * run time (BRANDS) has no icons here; the manifest gives it the default brand's.
 */
export function brandIcons(
  publicDir = fileURLToPath(new URL('../public', import.meta.url)),
): Plugin {
  return {
    name: 'predictor-brand-icons',
    apply: 'build',
    generateBundle() {
      const brandsDir = path.join(publicDir, 'brands');
      for (const file of readdirSync(brandsDir).filter((name) => name.endsWith('.svg'))) {
        const id = file.slice(0, -'.svg'.length);
        const logo = readFileSync(path.join(brandsDir, file), 'utf8');
        const emit = (name: string, svg: string, size: number) =>
          this.emitFile({
            type: 'asset',
            fileName: `${BRAND_ICONS_DIR}/${id}-${name}.png`,
            source: render(svg, size).asPng(),
          });
        for (const size of SIZES) emit(String(size), logo, size);
        emit('maskable-512', maskableSvg(logo, 512), 512);
      }
    },
  };
}
