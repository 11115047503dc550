// `npm run preview` as a child process for the scripts that measure the built site in a browser
// (scripts/bench/bench-lcp.ts, scripts/bench/bench-inp.ts): started on a port, waited for, and stopped with
// everything it started.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** `root`, the client folder of a build; without its index.html, says to build first and exits. */
export function requireBuiltSite(root: string, why?: string): string {
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`There is no built site in ${root}. Run "npm run build" first${why ? ` (${why})` : ''}.`)
    process.exit(1)
  }
  return root
}

/** A port the system says is free now on 127.0.0.1, where the local servers listen. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

/** Serves the build in `outDir` (an OUT_DIR, relative to the project) on `port`, once it answers. */
export async function startPreview(port: number, outDir: string): Promise<ChildProcess> {
  // Its own process group, so that stopping it also stops the Node process tsx starts.
  const child = spawn('npx', ['tsx', 'scripts/servers/preview.ts'], {
    env: { ...process.env, PORT: String(port), OUT_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run preview stopped (exit code ${child.exitCode})`)
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return child
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stopPreview(child)
  throw new Error(`npm run preview did not answer on port ${port} within 60 s`)
}

export function stopPreview(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already stopped.
    }
  }
}
