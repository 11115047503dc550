// Serves the built site (dist/client) the way a static host would: pages at their addresses,
// the 404 page with status 404 for anything else. Port 3000, or $PORT.
// It also answers the forms' backend call at /functions/v1/send-consultation with the same handler as
// the Supabase function, on the embedded PGlite database in .data/ (supabase/local/), so the forms work
// with no Supabase project. (A site built with VITE_SUPABASE_URL calls Supabase instead.)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sirv from 'sirv'
import { sendConsultationMiddleware } from '../supabase/local/server.ts'

const root = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client')
if (!existsSync(join(root, 'index.html'))) {
  console.error(`There is no built site in ${root}. Run "npm run build" first.`)
  process.exit(1)
}

const notFoundPage = readFileSync(join(root, '404.html'))
const serveStatic = sirv(root, { extensions: ['html'], etag: true })

function notFound(_req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(notFoundPage)
}

const sendConsultation = sendConsultationMiddleware()

const server = createServer((req, res) => {
  sendConsultation(req, res, () => serveStatic(req, res, () => notFound(req, res)))
})

const port = Number(process.env.PORT ?? 3000)
server.listen(port, () => {
  console.log(`The built site is served at http://localhost:${port}`)
  sendConsultation.warm()
})
