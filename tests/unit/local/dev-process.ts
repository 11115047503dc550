// A real `vike dev` for the dev-server tests: started with its output kept, waited for until it serves
// a page, and stopped. One helper so the tests that need a dev server start and stop it alike.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export interface DevProcess {
  server: ChildProcess
  /** Everything the server printed so far, without its colours (Vite colours the port when it can). */
  output: () => string
}

/** Starts `vike dev` on `port` (given as a newcomer gives it, PORT=…) in `root`, with `args` added (such as `--host 127.0.0.1`). */
export function startDev(root: string, port: number, env: NodeJS.ProcessEnv, args: string[] = []): DevProcess {
  const server = spawn(process.execPath, [join(root, 'node_modules', 'vike', 'bin.js'), 'dev', ...args], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  return { server, output: () => stripVTControlCharacters(output) }
}

/**
 * Waits until `url` answers 200 (the first request makes Vite prepare the page), for at most `limit`
 * ms (240 s unless given): a cap for a server that is stuck, not a measure of speed.
 */
export async function waitUntilServing({ server, output }: DevProcess, url: string, limit = 240_000): Promise<void> {
  const deadline = Date.now() + limit
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited:\n${output()}`)
    if (Date.now() > deadline) throw new Error(`npm run dev did not serve / in time:\n${output()}`)
    const status = await fetch(url).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    )
    if (status === 200) return
    await new Promise((r) => setTimeout(r, 500))
  }
}

/**
 * Waits for Vite's dependency optimizer to finish its first bundle: it writes deps/_metadata.json into
 * the cache folder when it commits it (with a cold cache it starts as soon as the server listens). A
 * page asked for before that waits on the bundle, and on a loaded machine Vite's own 60 s limit for
 * that wait can break the server's first page for good.
 */
export async function waitForOptimizer({ server, output }: DevProcess, cacheDir: string, limit: number): Promise<void> {
  const deadline = Date.now() + limit
  while (!existsSync(join(cacheDir, 'deps', '_metadata.json'))) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited:\n${output()}`)
    if (Date.now() > deadline) throw new Error(`Vite did not finish bundling the dependencies in time:\n${output()}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Stops the server and waits until it has closed. */
export async function stopDev(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return
  const closed = new Promise((resolve) => server.on('close', resolve))
  server.kill('SIGTERM')
  await closed
}
