// The guard every local server puts in front of its handler (lib/http/guard.ts): a handler that throws,
// at once or later, gives the visitor a 500 with the security headers and the server goes on serving.
// A real Node server on a free port, with handlers that fail on purpose.
import { Agent, createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedServerOptions, guardRequest } from '../../../lib/http/guard.ts'

const HEADERS = { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' }
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer(guardedServerOptions(), (req, res) =>
    guardRequest(req, res, { headersFor: () => HEADERS, answersOwnMethods: () => false }, (pathname) => {
      if (pathname === '/throws') throw new Error('a handler that throws')
      if (pathname === '/rejects') return Promise.reject(new Error('a handler whose promise fails'))
      if (pathname === '/throws-after-headers') {
        res.setHeader('Content-Length', '1000')
        throw new Error('a handler that set a length, then threw')
      }
      res.end('fine')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('a handler that fails', () => {
  it.each(['/throws', '/rejects', '/throws-after-headers'])('%s: 500 with the security headers, and the server keeps serving', async (path) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Internal Server Error\n')
    expect(response.headers.get('content-security-policy')).toBe(HEADERS['Content-Security-Policy'])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const after = await fetch(`${base}/`)
    expect(await after.text()).toBe('fine')
  })
})

describe('a kept-alive connection', () => {
  // A client that sends its next request on a connection the server has just closed gets a reset:
  // a connection idle for longer than Node's 5 s must still be open.
  it('still answers on the same connection after 7 s idle', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    let connections = 0
    const count = () => connections++
    server.on('connection', count)
    const ask = () =>
      new Promise<string>((resolve, reject) => {
        get(`${base}/`, { agent }, (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk)).on('end', () => resolve(body))
        }).on('error', reject)
      })
    const first = await ask()
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    const second = await ask()
    agent.destroy()
    server.off('connection', count)
    expect([first, second]).toEqual(['fine', 'fine'])
    expect(connections, 'connections opened for the two requests').toBe(1)
  }, 15_000)
})
