// The function in its production runtime: `deno check` the entry point, then start it under Deno
// (index.ts, Deno.serve, npm:postgres) against Postgres spoken over the wire (PGlite with the real
// migrations, served by @electric-sql/pglite-socket) and send it one valid and one invalid request.
//
// Deno comes from the `deno` npm package and resolves "zod" and "postgres" from ./node_modules
// (--node-modules-dir=manual, --cached-only): nothing is downloaded while the test runs. The versions
// are the exact ones of deno.json, checked against the committed deno.lock (--frozen: a change of
// versions without a new lock fails here).
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migratedMemoryDatabase } from './memory-database.ts'
import { formChoicesFromContent } from '../../../lib/content/form-choices.ts'
import { freePort } from '../local/raw-http.ts'

const root = process.cwd()
const deno = join(root, 'node_modules', '.bin', 'deno')
const entry = 'supabase/functions/send-consultation/index.ts'
const offline = ['--cached-only', '--node-modules-dir=manual', '--frozen', '--config', 'supabase/functions/send-consultation/deno.json']


function runDeno(args: string[], env: Record<string, string> = {}) {
  return spawn(deno, args, { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { code, output }
}

const choices = formChoicesFromContent()
const checkToken = 'a'.repeat(40)

describe('send-consultation under Deno', () => {
  let pg: PGlite
  let socketServer: PGLiteSocketServer
  let fn: ChildProcess | undefined
  let fnOutput = ''
  let url = ''

  beforeAll(async () => {
    pg = await migratedMemoryDatabase()
    const dbPort = await freePort()
    socketServer = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: dbPort, maxConnections: 8 })
    await socketServer.start()

    const port = await freePort()
    url = `http://127.0.0.1:${port}/send-consultation`
    fn = runDeno(['run', ...offline, '--allow-env', '--allow-net=127.0.0.1', '--allow-sys', entry], {
      SUPABASE_DB_URL: `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      ALLOWED_ORIGINS: 'https://www.crescent-neurology.example',
      SENDER_HASH_SALT: 'deno-test',
      FORM_CHOICES: JSON.stringify(choices),
      SENDER_CHECK_TOKEN: checkToken,
    })
    fn.stdout?.on('data', (d: Buffer) => (fnOutput += d.toString()))
    fn.stderr?.on('data', (d: Buffer) => (fnOutput += d.toString()))
    // Wait until Deno.serve listens.
    const deadline = Date.now() + 120_000
    while (!/Listening on/.test(fnOutput)) {
      if (fn.exitCode !== null) throw new Error(`Deno exited with ${fn.exitCode}:\n${fnOutput}`)
      if (Date.now() > deadline) throw new Error(`Deno did not start:\n${fnOutput}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }, 300_000)

  afterAll(async () => {
    if (fn && fn.exitCode === null) {
      const closed = new Promise((resolve) => fn?.on('close', resolve))
      fn.kill('SIGTERM')
      await closed
    }
    await socketServer?.stop()
    await pg?.close()
  })

  it('refuses to start in production without SENDER_HASH_SALT and FORM_CHOICES, or with a limit out of range, naming each in one start', async () => {
    const { code, output } = await exitOf(
      runDeno(['run', ...offline, '--allow-env', '--allow-net=127.0.0.1', '--allow-sys', entry], {
        SUPABASE_DB_URL: 'postgres://postgres:postgres@127.0.0.1:1/postgres',
        SENDER_HASH_SALT: '',
        FORM_CHOICES: '',
        RATE_LIMIT_MAX: 'many',
      }),
    )
    expect(code).not.toBe(0)
    expect(output).toContain('SENDER_HASH_SALT is not set')
    expect(output).toContain('FORM_CHOICES is not set')
    expect(output).toContain('npm run --silent form-choices')
    expect(output).toContain('RATE_LIMIT_MAX="many" cannot be used')
    expect(output).not.toContain('Listening on')
  }, 120_000)

  it('refuses an office the forms do not offer, accepts one they do', async () => {
    const post = (location: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-real-ip': '198.51.100.210' },
        body: JSON.stringify({ kind: 'appointment', firstName: 'Ana', lastName: 'Lê', email: 'ana@example.com', phone: '555-010-0152', location, insurance: choices.insurance[0], message: 'Hi' }),
      })
    const forged = await post('Nowhere, TX')
    expect(forged.status).toBe(400)
    expect((await forged.json()).fieldErrors).toEqual({ location: ['Please select a location'] })
    expect((await post(choices.locations.at(-1)!)).status).toBe(200)
    await pg.query("delete from public.consultation_requests where email = 'ana@example.com'")
  }, 60_000)

  it('takes only x-real-ip holding one address: the post-deploy sender check fails when nothing in front of the function overwrites it', async () => {
    // Without a gateway, made-up x-real-ip values reach the function as they were written: the check must say so.
    const events = async () => (await pg.query<{ n: number }>('select count(*)::int as n from public.consultation_rate_events')).rows[0]!.n
    const before = await events()
    const check = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops/sender-check.ts'], {
      cwd: root,
      env: { ...process.env, SENDER_CHECK_URL: url, SENDER_CHECK_TOKEN: checkToken },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const { code, output } = await exitOf(check)
    expect(code).toBe(1)
    expect(output).toContain('made-up address headers counted as 3 different senders')
    expect(output).toContain('every visitor would share one rate-limit bucket')
    // The check counted and stored nothing.
    expect(await events()).toBe(before)
  }, 120_000)

  it('passes `deno check`', async () => {
    const { code, output } = await exitOf(runDeno(['check', ...offline, entry]))
    expect(output).not.toMatch(/error/i)
    expect(code).toBe(0)
  }, 180_000)

  it('stores a valid request in Postgres over the wire and answers 200', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://www.crescent-neurology.example', 'x-real-ip': '198.51.100.200' },
      body: JSON.stringify({ name: 'Deno Visitor', phone: '555-010-0150', email: 'deno.visitor@example.com' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.crescent-neurology.example')
    expect(await response.json()).toEqual({ ok: true, reference: expect.stringMatching(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/) })
    const { rows } = await pg.query('select kind, name, phone, email from public.consultation_requests')
    expect(rows).toEqual([{ kind: 'contact', name: 'Deno Visitor', phone: '555-010-0150', email: 'deno.visitor@example.com' }])
  }, 60_000)

  it('answers 400 with the field errors to an invalid request and stores nothing', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': '198.51.100.201' },
      body: JSON.stringify({ kind: 'appointment', firstName: '', lastName: 'Doe', email: 'nope', phone: '555-010-0151', location: choices.locations[0], insurance: choices.insurance[0], message: 'Hi' }),
    })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({ firstName: ['First name is required'], email: ['Invalid email address'] })
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from public.consultation_requests')
    expect(rows[0]!.n).toBe(1)
    // Nothing personal reached the function's log.
    expect(fnOutput).not.toContain('Deno Visitor')
    expect(fnOutput).not.toContain('deno.visitor@example.com')
  }, 60_000)
})
