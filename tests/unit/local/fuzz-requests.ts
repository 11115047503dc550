// Requests made up by fast-check (property-based: generated from rules, each failure shrunk to its
// smallest request and replayable with its seed), sent over raw sockets to `npm run preview` and
// `npm run dev` (preview-server.test.ts, dev-server.test.ts). The rule each server keeps: every request
// gets an answer carrying the site's security headers, and the server is still up afterwards. Bounded:
// 200 requests or 20 s, whichever comes first (FUZZ_RUNS, FUZZ_SECONDS; FUZZ_SEED replays a run).
import { connect } from 'node:net'
import fc from 'fast-check'

/** How long one answer may take: the dev server prepares a page on its first request. */
const ANSWER_MS = 30_000

interface Answer {
  /** The status of the first answer, or null when the server closed or timed out without one. */
  status: number | null
  /** Whether that answer carried the Content-Security-Policy and X-Content-Type-Options headers. */
  secured: boolean
}

/** Sends `bytes` on a new connection and reads the first answer's status line and headers. */
function exchange(port: number, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    /** The final answer's head: an interim answer (100 Continue, 103 Early Hints) carries no headers of its own. */
    const finalHead = () => text.split('\r\n\r\n').find((head) => !/^HTTP\/1\.[01] 1(?!01)\d\d/.test(head) && head !== '')
    const done = () => {
      socket.destroy()
      const head = finalHead() ?? ''
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]
      resolve({ status: status ? Number(status) : null, secured: /\r\ncontent-security-policy:/i.test(head) && /\r\nx-content-type-options: nosniff/i.test(head) })
    }
    socket.setTimeout(ANSWER_MS, done)
    socket.on('data', (d: Buffer) => {
      text += d.toString('latin1')
      const head = finalHead()
      if (head !== undefined && text.includes(`${head}\r\n\r\n`)) done()
    })
    socket.on('close', done)
    socket.on('error', () => undefined)
    socket.write(bytes)
  })
}

const PATHS = ['/', '/robots.txt', '/contactus', '/es/', '/functions/v1/send-consultation', '/assets/', '/_headers', '/.data/pglite/PG_VERSION', '/@fs/etc/passwd', '/missing-page', '*']
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'PRI', 'get']
/** Values that broke servers before or are known traps: reversed and huge ranges, 100-continue, CR/LF, prototype keys. */
const NASTY_VALUES = ['bytes=5-1', 'bytes=0-99999999999999999999', 'bytes=-0', 'bytes=0-0,1-1,2-2', '100-continue', '999-nonsense', 'gzip, br, deflate', '*/*', 'constructor', '__proto__', 'toString', '%0d%0a', '\u0000', 'é', '\uffff']
const HEADER_NAMES = ['Range', 'Expect', 'Accept-Encoding', 'Content-Type', 'Origin', 'X-Forwarded-For', 'X-Real-IP', 'If-None-Match', 'If-Modified-Since', 'If-Range', 'Cookie', 'Accept', 'Accept-Language', 'Upgrade', 'Connection']

/** A path: a known one, with or without made-up segments, percent-encoded bytes (CR/LF among them) and a query. */
const target = fc
  .tuple(
    fc.constantFrom(...PATHS),
    fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, fc.array(fc.oneof(fc.webSegment(), fc.constantFrom('%0d%0a', '%00', '%2e%2e', '..', '%E0%A4%A', '%ff', '//', '?', '#')), { maxLength: 4 })),
    fc.option(fc.webQueryParameters(), { nil: undefined }),
  )
  .map(([path, segments, query]) => `${path}${segments.join('/')}${query === undefined ? '' : `?${query}`}`)

const header = fc.tuple(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...HEADER_NAMES) }, fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/)),
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) }, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 })),
)

/** A body: nothing, a request with made-up field values, JSON of any shape, or any bytes. */
const body = fc.oneof(
  fc.constant(''),
  fc.record({ name: fc.string(), phone: fc.string(), email: fc.string(), kind: fc.constantFrom('contact', 'appointment', 'constructor', '__proto__'), sentFromLanguage: fc.constantFrom('en', 'es', 'constructor', 'toString') }).map((r) => JSON.stringify(r)),
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 200 }),
)

/**
 * One request as bytes. It always ends (a Content-Length that matches the body, no Transfer-Encoding),
 * so the server has everything and must answer now, not after its 10-second timeout; the request line
 * and the headers are otherwise free, malformed ones included.
 */
const request = (port: number) =>
    fc
    .record({
      method: fc.oneof({ weight: 4, arbitrary: fc.constant('GET') }, { weight: 4, arbitrary: fc.constantFrom(...METHODS) }, fc.stringMatching(/^[!-~]{1,12}$/)),
      target,
      version: fc.oneof({ weight: 8, arbitrary: fc.constant('HTTP/1.1') }, fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 extra', '')),
      withHost: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
      headers: fc.array(header, { maxLength: 6 }),
      body,
    })
    .map(({ method, target, version, withHost, headers, body }) => {
      const payload = Buffer.from(body, 'utf8')
      const lines = [
        `${method} ${target}${version ? ` ${version}` : ''}`,
        // The servers answer only their own address (a page asked for under another name is refused).
        ...(withHost ? [`Host: 127.0.0.1:${port}`] : []),
        ...headers.filter(([name]) => !/^(content-length|transfer-encoding|connection|host)$/i.test(name)).map(([name, value]) => `${name}: ${value}`),
        'Connection: close',
        ...(payload.length > 0 ? [`Content-Length: ${payload.length}`] : []),
      ]
      return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), payload])
    })

/** What the run found: how many were sent, and the smallest request that broke the rule (with the seed that replays it). */
export interface FuzzResult {
  sent: number
  failed?: string
}

/** Sends made-up requests to the server on `port`; `alive` says whether its process still runs. */
export async function fuzzServer(port: number, alive: () => boolean): Promise<FuzzResult> {
  let sent = 0
  const result = await fc.check(
    fc.asyncProperty(request(port), async (bytes) => {
      sent++
      const answer = await exchange(port, bytes)
      return alive() && answer.status !== null && answer.secured
    }),
    {
      numRuns: Number(process.env.FUZZ_RUNS ?? 200),
      plugins: [fc.interruptAfterTimeLimit(Number(process.env.FUZZ_SECONDS ?? 20) * 1000)],
      ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
    },
  )
  const smallest = (result.counterexample as unknown as [Buffer] | null)?.[0]?.toString('latin1')
  return { sent, ...(result.failed ? { failed: `${JSON.stringify(smallest)} (FUZZ_SEED=${result.seed} replays it)` } : {}) }
}
