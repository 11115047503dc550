// Secrets stay out of the built site: the build refuses a Supabase key that is not public (anon JWT or
// sb_publishable_…), and after it every text file of dist/client is scanned for key-shaped strings; the
// build fails naming the file and the kind of key, never the key.
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'

/** The role a Supabase JWT claims, or null when the text is not a JWT. */
export function jwtRole(token: string): string | null {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) return null
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as { role?: unknown }
    return typeof payload.role === 'string' ? payload.role : ''
  } catch {
    return null
  }
}

/** Why `key` may not be given to the browser as the Supabase key, or null when it may (or is empty). */
export function publicKeyProblem(key: string | undefined, name = 'VITE_SUPABASE_ANON_KEY'): string | null {
  const value = (key ?? '').trim()
  if (value === '' || /^sb_publishable_[A-Za-z0-9_-]+$/.test(value)) return null
  if (value.startsWith('sb_secret_')) return `${name} is a secret key (sb_secret_…). Give the build the project's publishable key (sb_publishable_…) or its anon key instead; the secret key must never reach a browser.`
  const role = jwtRole(value)
  if (role === 'anon') return null
  if (role !== null) return `${name} is a key with the role "${role || 'none'}", not "anon". Give the build the project's anon or publishable key (Supabase dashboard, Project Settings, API keys); a ${role || 'role-less'} key must never reach a browser.`
  return `${name} is not a Supabase public key (neither sb_publishable_… nor an anon JWT). Copy the anon or publishable key from the Supabase dashboard (Project Settings, API keys).`
}

const KEY_SHAPES: [string, RegExp][] = [
  ['a Supabase secret key (sb_secret_…)', /sb_secret_[A-Za-z0-9_-]{8,}/g],
  ['a private key block', /-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----/g],
  ['a Stripe live secret key', /\b[sr]k_live_[A-Za-z0-9]{16,}/g],
  ['an AWS access key id', /\bAKIA[0-9A-Z]{16}\b/g],
  ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g],
]
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.map', '.webmanifest', '.svg', ''])

/** The key-shaped strings in one text: what kind each is (never the key itself). */
export function keysIn(text: string): string[] {
  const found = KEY_SHAPES.filter(([, shape]) => new RegExp(shape.source).test(text)).map(([kind]) => kind)
  for (const match of text.matchAll(JWT)) {
    const role = jwtRole(match[0])
    if (role !== null && role !== 'anon') found.push(`a JWT with the role "${role || 'none'}"`)
  }
  return found
}

/** Every text file of the built site with a key-shaped string in it, as "file: kind". */
export function scanForKeys(outDir: string): string[] {
  const problems: string[] = []
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILES.has(extname(entry.name))) continue
    const file = join(entry.parentPath, entry.name)
    for (const kind of keysIn(readFileSync(file, 'utf8'))) problems.push(`${relative(outDir, file)}: ${kind}`)
  }
  return problems
}

/** The after-build step: fails the build when the site holds a key-shaped string. */
export function writeSecretScan(outDir: string): void {
  const problems = scanForKeys(outDir)
  if (problems.length > 0) {
    throw new Error(`The built site holds what looks like a secret key, so it must not be published:\n  ${problems.join('\n  ')}\nRemove it from the settings or content it came from, then build again.`)
  }
}
