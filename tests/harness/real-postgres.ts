// A real PostgreSQL 15 server for the tests whose behaviour is the database's own (timeouts, locks):
// Debian's server binaries, a new cluster in a temporary folder, listening on 127.0.0.1 only. As root
// (initdb refuses root) the server runs as the postgres user. PG_BIN changes where the binaries are.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export interface RealPostgres {
  url: string
  stop(): void
}

function asServerUser(command: string, args: string[]) {
  const root = process.getuid?.() === 0
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args]
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

export function startRealPostgres(port: number): RealPostgres {
  const dir = mkdtempSync(join(tmpdir(), 'i21-pg-'))
  chmodSync(dir, 0o700)
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  asServerUser('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(process.getuid?.() === 0 ? 'runuser' : join(bin, 'pg_ctl'), process.getuid?.() === 0 ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
