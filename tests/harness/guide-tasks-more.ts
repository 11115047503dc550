// The everyday tasks of the editing guide beyond the first five (content/README.md): change an office's
// hours and add closed days (one office's, every office's), retire a clinician, rename an article, change a Spanish interface word,
// add a plain page with a menu link in both languages. Each is done as the guide's recipe says, on the
// scratch copy of tests/harness/guide-tasks.ts; formerAddressChecks then asks both previews for the renamed
// pages' old addresses.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument, parse, type YAMLMap, type YAMLSeq } from 'yaml'

/** The scratch copy of tests/harness/guide-tasks.ts, as the task lists use it. */
export interface Scratch {
  scratch: string
  read: (file: string) => string
  write: (file: string, text: string) => void
  edit: (file: string, change: (text: string) => string) => void
  today: string
  /** The content check's output when it fails, undefined when it passes. */
  checkFails: () => string | undefined
}

/** The Spanish interface words: where the guide says they are. */
const spanishUiFile = (_scratch: string) => 'content/ui/es.yaml'

/** Every content file (recursively), as paths from the repository root. */
function contentFiles(scratch: string, dir = 'content'): string[] {
  return readdirSync(join(scratch, dir), { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? contentFiles(scratch, `${dir}/${item.name}`) : /\.(mdx|ya?ml)$/.test(item.name) ? [`${dir}/${item.name}`] : [],
  )
}

/** Edits a YAML file through its document, so its comments and layout stay as the clinician left them. */
function editYaml(s: Scratch, file: string, change: (doc: ReturnType<typeof parseDocument>) => void) {
  s.edit(file, (text) => {
    const doc = parseDocument(text)
    change(doc)
    return doc.toString({ lineWidth: 0 })
  })
}

const inDays = (today: string, days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10)

/** The article the rename task renames, and its new file name. */
function renamed(scratch: string): { from: string; to: string } {
  const from = existsSync(join(scratch, 'content/conditions/stroke.mdx')) ? 'stroke' : readdirSync(join(scratch, 'content/es/conditions'))[0]!.replace(/\.mdx$/, '')
  return { from, to: from === 'stroke' ? 'stroke-and-tia' : `${from}-care` }
}

export function moreTasks(s: Scratch): Record<string, () => void> {
  const { scratch, read, write, edit, today } = s
  return {
    'change one office’s hours, add a closed day for it and a closed week for every office': () => {
      const offices = parse(read('content/locations.yaml')) as { name: string }[]
      const office = offices[1] ?? offices[0]!
      editYaml(s, 'content/locations.yaml', (doc) => {
        const item = (doc.contents as YAMLSeq).items.find((node) => (node as YAMLMap).get('name') === office.name) as YAMLMap
        item.set('hours', doc.createNode({ 'mon-thu': '08:00-16:30', fri: '08:00-12:00' }))
        const closures = (item.get('closures') as YAMLSeq | undefined) ?? (doc.createNode([]) as YAMLSeq)
        closures.add(doc.createNode({ date: inDays(today, 30), reason: 'Staff training' }))
        item.set('closures', closures)
      })
      // Every office closed for a week: one entry of content/closures.yaml (the footer needs nothing).
      editYaml(s, 'content/closures.yaml', (doc) => (doc.contents as YAMLSeq).add(doc.createNode({ from: inDays(today, 40), to: inDays(today, 46), reason: 'Office move' })))
      const ui = spanishUiFile(scratch)
      editYaml(s, ui, (doc) => {
        doc.setIn(['translatedSite', 'closureReasons', 'Staff training'], 'Capacitación del personal')
        doc.setIn(['translatedSite', 'closureReasons', 'Office move'], 'Mudanza de la oficina')
      })
    },

    'retire a clinician who reviewed English and Spanish articles': () => {
      const files = contentFiles(scratch)
      const bios = readdirSync(join(scratch, 'content/team')).map((name) => name.replace(/\.mdx$/, ''))
      const founder = bios.find((slug) => /^founder: true$/m.test(read(`content/team/${slug}.mdx`)))!
      const reviews = (slug: string) => files.filter((file) => new RegExp(`^reviewedBy: ${slug}$`, 'm').test(read(file)))
      const leaving = bios
        .filter((slug) => slug !== founder && reviews(slug).some((file) => file.startsWith('content/es/')))
        .sort((a, b) => reviews(b).length - reviews(a).length)[0]
      if (!leaving) throw new Error('No clinician reviewed both English and Spanish articles: the task has nothing to retire.')
      const reviewed = reviews(leaving)
      rmSync(join(scratch, `content/team/${leaving}.mdx`))
      // Its translation too, where there is one.
      rmSync(join(scratch, `content/es/team/${leaving}.mdx`), { force: true })
      // The recipe: every article they reviewed, English and Spanish, names who takes over.
      for (const file of reviewed) edit(file, (text) => text.replace(new RegExp(`^reviewedBy: ${leaving}$`, 'm'), `reviewedBy: ${founder}`))
      for (const file of files.filter((f) => existsSync(join(scratch, f)) && read(f).includes(`/team/${leaving}`))) {
        edit(file, (text) => text.replaceAll(`/team/${leaving}`, '/our-team'))
      }
      edit('content/redirects.yaml', (text) => `${text.trimEnd()}\n- from: /team/${leaving}\n  to: /our-team\n`)
    },

    'rename an article (new title and address; the old ones redirect)': () => {
      const { from, to } = renamed(scratch)
      renameSync(join(scratch, `content/conditions/${from}.mdx`), join(scratch, `content/conditions/${to}.mdx`))
      edit(`content/conditions/${to}.mdx`, (text) => text.replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${from === 'stroke' ? 'Stroke and TIA' : `${title} Care`}"`))
      if (existsSync(join(scratch, `content/es/conditions/${from}.mdx`))) {
        renameSync(join(scratch, `content/es/conditions/${from}.mdx`), join(scratch, `content/es/conditions/${to}.mdx`))
        edit(`content/es/conditions/${to}.mdx`, (text) => text.replace(`translatedFrom: content/conditions/${from}.mdx`, `translatedFrom: content/conditions/${to}.mdx`))
      }
      // Every link to the old address, and every list naming the old file name (related, services).
      const oldAddress = new RegExp(`(?<!/images)/conditions/${from}(?![a-z0-9.-])`, 'g')
      for (const file of contentFiles(scratch)) {
        const text = read(file)
        const changed = text.replace(oldAddress, `/conditions/${to}`).replace(new RegExp(`^(\\s*- )${from}$`, 'gm'), `$1${to}`)
        if (changed !== text) write(file, changed)
      }
      edit('content/redirects.yaml', (text) => `${text.trimEnd()}\n- from: /conditions/${from}\n  to: /conditions/${to}\n`)
    },

    'change a word of the Spanish interface': () => {
      editYaml(s, spanishUiFile(scratch), (doc) => doc.setIn(['footer', 'quickLinks'], 'Enlaces útiles'))
    },

    'add a plain page with a menu link in both languages': () => {
      write(
        'content/pages/parking.mdx',
        ['---', 'title: "Parking"', 'description: "Where to park at each of our offices, with spaces for people with disabilities close to the door."', 'heading: "Parking"', 'intro: "Free parking at every office."', '---', '', '## At every office', '', 'Parking is free, with accessible spaces next to the entrance.', ''].join('\n'),
      )
      write(
        'content/es/pages/parking.mdx',
        ['---', 'title: "Estacionamiento"', 'description: "Dónde estacionar en cada una de nuestras oficinas, con espacios para personas con discapacidad cerca de la puerta."', 'heading: "Estacionamiento"', 'intro: "Estacionamiento gratuito en todas las oficinas."', 'translatedFrom: content/pages/parking.mdx', 'translatedBy: "Ana Torres, traductora médica certificada"', `translationReviewed: ${today}`, '---', '', '## En todas las oficinas', '', 'El estacionamiento es gratuito, con espacios accesibles junto a la entrada.', ''].join('\n'),
      )
      editYaml(s, 'content/site.yaml', (doc) => (doc.getIn(['navigation', 'header']) as YAMLSeq).add(doc.createNode({ label: 'Parking', href: '/parking' })))
      // The English menu alone is a mistake the check names, with the Spanish menu to update.
      const ui = spanishUiFile(scratch)
      const said = s.checkFails()
      if (!said?.includes(ui) || !said.includes('"navigation" → "header"')) throw new Error(`The check did not name the Spanish menu (${ui}) when only the English menu had the new link:\n${said ?? 'it passed'}`)
      console.log(`  (the check named the Spanish menu, as the guide says: ${said.split('\n').find((line) => line.includes('header menu here'))?.trim()})`)
      editYaml(s, ui, (doc) => (doc.getIn(['translatedSite', 'navigation', 'header']) as YAMLSeq).add(doc.createNode({ label: 'Estacionamiento', href: '/es/parking' })))
    },
  }
}

/** The former addresses (content/redirects.yaml) and where each must lead, in both languages. */
function expectedRedirects(scratch: string): [string, string][] {
  const redirects = (parse(readFileSync(join(scratch, 'content/redirects.yaml'), 'utf8')) ?? []) as { from: string; to: string }[]
  return redirects.flatMap(({ from, to }) => {
    // The Spanish former address leads to the Spanish page where the build wrote one.
    const built = join(scratch, 'dist/client/es')
    const translated = existsSync(`${built}${to}.html`) || existsSync(join(`${built}${to}`, 'index.html'))
    return [[from, to], [`/es${from}`, translated ? `/es${to}` : to]] as [string, string][]
  })
}

/** Starts a preview server of the scratch copy's build; resolves once it answers. */
async function startServer(scratch: string, script: string, port: number): Promise<() => void> {
  const server = spawn(join(scratch, 'node_modules/.bin/tsx'), [script], { cwd: scratch, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true })
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // Already stopped.
    }
  }
  // Up to three minutes: a first start on a busy machine makes the data folder and compiles the code.
  for (let tries = 0; tries < 360; tries++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return stop
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error(`${script} did not answer on port ${port} within 3 minutes`)
}

/**
 * Asks `npm run preview` and `npm run preview:host` (Cloudflare Pages' own runtime) for every former
 * address: each must answer 301 with its new page, in English and in Spanish.
 */
export async function formerAddressChecks(scratch: string, port: number): Promise<boolean> {
  const expected = expectedRedirects(scratch)
  let ok = expected.length > 0
  for (const [name, script, at] of [['npm run preview', 'scripts/servers/preview.ts', port], ['npm run preview:host', 'scripts/servers/preview-host.ts', port + 2]] as const) {
    console.log(`\n▶ former addresses under ${name} (port ${at})`)
    const stop = await startServer(scratch, script, at)
    try {
      for (const [from, to] of expected) {
        const answer = await fetch(`http://localhost:${at}${from}`, { redirect: 'manual' })
        const location = new URL(answer.headers.get('location') ?? '', `http://localhost:${at}`).pathname
        const right = answer.status === 301 && location === to
        ok &&= right
        console.log(`  ${right ? '✓' : '✘'} ${from} → ${answer.status} ${location}${right ? '' : ` (expected 301 ${to})`}`)
      }
    } finally {
      stop()
    }
  }
  return ok
}
