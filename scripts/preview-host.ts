// `npm run preview:host`: serves the built site (dist/client, or $OUT_DIR/client) with Cloudflare Pages'
// own local runtime, `wrangler pages dev`, so _headers, the 404 page and the page addresses are read by
// the host's parser, not only by our preview server. Port 8788, or $PORT. Offline: no login, no
// telemetry; the compatibility date is the bundled workerd's own release date (it refuses later ones).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(process.env.OUT_DIR ?? 'dist', 'client')
if (!existsSync(join(root, 'index.html'))) {
  console.error(`There is no built site in ${root}. Run "npm run build" first.`)
  process.exit(1)
}

/** workerd's version is 1.YYYYMMDD.N: its release date. */
function workerdDate(): string {
  const { version } = JSON.parse(readFileSync(join('node_modules', 'workerd', 'package.json'), 'utf8')) as { version: string }
  const day = version.split('.')[1] ?? ''
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`
}

const port = Number(process.env.PORT ?? 8788)
const args = [
  'pages', 'dev', root,
  '--port', String(port),
  '--ip', '127.0.0.1',
  // Its own debugger port next to the site's, so that two servers on one machine do not collide.
  '--inspector-port', String(port + 1),
  '--compatibility-date', workerdDate(),
  '--show-interactive-dev-session=false',
  '--persist-to', join('.wrangler', `state-${port}`),
  '--log-level', 'warn',
]
const wrangler = spawn(join('node_modules', '.bin', 'wrangler'), args, {
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '1' },
})
console.log(`Cloudflare Pages' local runtime serves ${root} at http://localhost:${port}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal))
wrangler.on('exit', (code) => process.exit(code ?? 0))
