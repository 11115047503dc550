// `npm run preview` (scripts/servers/preview.ts) as one real process for the tests that send it requests
// (tests/unit/local/local-reliability.test.ts, tests/engines/run.ts): started on a port with a database folder
// of its own, waited for until it answers, sent requests, and stopped (or killed with -9).
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')

export interface Preview {
  child: ChildProcess
  /** Everything it printed so far. */
  output: () => string
}

/**
 * Starts the preview of the build in `cwd` (its dist/client) on `port` with the database folder
 * `dataDir`, and waits until it answers: the limit (120 s) ends a server that is stuck, it does not
 * measure one. Rejects with what it printed when it stops instead.
 */
export async function startPreview(port: number, dataDir: string, env: Record<string, string> = {}, cwd = process.cwd()): Promise<Preview> {
  // Node with tsx's loader, not the tsx wrapper: one process, so that kill -9 reaches the server itself.
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), join(root, 'scripts', 'servers', 'preview.ts')], {
    cwd,
    env: { ...process.env, PORT: String(port), LOCAL_DB_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run preview on ${port} exited (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw Object.assign(new Error(`npm run preview on ${port} did not answer within 120 s:\n${output}`), { child })
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.arrayBuffer().then(() => true),
      () => false,
    )
    if (answered) return { child, output: () => output }
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Stops it (SIGTERM unless told) and waits until it has gone. */
export function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('close', () => resolve())
    child.kill(signal)
  })
}

export interface Answer {
  /** The status, or 'failed' when no answer came (the connection's error code in `reason`). */
  status: number | 'failed'
  body: Record<string, unknown>
  reason?: string
}

/** Posts `body` to the preview's function on `port`, as a script would. */
export async function send(port: number, body: object, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/send-consultation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause
    return { status: 'failed', body: {}, reason: String(cause?.code ?? (error as Error).name) }
  }
}
