// Requests a browser never sends, written byte for byte over a socket, for the tests of the local
// servers (npm run preview, npm run dev): fetch() would refuse to send most of them.
import { connect, createServer } from 'node:net'

/** Whether anything answers a connection to `port` at `address` (another address of this machine). */
export function reachable(port: number, address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, address)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export interface RawAnswer {
  /** Everything the server sent, status line and headers included. */
  text: string
  status: number
  /** Header names in lower case. */
  headers: Record<string, string>
  /** Whether the server closed the connection. */
  closed: boolean
}

/** Sends raw bytes, returns everything the server answers until it closes the connection (or `waitMs`). */
export function raw(port: number, bytes: string | Buffer, waitMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    let closed = false
    const finish = () => {
      const [head = ''] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
      resolve({ text, status: Number(statusLine.split(' ')[1]), headers, closed })
    }
    const timer = setTimeout(() => {
      socket.destroy()
      finish()
    }, waitMs)
    socket.on('data', (d) => (text += d.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => {
      closed = true
      clearTimeout(timer)
      finish()
    })
    socket.write(bytes)
  })
}

/** A request with this request line and headers (Host: localhost, Connection: close, then `headers`). */
export function rawRequest(port: number, line: string, headers: string[] = [], body = ''): Promise<RawAnswer> {
  return raw(port, `${line}\r\n${['Host: localhost', 'Connection: close', ...headers].join('\r\n')}\r\n\r\n${body}`)
}

/** A POST to the function with this Host header (a name that is no host, a port that cannot be). */
export function postWithHost(port: number, host: string): Promise<RawAnswer> {
  return raw(port, `POST /functions/v1/send-consultation HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`)
}

/** A POST whose body stops after a few bytes of the 100 it announces. */
export const UNFINISHED_BODY =
  'POST /functions/v1/send-consultation HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":'

/** Hosts no client should send, and request lines Node's parser or URL parsing refuses. */
export const BAD_HOSTS = ['a b[', 'localhost:99999']
// The last two: HTTP/2's opening line without its version, to a page and to the function (whose answer,
// written after a wait, Node dropped for PRI: the sender got a closed connection and no answer).
export const MALFORMED_REQUEST_LINES = ['GET //[ HTTP/1.1', 'GET http://[/ HTTP/1.1', 'GET /%E0%A4%A HTTP/1.1', 'NONSENSE', 'GET / HTTP/9.9', 'PRI /', 'PRI /functions/v1/send-consultation']
/** Methods pages do not take. */
export const OTHER_METHODS = ['POST', 'DELETE', 'PUT', 'TRACE', 'OPTIONS']
