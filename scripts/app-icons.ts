/**
 * Draws the installed app's icons (src/web/public/icons/*.png) from the favicon's shapes with Debian's chromium, so
 * a changed logo needs one command: `npx tsx scripts/app-icons.ts`. The maskable icon fills the whole square and
 * keeps the letters inside the middle 80 %, the zone every launcher's mask leaves visible.
 */
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../tests/support/browser.ts';

const favicon = readFileSync('src/web/public/favicon.svg', 'utf8');
const letters = /<path[^>]*\/>/.exec(favicon)?.[0] ?? '';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4f46e5"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">${letters}</g></svg>`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

const browser = await launchBrowser();
const page = await browser.newPage();
for (const { file, svg, size } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  await page.screenshot({ path: `src/web/public/icons/${file}`, omitBackground: true });
}
await browser.close();
