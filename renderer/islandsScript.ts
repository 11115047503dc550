// The <script> of the islands' one browser entry (components/islands/client.ts), for pages whose
// HTML has an island, with preload links for the code of the islands started at load (React and the
// component, or only the script of an enhancement), so it arrives with the page instead of after the
// entry asks for it. Pages without an island get nothing: they load no JavaScript.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { islands, type IslandName } from '../components/islands/registry.ts'

const ENTRY = 'components/islands/client.ts'
const HYDRATE = 'components/islands/hydrate.tsx'

type Manifest = Record<string, { file: string; imports?: string[] }>

let manifest: Manifest | undefined

/** The client build's manifest (Vike moves it to <outDir>/assets.json before pre-rendering). */
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
  // Low priority: the first paint needs none of it (the server HTML is the page, and a press made
  // before an island starts is kept: earlyPresses.ts), so on a slow network it must not queue ahead
  // of the page's pictures. Browsers fetch module scripts at high priority, as if they blocked rendering.
  return [
    `<script type="module" src="${entry}" async fetchpriority="low"></script>`,
    ...[...preload].map((file) => `<link rel="modulepreload" href="${file}" fetchpriority="low">`),
  ].join('\n')
}
