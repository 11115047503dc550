// For a page with an island: the islands' entry (components/islands/client.ts) and the code of the islands
// started at load, preloaded together once the page has painted (islandsStart.ts). Other pages load no JavaScript.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { islands, type IslandName } from '../components/islands/registry.ts'
import { ISLANDS_START_ID, ISLANDS_START_SCRIPT } from './islandsStart.ts'

const ENTRY = 'components/islands/client.ts'
const HYDRATE = 'components/islands/hydrate.tsx'

type Manifest = Record<string, { file: string; imports?: string[] }>

let manifest: Manifest | undefined

/** Vike moves the client build's manifest to <outDir>/assets.json before pre-rendering. */
function readManifest(): Manifest {
  manifest ??= JSON.parse(readFileSync(join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'assets.json'), 'utf8')) as Manifest
  return manifest
}

/** The built files of a source module and of everything it imports statically. */
function builtFiles(source: string, found = new Set<string>()): Set<string> {
  const chunk = readManifest()[source]
  if (!chunk) throw new Error(`The build has no ${source}: ${ENTRY} must be a build input (vite.config.ts).`)
  if (found.has(`/${chunk.file}`)) return found
  found.add(`/${chunk.file}`)
  for (const imported of chunk.imports ?? []) builtFiles(imported, found)
  return found
}

/** The built files an island needs to start (for a React island, also React and the hydration code). */
export function islandBuiltFiles(name: IslandName): string[] {
  if (islands[name].kind === 'enhance') return [...builtFiles(`components/islands/${name}.enhance.ts`)]
  return [...builtFiles(HYDRATE), ...builtFiles(`components/islands/${name}.tsx`)]
}

export function islandsScript(html: string): string {
  const names = [...new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1] as IslandName))]
  if (names.length === 0) return ''
  if (import.meta.env.DEV) return `<script type="module" src="/${ENTRY}"></script>`
  const [entry, ...entryImports] = builtFiles(ENTRY)
  // The entry's own imports (the bundler's small helper) too, so they do not wait for the entry.
  const preload = new Set<string>(entryImports)
  for (const name of names.filter((n) => islands[n]?.when === 'load')) {
    for (const file of islandBuiltFiles(name)) preload.add(file)
  }
  return [
    `<script type="application/json" id="${ISLANDS_START_ID}">${JSON.stringify({ entry, preload: [...preload] })}</script>`,
    `<script type="module">${ISLANDS_START_SCRIPT}</script>`,
  ].join('\n')
}
