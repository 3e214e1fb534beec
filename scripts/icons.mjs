// `node scripts/icons.mjs`: the installable app's PNG icons (manifest, iOS home screen),
// rendered from apps/web/public/favicon.svg with sharp. Run again when the logo changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

const require = createRequire(join(root, 'apps', 'server', 'package.json'));
const sharp = require('sharp');
const publicDir = join(root, 'apps', 'web', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'));

// Maskable icons keep their content inside the central 80% safe zone: the logo on a full-bleed background.
const maskable = Buffer.from(
  svg
    .toString()
    .replace('<rect width="64" height="64" rx="14" fill="url(#g)"/>', '<rect width="64" height="64" fill="url(#g)"/>')
    .replace(/<rect x=/g, '<rect transform="translate(6.4 6.4) scale(0.8)" x='),
);

const outputs = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];
for (const { file, size, source } of outputs) {
  await sharp(source, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', file));
  console.log(`apps/web/public/icons/${file}`);
}
