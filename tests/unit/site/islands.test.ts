// The island registry and the island files agree: each entry loads the component its name promises,
// and every component file in components/islands/ is registered (an unregistered island would render
// on the server but never come alive in the browser).
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { islands } from '../../../components/islands/registry.ts'
import { ISLAND_MOMENTS } from '../../oracles.ts'

const machinery = ['Island.tsx', 'hydrate.tsx']
const islandFiles = readdirSync('components/islands').filter((file) => file.endsWith('.tsx') && !machinery.includes(file))

describe('island registry', () => {
  it.each(Object.entries(islands))('%s loads its component or its enhancement from components/islands/', async (name, entry) => {
    expect(islandFiles).toContain(`${name}.tsx`)
    const loaded = await entry.load()
    expect(typeof loaded).toBe('function')
    // A React island loads the component <Name>; an enhancement the script enhance<Name>.
    expect(loaded.name).toBe(entry.kind === 'react' ? name : `enhance${name}`)
    if (entry.kind === 'enhance') expect(readdirSync('components/islands')).toContain(`${name}.enhance.ts`)
    expect(['load', 'visible', 'idle']).toContain(entry.when)
  })

  it('registers every island component of the folder', () => {
    expect(islandFiles.map((file) => file.replace(/\.tsx$/, '')).sort()).toEqual(Object.keys(islands).sort())
  })

  it('starts each island at the moment the site promises (tests/oracles.ts): forms and search on use, parts below the fold when visible, the rest at load', () => {
    expect(Object.fromEntries(Object.entries(islands).map(([name, entry]) => [name, entry.when]))).toEqual(ISLAND_MOMENTS)
  })
})
