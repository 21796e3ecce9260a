// `npm start` builds only when dist/ is missing or older than the sources, so a built app starts at once.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const outputs = ['dist/web/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'];
const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const sourcesAt = Math.max(...['src', 'package-lock.json', 'vite.config.ts'].map(newest));
if (builtAt < sourcesAt) {
  console.log('Building Imtahan…');
  execSync('npm run build', { stdio: 'inherit' });
}
