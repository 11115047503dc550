// Serves the built site (dist/client) the way a static host would: pages at their addresses,
// the 404 page with status 404 for anything else. Port 3000, or $PORT.
// It also answers the forms' backend call at /functions/v1/send-consultation with the same handler as
// the Supabase function, on the embedded PGlite database in .data/ (supabase/local/), so the forms work
// with no Supabase project. (A site built with VITE_SUPABASE_URL calls Supabase instead.)
// Every answer (pages, files, the 404 page, the function) carries the headers of the build's _headers
// file, as Netlify or Cloudflare Pages would send them (scripts/headers.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sirv from 'sirv'
import { sendConsultationMiddleware } from '../supabase/local/server.ts'
import { buildSettings, headerRules, headersFor, parseHeadersFile } from './headers.ts'

const root = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client')
if (!existsSync(join(root, 'index.html'))) {
  console.error(`There is no built site in ${root}. Run "npm run build" first.`)
  process.exit(1)
}

const headersFile = join(root, '_headers')
const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : headerRules(buildSettings())
if (!existsSync(headersFile)) console.warn(`${headersFile} is missing (built with "vike build" alone?): sending the headers of the current settings.`)

const notFoundPage = readFileSync(join(root, '404.html'))
const serveStatic = sirv(root, { extensions: ['html'], etag: true })

function notFound(_req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(notFoundPage)
}

const sendConsultation = sendConsultationMiddleware()

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value)
  // Like the static hosts, the _headers file itself is not a page of the site.
  if (pathname === '/_headers') return notFound(req, res)
  sendConsultation(req, res, () => serveStatic(req, res, () => notFound(req, res)))
})

const port = Number(process.env.PORT ?? 3000)
server.listen(port, () => {
  console.log(`The built site is served at http://localhost:${port}`)
  sendConsultation.warm()
})
