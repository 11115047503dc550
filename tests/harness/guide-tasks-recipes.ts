// The editing guide's recipes added for issue 30 (content/README.md), each done as the recipe says on the
// scratch copy of tests/harness/guide-tasks.ts: retire an article that other pages link to, add a procedure with
// a photograph, add an insurance plan, add a language of the taglines, change the offices' phone number,
// and say how many offices we have with the fact tags (a typed count is refused first, as the guide says).
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { parse } from 'yaml'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import type { Scratch } from './guide-tasks-more.ts'

/** Every content file (recursively), as paths from the repository root. */
function contentFiles(scratch: string, dir = 'content'): string[] {
  return readdirSync(join(scratch, dir), { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? contentFiles(scratch, `${dir}/${item.name}`) : /\.(mdx|ya?ml)$/.test(item.name) ? [`${dir}/${item.name}`] : [],
  )
}

/** The mistakes of a check's output: file, line and message. */
const mistakesIn = (output: string) =>
  [...output.matchAll(/^ERROR {3}(\S+?)(?::(\d+))?\n {8}(.*)$/gm)].map(([, file, line, message]) => ({ file: file!, line: Number(line ?? 0), message: message! }))

/**
 * The article to retire and the one that now answers its question: an article whose subject another
 * covers ("headache" and "headache-migraine"), else the article most linked to. Never a page a redirect
 * already leads to (the renamed article).
 */
function retirement(s: Scratch): { from: string; to: string } {
  const redirected = s.read('content/redirects.yaml')
  const slugs = readdirSync(join(s.scratch, 'content/conditions'))
    .map((n) => n.replace(/\.mdx$/, ''))
    .filter((slug) => !redirected.includes(`/conditions/${slug}\n`) && !redirected.trimEnd().endsWith(`/conditions/${slug}`))
  const covered = slugs.flatMap((from) => slugs.filter((to) => to.startsWith(`${from}-`)).map((to) => ({ from, to })))[0]
  if (covered) return covered
  const files = contentFiles(s.scratch)
  const links = (slug: string) => files.filter((f) => s.read(f).includes(`/conditions/${slug}`)).length
  const [from, to] = [...slugs].sort((a, b) => links(b) - links(a))
  return { from: from!, to: to! }
}

export function recipeTasks(s: Scratch): Record<string, () => void | Promise<void>> {
  const { scratch, read, write, edit } = s
  return {
    'retire an article other pages link to (and its translation), fixing what the check names': () => {
      const { from, to } = retirement(s)
      const linked = contentFiles(scratch).filter((f) => read(f).includes(`/conditions/${from}`) && !f.endsWith(`/${from}.mdx`))
      if (linked.length === 0) throw new Error(`No page links to /conditions/${from}: the task has no linked article to retire.`)
      rmSync(join(scratch, `content/conditions/${from}.mdx`))
      if (existsSync(join(scratch, `content/es/conditions/${from}.mdx`))) rmSync(join(scratch, `content/es/conditions/${from}.mdx`))
      edit('content/redirects.yaml', (text) => `${text.trimEnd()}\n- from: /conditions/${from}\n  to: /conditions/${to}\n`)
      // The recipe: run the check, then change each link it names to the new address, and take the old
      // file name out of each list it names ("related" of an article, "services" of an office).
      const said = s.checkFails()
      const named = mistakesIn(said ?? '')
      if (named.length === 0) throw new Error(`The check named no link to the retired /conditions/${from}:\n${said ?? 'it passed'}`)
      for (const mistake of named) {
        if (mistake.message.includes(`has moved to /conditions/${to}`) || mistake.message.includes(`has moved to /es/conditions/${to}`)) {
          edit(mistake.file, (text) => {
            const lines = text.split('\n')
            lines[mistake.line - 1] = lines[mistake.line - 1]!.replace(new RegExp(`/conditions/${from}(?![a-z0-9-])`, 'g'), `/conditions/${to}`)
            return lines.join('\n')
          })
        } else if (mistake.message.includes(`names "${from}", which is not a condition page`)) {
          edit(mistake.file, (text) => text.replace(new RegExp(`^\\s*- ${from}\\n`, 'gm'), ''))
        } else throw new Error(`The check named a mistake the recipe does not cover:\n${mistake.file}:${mistake.line} ${mistake.message}`)
      }
      console.log(`  (retired /conditions/${from} for /conditions/${to}; the check named ${named.length} place(s), each fixed as it said)`)
    },

    'add a procedure with a photograph': async () => {
      const procedures = readdirSync(join(scratch, 'content/procedures'))
      const orders = procedures.map((name) => Number(/^order: (\d+)$/m.exec(read(`content/procedures/${name}`))?.[1] ?? 0))
      const category = /^category: "?(.*?)"?$/m.exec(read(`content/procedures/${procedures[0]}`))?.[1] ?? 'Neurophysiology'
      // The photograph as a clinician uploads it: exported at twice the width a card shows it.
      const width = SHOWN_WIDTHS.card * 2
      await sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: { r: 120, g: 160, b: 190 } } })
        .jpeg({ quality: 80 })
        .toFile(join(scratch, 'public/images/procedures/lumbar-puncture.jpg'))
      write(
        'content/procedures/lumbar-puncture.mdx',
        [
          '---',
          'name: "Lumbar Puncture"',
          `category: "${category}"`,
          'duration: "30 to 45 minutes"',
          'image:',
          '  src: /images/procedures/lumbar-puncture.jpg',
          '  alt: "A patient lying on their side on an exam table while a nurse explains the test"',
          'preparation:',
          '  - "Tell us about any blood thinners you take."',
          '  - "Plan to rest for the rest of the day."',
          'outpatient: true',
          `order: ${Math.max(0, ...orders) + 1}`,
          '---',
          '',
          'A lumbar puncture takes a small amount of the fluid around the spinal cord, to look for infection, inflammation or bleeding.',
          '',
        ].join('\n'),
      )
    },

    'add an insurance plan': () => {
      edit('content/insurance.yaml', (text) => text.replace(/^(plans:\n(?:\s*#.*\n)*)/m, '$1  - Oscar Health\n'))
    },

    'add a language of the taglines': () => {
      const languages = (parse(read('content/languages.yaml')) as { languages: { lepSpeakers: number }[] }).languages
      const fewest = Math.min(...languages.map((l) => l.lepSpeakers))
      edit(
        'content/languages.yaml',
        (text) =>
          `${text.trimEnd()}\n  - lang: pt\n    dir: ltr\n    englishName: Portuguese\n    nativeName: Português\n    lepSpeakers: ${Math.max(0, fewest - 500)}\n    tagline: Há serviços gratuitos de ajuda com o idioma. Também há auxílios e serviços gratuitos para pessoas com deficiência. Ligue para {phone} (TTY 711).\n`,
      )
    },

    'change the phone number of the offices': () => {
      edit('content/site.yaml', (text) => text.replace(/^( +tollFree: ).*$/m, '$11-800-555-0142'))
    },

    'say how many offices and states we have (a typed count is refused, the fact tags pass)': () => {
      const [first] = readdirSync(join(scratch, 'content/conditions')).sort()
      const file = `content/conditions/${first}`
      const offices = (parse(read('content/locations.yaml')) as unknown[]).length
      const before = read(file)
      write(file, `${before.trimEnd()}\n\nWe see patients at ${offices} of our offices.\n`)
      const said = s.checkFails()
      if (!said?.includes('<OfficeCount />')) throw new Error(`The check did not point the typed count at <OfficeCount />:\n${said ?? 'it passed'}`)
      write(file, `${before.trimEnd()}\n\nWe see patients at <OfficeCount /> clinics in <StateNames />.\n`)
    },
  }
}
