// The embedded database never loses requests quietly: a truncated table file is found when the folder
// opens and the server refuses to start with a plain message; a stale lock whose number now belongs to
// another live process does not block; the files are the user's alone; expired requests are deleted
// at start-up. Real PGlite folders, real processes.
import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LocalDatabaseError, openLocalDatabase } from '../../supabase/local/database.ts'
import { folderWithRateEvents, folderWithRequests, openingError, overwritePage, scratchFolder } from './local-folders.ts'

const work = scratchFolder('i21-integrity-')

describe('a damaged embedded database', () => {
  it('refuses to open when the requests table file was truncated, saying how many are missing, and changes nothing', async () => {
    const { dataDir, tableFile } = await folderWithRequests(work, 'truncated', 40)
    truncateSync(tableFile, 0)
    const error = await openLocalDatabase({ dataDir }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(LocalDatabaseError)
    expect((error as LocalDatabaseError).code).toBe('LOCAL_DB_DAMAGED')
    expect((error as Error).message).toContain('40 requests were stored but only 0 can be read: 40 are missing or damaged')
    expect((error as Error).message).toContain('move it aside to keep it')
    expect(statSync(tableFile).size).toBe(0)
  }, 120_000)

  let folderOf200: ReturnType<typeof folderWithRequests> | undefined
  // The table file cut at its start, in its middle and at its end (its last page, then its last byte):
  // whatever is lost, the folder refuses to open, says how many of the 200 are missing, and changes nothing.
  it.each([
    ['at its start', () => 0],
    ['in its middle', (size: number) => Math.floor(size / 2 / 8192) * 8192],
    ['at its end (the last page)', (size: number) => size - 8192],
    ['at its end (the last byte)', (size: number) => size - 1],
  ])('refuses to open a requests table file of 200 requests cut %s, saying how many are missing', async (where, cut) => {
    // One folder of 200 requests, copied for each cut.
    const whole = await (folderOf200 ??= folderWithRequests(work, 'whole-200', 200))
    const dataDir = join(work, `cut-${where.replace(/\W+/g, '-')}`, 'pglite')
    cpSync(whole.dataDir, dataDir, { recursive: true })
    const tableFile = join(dataDir, whole.tableFile.slice(whole.dataDir.length))
    const size = statSync(tableFile).size
    expect(size, 'the table spans several 8 KB pages').toBeGreaterThanOrEqual(3 * 8192)
    truncateSync(tableFile, cut(size))
    const error = await openLocalDatabase({ dataDir }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error, 'the folder opened as if nothing were lost').toBeInstanceOf(LocalDatabaseError)
    expect((error as LocalDatabaseError).code).toBe('LOCAL_DB_DAMAGED')
    const [, stored, readable, missing] = /(\d+) requests? (?:was|were) stored but only (\d+) can be read: (\d+) (?:is|are) missing or damaged/.exec((error as Error).message) ?? []
    expect(Number(stored), (error as Error).message).toBe(200)
    expect(Number(readable)).toBeLessThan(200)
    expect(Number(missing)).toBe(200 - Number(readable))
    expect(statSync(tableFile).size).toBe(cut(size))
    rmSync(join(dataDir, '..'), { recursive: true, force: true })
  }, 240_000)

  it('makes `npm run preview` refuse to start with that message (no stack trace)', async () => {
    const { dataDir, tableFile } = await folderWithRequests(work, 'preview', 3)
    truncateSync(tableFile, 0)
    const site = join(work, 'site', 'dist', 'client')
    spawnSync('mkdir', ['-p', site])
    writeFileSync(join(site, 'index.html'), '<p>home</p>')
    writeFileSync(join(site, '404.html'), '<p>not found</p>')
    // The script of `npm run preview`, with tsx's loader by its path (the site folder has no node_modules).
    const preview = spawnSync(process.execPath, ['--import', join(process.cwd(), 'node_modules', 'tsx', 'dist', 'loader.mjs'), join(process.cwd(), 'scripts', 'preview.ts')], {
      cwd: join(work, 'site'),
      encoding: 'utf8',
      env: { ...process.env, PORT: '0', LOCAL_DB_DIR: dataDir },
      timeout: 120_000,
    })
    expect(preview.status).toBe(1)
    expect(preview.stderr).toContain('3 requests were stored but only 0 can be read')
    expect(preview.stdout).not.toContain('is served at')
    expect(preview.stderr).not.toMatch(/\n\s+at /)
  }, 180_000)
})

describe('a damaged side table or index', () => {
  it('refuses to open when a page of the rate limit’s events is overwritten, naming the table, and changes nothing', async () => {
    const { dataDir, tableFile } = await folderWithRateEvents(work, 'side-table', 300)
    overwritePage(tableFile, 0)
    const before = readFileSync(tableFile)
    const error = await openingError(dataDir)
    expect(error.code).toBe('LOCAL_DB_DAMAGED')
    expect(error.message).toContain(`The local database folder ${dataDir} cannot be opened: its table consultation_rate_events is damaged`)
    expect(error.message).toContain('move it aside to keep it')
    expect(readFileSync(tableFile).equals(before)).toBe(true)
  }, 180_000)

  it('refuses to open when a page of a primary-key index is overwritten, naming the index', async () => {
    const { dataDir, keyFile } = await folderWithRateEvents(work, 'primary-key', 300)
    // Page 0 of a B-tree is its metapage; page 1 holds keys.
    expect(statSync(keyFile).size).toBeGreaterThanOrEqual(2 * 8192)
    overwritePage(keyFile, 1)
    const error = await openingError(dataDir)
    expect(error.code).toBe('LOCAL_DB_DAMAGED')
    expect(error.message).toContain('its index consultation_rate_events_pkey is damaged')
  }, 180_000)

  it('opens an undamaged folder with side tables, and leaves no amcheck extension behind', async () => {
    const { dataDir } = await folderWithRateEvents(work, 'sound', 300)
    const local = await openLocalDatabase({ dataDir })
    expect((await local.db.query('select count(*)::int as n from public.consultation_rate_events')).rows).toEqual([{ n: 300 }])
    expect((await local.db.query("select extname from pg_extension where extname = 'amcheck'")).rows).toEqual([])
    await local.close()
  }, 180_000)
})
