// Checks every content file and turns each mistake into a message a clinician can act on:
// the file, the line, the field, what was found and what to write instead.
// Pure: it gets the files' texts and a way to ask whether a picture exists, so the build, `npm run check`
// and the unit tests all run exactly the same checks.
import { LineCounter, parseDocument, type Document } from 'yaml'
import type { z } from 'zod'
import {
  conditionSchema,
  consultationTypesSchema,
  disordersSchema,
  disordersPageSchema,
  homeSchema,
  infusionSchema,
  insuranceSchema,
  languagesSchema,
  uiTextSchema,
  locationsSchema,
  locationsPageSchema,
  meetUsSchema,
  pageSchema,
  patientResourcesSchema,
  policySchema,
  procedureSchema,
  siteSchema,
  statsSchema,
  teamGroupsSchema,
  teamSchema,
  testimonialsSchema,
  slideshowSchema,
  videoScenesSchema,
} from './schema.ts'
import { checkMdxComponents } from './mdx-components-check.ts'
import { allRoutes, collections as routeCollections, officeSlug } from './routes.ts'
import { withLanguagePrefix } from '../i18n/languages.ts'
import { linkProblem } from './links.ts'
import { compileMdx } from './mdx-syntax.ts'
import { indentSlip, tabIndents } from './yaml-errors.ts'
import { duplicateProblems } from './duplicates.ts'
import { fillFacts } from './facts.ts'
import { validateTranslations, type Translation } from './translations.ts'

export interface SourceFile {
  /** Path from the repository root, such as content/team/jane-doe.mdx */
  path: string
  text: string
}

export interface Problem {
  file: string
  line?: number
  level: 'error' | 'warning'
  message: string
}

export interface Entry<T> {
  slug: string
  file: string
  data: T
  /** The Markdown below the frontmatter. */
  body: string
}

/** The YAML data files: where each lives and the schema it follows. */
export const dataFiles = {
  site: { file: 'content/site.yaml', schema: siteSchema },
  locations: { file: 'content/locations.yaml', schema: locationsSchema },
  locationsPage: { file: 'content/locations-page.yaml', schema: locationsPageSchema },
  insurance: { file: 'content/insurance.yaml', schema: insuranceSchema },
  stats: { file: 'content/stats.yaml', schema: statsSchema },
  testimonials: { file: 'content/testimonials.yaml', schema: testimonialsSchema },
  meetUs: { file: 'content/meet-us.yaml', schema: meetUsSchema },
  consultationTypes: { file: 'content/consultation-types.yaml', schema: consultationTypesSchema },
  disorders: { file: 'content/disorders.yaml', schema: disordersSchema },
  disordersPage: { file: 'content/disorders-page.yaml', schema: disordersPageSchema },
  home: { file: 'content/home.yaml', schema: homeSchema },
  videoScenes: { file: 'content/video-scenes.yaml', schema: videoScenesSchema },
  slideshow: { file: 'content/slideshow.yaml', schema: slideshowSchema },
  patientResources: { file: 'content/patient-resources.yaml', schema: patientResourcesSchema },
  teamGroups: { file: 'content/team-groups.yaml', schema: teamGroupsSchema },
  languages: { file: 'content/languages.yaml', schema: languagesSchema },
  spanishUi: { file: 'content/es/ui.yaml', schema: uiTextSchema },
} as const

/** The MDX collections: one file per entry, in content/<folder>/<slug>.mdx. */
export const collections = {
  conditions: { folder: 'content/conditions', schema: conditionSchema },
  team: { folder: 'content/team', schema: teamSchema },
  procedures: { folder: 'content/procedures', schema: procedureSchema },
  infusions: { folder: 'content/infusions', schema: infusionSchema },
  policies: { folder: 'content/policies', schema: policySchema },
  pages: { folder: 'content/pages', schema: pageSchema },
} as const

type DataFiles = typeof dataFiles
type Collections = typeof collections
export type Content = { [K in keyof DataFiles]: z.infer<DataFiles[K]['schema']> } & {
  [K in keyof Collections]: Entry<z.infer<Collections[K]['schema']>>[]
} & {
  /** The Spanish pages (content/es/), checked against their English sources (translations.ts). */
  translations: Translation[]
}

export interface ValidateOptions {
  /** Whether a file exists under public/, given its site path such as /images/a.svg */
  publicFileExists: (sitePath: string) => boolean
  /** Today, for the medical review reminder. */
  today?: Date
  /** Compile each MDX body to find its syntax mistakes and links (true unless a page only needs the data). */
  compileBodies?: boolean
  /** When a file last changed (YYYY-MM-DD), to find translations that fell behind their English page. */
  lastChanged?: (file: string) => string
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const REVIEW_MAX_AGE_DAYS = 365

export function validateContent(files: SourceFile[], options: ValidateOptions): { content: Content; problems: Problem[] } {
  const problems: Problem[] = []
  const byPath = new Map(files.map((f) => [f.path, f]))
  const content = {} as Record<string, unknown>
  const linkSources: { file: string; route?: string; links: { href: string; lineOffset: number }[] }[] = []
  // The heading ids of each page made from one MDX file, for links to #anchors.
  const idsByRoute = new Map<string, string[]>()

  for (const [key, { file, schema }] of Object.entries(dataFiles)) {
    const source = byPath.get(file)
    if (!source) {
      problems.push({ file, level: 'error', message: `This file is missing. Restore it from the repository history: the site needs it.` })
      continue
    }
    const parsed = parseYaml(source.path, source.text, 0, problems)
    if (!parsed) continue
    const result = schema.safeParse(parsed.value)
    if (result.success) content[key] = result.data
    else problems.push(...zodProblems(source.path, result.error, parsed.value, parsed.lineOf))
    problems.push(...duplicateProblems(source.path, parsed.value, parsed.lineOf))
    collectImages(source.path, parsed.value, parsed.lineOf, options, problems)
    linkSources.push({ file: source.path, links: frontmatterLinks(parsed.value, parsed.lineOf) })
  }

  // Every well-named entry file, valid or not: a mistake in one file must not turn every link to it
  // into a second, misleading "no such page" error.
  const slugsOf: Record<string, string[]> = {}
  for (const [key, { folder, schema }] of Object.entries(collections)) {
    const entries: Entry<unknown>[] = []
    const slugs: string[] = (slugsOf[key] = [])
    const seenTitles = new Map<string, string>()
    for (const source of files.filter((f) => f.path.startsWith(`${folder}/`))) {
      const name = source.path.slice(folder.length + 1)
      if (!name.endsWith('.mdx') || name.includes('/')) {
        problems.push({ file: source.path, level: 'error', message: `Only .mdx files belong in ${folder}/. Rename it to end in .mdx, or move it out.` })
        continue
      }
      const slug = name.slice(0, -'.mdx'.length)
      if (!SLUG.test(slug)) {
        problems.push({
          file: source.path,
          level: 'error',
          message: `The file name "${name}" becomes the page address, so it may only use lowercase letters, digits and single dashes. Rename it to "${suggestSlug(slug)}.mdx".`,
        })
        continue
      }
      slugs.push(slug)
      const split = splitFrontmatter(source.text)
      if (!split) {
        problems.push({
          file: source.path,
          line: 1,
          level: 'error',
          message: 'The file must start with a frontmatter block: a line with ---, the fields, and another line with ---.',
        })
        continue
      }
      // The body is compiled exactly as the build will, so its mistakes are found here first.
      const compiled = options.compileBodies === false ? { links: [], headingIds: [] } : compileMdx(source.path, source.text)
      if (compiled.problem) problems.push(compiled.problem)
      const route = routeOfEntry(key, slug)
      if (route) idsByRoute.set(route, compiled.headingIds)
      const parsed = parseYaml(source.path, split.frontmatter, 1, problems)
      if (!parsed) continue
      const result = schema.safeParse(parsed.value ?? {})
      if (!result.success) {
        problems.push(...zodProblems(source.path, result.error, parsed.value, parsed.lineOf))
        continue
      }
      const data = result.data as Record<string, unknown>
      const title = String(data.title ?? data.name ?? '')
      const twin = seenTitles.get(title.toLowerCase())
      if (twin) {
        problems.push({ file: source.path, line: parsed.lineOf(['title']) ?? parsed.lineOf(['name']), level: 'error', message: `"${title}" is already used by ${twin}. Give each entry its own title, or delete the copy.` })
      }
      seenTitles.set(title.toLowerCase(), source.path)
      entries.push({ slug, file: source.path, data, body: split.body })
      collectImages(source.path, parsed.value, parsed.lineOf, options, problems)
      linkSources.push({
        file: source.path,
        route,
        links: [...frontmatterLinks(parsed.value, parsed.lineOf), ...compiled.links.map((l) => ({ href: l.href, lineOffset: l.line }))],
      })
    }
    entries.sort((a, b) => orderOf(a) - orderOf(b) || a.slug.localeCompare(b.slug))
    content[key] = entries
  }

  const checked = validateTranslations(files, slugsOf.conditions ?? [], { lastChanged: options.lastChanged })
  content.translations = checked.translations
  problems.push(...checked.problems)
  for (const translation of checked.translations) {
    const source = byPath.get(translation.file)
    if (!source) continue
    // Compiled like every other MDX file: its syntax mistakes and links are found here, not in the build.
    const compiled = options.compileBodies === false ? { links: [], headingIds: [] } : compileMdx(source.path, source.text)
    if (compiled.problem) problems.push(compiled.problem)
    const route = withLanguagePrefix(routeCollections[translation.collection].path(translation.slug), translation.lang)
    idsByRoute.set(route, compiled.headingIds)
    linkSources.push({ file: translation.file, route, links: compiled.links.map((l) => ({ href: l.href, lineOffset: l.line })) })
  }

  const typed = content as Content
  const conditions = typed.conditions ?? []

  // Every link must lead somewhere: a page of this site, a heading, or a full outside address.
  const routes = new Set(allRoutes({ conditions: slugsOf.conditions ?? [], team: slugsOf.team ?? [], pages: slugsOf.pages ?? [], offices: (typed.locations ?? []).map((l) => l.name) }, new Set(files.map((f) => f.path))))
  for (const source of linkSources) {
    for (const link of source.links) {
      const message = linkProblem(link.href, {
        routes,
        ownIds: source.route ? idsByRoute.get(source.route) : undefined,
        idsByRoute,
      })
      if (message) problems.push({ file: source.file, line: link.lineOffset, level: 'error', message })
    }
  }

  // The components inside the MDX bodies, once the facts they may name (site.yaml) are known.
  if (typed.site) {
    const mdxFiles = [
      ...Object.keys(collections).flatMap((key) => (content[key] as Entry<unknown>[]).map((entry) => byPath.get(entry.file)!)),
      ...checked.translations.flatMap((translation) => byPath.get(translation.file) ?? []),
    ]
    problems.push(...checkMdxComponents(mdxFiles, typed, [...routes]))
  }

  // An article no page links to can only be found through the search: say so, without stopping the build.
  // (Service articles are listed on the home page by themselves.)
  const linkedPaths = new Set(linkSources.flatMap((s) => s.links.map((l) => l.href.split(/[?#]/)[0]?.replace(/\/$/, ''))))
  for (const condition of conditions) {
    if (condition.data.layout === 'service' || linkedPaths.has(`/conditions/${condition.slug}`)) continue
    problems.push({
      file: condition.file,
      level: 'warning',
      message: `No page links to "${condition.data.title}" yet, so visitors can reach it only through the search. Link it from the conditions grid (content/home.yaml) or from another article: [${condition.data.title}](/conditions/${condition.slug}).`,
    })
  }

  // Offices named in team bios must be offices of content/locations.yaml (when that file could be read:
  // otherwise its own mistake is the one to fix, and every bio would be flagged for nothing).
  const officeNames = new Set((typed.locations ?? []).map((l) => l.name))
  for (const member of typed.locations ? typed.team ?? [] : []) {
    const lineOf = frontmatterLineFinder(byPath.get(member.file)?.text ?? '')
    for (const office of member.data.locations ?? []) {
      if (officeNames.has(office)) continue
      problems.push({
        file: member.file,
        line: lineOf('locations'),
        level: 'error',
        message: `"locations" names "${office}", which is not one of our offices. Write it exactly as in content/locations.yaml: ${[...officeNames].join(', ')}.`,
      })
    }
  }

  // Exactly one bio is the founder's: /our-founder shows it.
  const founders = (typed.team ?? []).filter((member) => member.data.founder)
  if (typed.team && founders.length !== 1) {
    const [first, ...others] = founders
    problems.push({
      file: others[0]?.file ?? first?.file ?? 'content/team',
      line: others[0] ? frontmatterLineFinder(byPath.get(others[0].file)?.text ?? '')('founder') : undefined,
      level: 'error',
      message:
        founders.length === 0
          ? 'No team bio says "founder: true". Add that line to the founder’s bio: the page /our-founder shows it.'
          : `Only one bio may say "founder: true"; ${first?.file} already does. Remove the line from this one.`,
    })
  }

  // Every group of the team must have its heading in content/team-groups.yaml.
  const groupsWithHeading = new Set((typed.teamGroups ?? []).map((g) => g.group))
  for (const member of typed.teamGroups ? (typed.team ?? []) : []) {
    if (groupsWithHeading.has(member.data.group)) continue
    problems.push({
      file: member.file,
      line: frontmatterLineFinder(byPath.get(member.file)?.text ?? '')('group'),
      level: 'error',
      message: `"group" is "${member.data.group}", which has no heading in content/team-groups.yaml. Add the group there, or use one of: ${[...groupsWithHeading].join(', ')}.`,
    })
  }

  // Each office needs its own page address, and the services it lists must be condition pages.
  const locationsFile = dataFiles.locations.file
  const locationsSource = parseYaml(locationsFile, byPath.get(locationsFile)?.text ?? '', 0, [])
  const locationsLine = (index: number, field: string) => locationsSource?.lineOf([index, field])
  const officeSlugs = new Map<string, string>()
  const conditionSlugs = new Set(slugsOf.conditions)
  for (const [index, office] of (typed.locations ?? []).entries()) {
    const slug = officeSlug(office.name)
    const twin = officeSlugs.get(slug)
    // The same name twice is already reported as a duplicate; this is for two names that read alike.
    if ((twin !== undefined && twin.toLowerCase() !== office.name.toLowerCase()) || !slug)
      problems.push({
        file: locationsFile,
        line: locationsLine(index, 'name'),
        level: 'error',
        message: `The office name "${office.name}" gives the same page address (/locations/${slug}) as "${twin ?? ''}". Give each office its own name.`,
      })
    officeSlugs.set(slug, office.name)
    const state = /,\s*([A-Z]{2})\s+\d{5}/.exec(office.city)?.[1]
    if (typed.locationsPage && (!state || !typed.locationsPage.states[state]))
      problems.push({
        file: locationsFile,
        line: locationsLine(index, 'city'),
        level: 'error',
        message: state
          ? `${office.name} is in ${state}, which content/locations-page.yaml does not name. Add a line "${state}: <the state's full name>" under "states" there.`
          : `The city line "${office.city}" of ${office.name} must be written like "Covington, LA 70433" (city, two-letter state, ZIP).`,
      })
    // The Spanish office pages (/es/locations…) take the state names and the reasons for closed days
    // from content/es/ui.yaml.
    const spanish = typed.spanishUi?.locations
    if (spanish && state && typed.locationsPage?.states[state] && !spanish.states[state])
      problems.push({
        file: dataFiles.spanishUi.file,
        level: 'error',
        message: `${office.name} (content/locations.yaml) is in ${state}, which content/es/ui.yaml does not name in Spanish. Add a line "${state}: <the state's name in Spanish>" under "locations" → "states" there.`,
      })
    for (const closure of office.closures ?? []) {
      if (!spanish || closure.date < (options.today ?? new Date()).toISOString().slice(0, 10) || spanish.closureReasons[closure.reason]) continue
      problems.push({
        file: locationsFile,
        line: locationsLine(index, 'closures'),
        level: 'warning',
        message: `The Spanish page of ${office.name} shows "${closure.reason}" in English: content/es/ui.yaml has no Spanish for it. Add a line "${closure.reason}: <the reason in Spanish>" under "locations" → "closureReasons" there.`,
      })
    }
    for (const service of office.services ?? []) {
      if (conditionSlugs.has(service)) continue
      problems.push({
        file: locationsFile,
        line: locationsLine(index, 'services'),
        level: 'error',
        message: `"services" of ${office.name} names "${service}", which is not a condition page. Write the file name (without .mdx) of a file in content/conditions/, one of: ${[...conditionSlugs].join(', ')}.`,
      })
    }
  }

  // Medical review: the reviewer must be on the team, and the review must be recent.
  const teamSlugs = new Set(slugsOf.team)
  const today = options.today ?? new Date()
  for (const condition of conditions) {
    const lineOf = frontmatterLineFinder(byPath.get(condition.file)?.text ?? '')
    if (!teamSlugs.has(condition.data.reviewedBy)) {
      problems.push({
        file: condition.file,
        line: lineOf('reviewedBy'),
        level: 'error',
        message: `"reviewedBy" names "${condition.data.reviewedBy}", who is not on the team. Write the file name (without .mdx) of a team member, one of: ${[...teamSlugs].join(', ')}.`,
      })
    }
    for (const slug of condition.data.related ?? []) {
      const self = slug === condition.slug
      if (conditionSlugs.has(slug) && !self) continue
      problems.push({
        file: condition.file,
        line: lineOf('related'),
        level: 'error',
        message: self
          ? `"related" names this page itself ("${slug}"). List other condition pages only.`
          : `"related" names "${slug}", which is not a condition page. Write the file name (without .mdx) of a file in content/conditions/, one of: ${[...conditionSlugs].join(', ')}.`,
      })
    }
    const ageDays = (today.getTime() - Date.parse(condition.data.lastReviewed)) / 86_400_000
    if (ageDays > REVIEW_MAX_AGE_DAYS) {
      problems.push({
        file: condition.file,
        line: lineOf('lastReviewed'),
        level: 'warning',
        message: `The medical review of "${condition.data.title}" is from ${condition.data.lastReviewed}, more than 12 months ago. Ask a clinician to review it and update "lastReviewed".`,
      })
    } else if (ageDays < -1) {
      problems.push({
        file: condition.file,
        line: lineOf('lastReviewed'),
        level: 'error',
        message: `"lastReviewed" is ${condition.data.lastReviewed}, a date in the future. Write the date the review actually happened.`,
      })
    }
  }

  fillFacts(typed)
  return { content: typed, problems }
}

/** Turns a list of problems into the text the build and `npm run check` print. */
export function formatProblems(problems: Problem[]): string {
  return problems
    .map((p) => `${p.level === 'error' ? 'ERROR  ' : 'WARNING'} ${p.file}${p.line ? `:${p.line}` : ''}\n        ${p.message}`)
    .join('\n')
}

// ---------------------------------------------------------------------------------------------

export type LineOf = (path: (string | number)[]) => number | undefined

export function parseYaml(file: string, text: string, lineShift: number, problems: Problem[]): { value: unknown; lineOf: LineOf } | undefined {
  // Tabs first: one tab makes the yaml library report a hundred errors; here it is one message a line.
  const tabs = tabIndents(text, lineShift)
  if (tabs.length > 0) {
    for (const tab of tabs) problems.push({ file, level: 'error', ...tab })
    return undefined
  }
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const [error] = doc.errors
  if (error) {
    // One slip gives several errors, the first often on the line above: report the slip once, where it is.
    const slip = indentSlip(text, lineShift)
    if (slip) {
      problems.push({ file, level: 'error', ...slip })
    } else {
      const line = lineCounter.linePos(error.pos[0]).line + lineShift
      problems.push({ file, line, level: 'error', message: `The file cannot be read here: ${plainYamlError(error.code, error.message)}` })
    }
    return undefined
  }
  return { value: doc.toJS(), lineOf: lineFinder(doc, lineCounter, lineShift) }
}

function lineFinder(doc: Document, lineCounter: LineCounter, lineShift: number): LineOf {
  return (path) => {
    for (let n = path.length; n > 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined
      if (node?.range) return lineCounter.linePos(node.range[0]).line + lineShift
    }
    return undefined
  }
}

function frontmatterLineFinder(text: string): (field: string) => number | undefined {
  const lines = text.split('\n')
  return (field) => {
    const index = lines.findIndex((l) => l.startsWith(`${field}:`))
    return index >= 0 ? index + 1 : undefined
  }
}

function plainYamlError(code: string, message: string): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'the same field is written twice. Keep one of them.'
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'the indentation or punctuation is off. Each field is "name: value"; list items start with "- " and line up under each other.'
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'a line is missing its "name:" or a text with a colon needs quotes around it, like "Note: bring your ID".'
    default:
      return `${message.split('\n')[0]}. If a text contains a colon (:) or starts with a quote, put the whole text in double quotes.`
  }
}

export function splitFrontmatter(text: string): { frontmatter: string; body: string; bodyLine: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!match) return undefined
  return {
    frontmatter: match[1] ?? '',
    body: text.slice(match[0].length),
    bodyLine: match[0].split('\n').length,
  }
}

/** The page an entry of a collection becomes, when it is a page of its own. */
function routeOfEntry(collection: string, slug: string): string | undefined {
  return collection === 'conditions' || collection === 'team' ? routeCollections[collection].path(slug) : undefined
}

function orderOf(entry: Entry<unknown>): number {
  const data = entry.data as { order?: number }
  return data.order ?? 0
}

function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}


// --- zod issues in plain words ---------------------------------------------------------------

export function zodProblems(file: string, error: z.ZodError, value: unknown, lineOf: LineOf): Problem[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol')
    const found = valueAt(value, path)
    // An unknown field is reported on its own line.
    const linePath = issue.code === 'unrecognized_keys' && issue.keys[0] ? [...path, issue.keys[0]] : path
    return { file, line: lineOf(linePath), level: 'error' as const, message: describeIssue(path, issue, found) }
  })
}

function fieldName(path: (string | number)[]): string {
  if (path.length === 0) return 'The file'
  return `"${path.map((p) => (typeof p === 'number' ? `item ${p + 1}` : p)).join(' → ')}"`
}

function describeIssue(path: (string | number)[], issue: z.core.$ZodIssue, found: unknown): string {
  const field = fieldName(path)
  switch (issue.code) {
    case 'invalid_type': {
      if (found === undefined) return `${field} is missing. Add it: it must be ${expectedWords(issue.expected)}.`
      return `${field} must be ${expectedWords(issue.expected)}, found ${foundWords(found)}.`
    }
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map((v) => `"${String(v)}"`).join(', ')}, found ${foundWords(found)}.`
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `${field} is empty. Write some text there, or remove the field if it is optional.`
      if (issue.origin === 'array') return `${field} needs at least ${String(issue.minimum)} item(s), found ${Array.isArray(found) ? found.length : 0}.`
      return `${field} ${issue.message.startsWith('should') ? issue.message : `must be at least ${String(issue.minimum)}`}, found ${foundWords(found)}.`
    case 'too_big':
      return `${field} ${issue.message.startsWith('should') ? issue.message : `must be at most ${String(issue.maximum)}`}, found ${foundWords(found)}.`
    case 'unrecognized_keys':
      return `${field} has fields the site does not know: ${issue.keys.map((k) => `"${k}"`).join(', ')}. Check their spelling or remove them.`
    case 'invalid_format':
      if (issue.format === 'date') return `${field} must be a date written as YYYY-MM-DD (for example 2026-10-01), found ${foundWords(found)}.`
      if (issue.format === 'email') return `${field} must be an e-mail address such as info@example.com, found ${foundWords(found)}.`
      return `${field} ${issue.message}, found ${foundWords(found)}.`
    default:
      return `${field} ${issue.message}.`
  }
}

function expectedWords(expected: string): string {
  switch (expected) {
    case 'string':
      return 'some text'
    case 'number':
      return 'a number'
    case 'boolean':
      return 'true or false'
    case 'array':
      return 'a list of words, one per line starting with "- "'
    case 'object':
      return 'a group of fields, each on its own indented line'
    default:
      return `a ${expected}`
  }
}

function foundWords(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (Array.isArray(value)) return `a list of ${value.length} item(s)`
  if (typeof value === 'string') return value.includes(' ') ? `the text "${value}"` : `a single word ("${value}")`
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return `${value}`
  return 'a group of fields'
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

// --- links and pictures ----------------------------------------------------------------------

function frontmatterLinks(value: unknown, lineOf: LineOf, path: (string | number)[] = []): { href: string; lineOffset: number }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => frontmatterLinks(item, lineOf, [...path, i]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'href' && typeof item === 'string'
        ? [{ href: item, lineOffset: lineOf([...path, key]) ?? 1 }]
        : frontmatterLinks(item, lineOf, [...path, key]),
    )
  }
  return []
}


function collectImages(file: string, value: unknown, lineOf: LineOf, options: ValidateOptions, problems: Problem[], path: (string | number)[] = []): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectImages(file, item, lineOf, options, problems, [...path, i]))
    return
  }
  if (!value || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  if (typeof record.src === 'string' && record.src.startsWith('/') && !options.publicFileExists(record.src)) {
    problems.push({
      file,
      line: lineOf([...path, 'src']),
      level: 'error',
      message: `The picture "${record.src}" does not exist. Add the file at public${record.src}, or correct the name.`,
    })
  }
  for (const [key, item] of Object.entries(record)) collectImages(file, item, lineOf, options, problems, [...path, key])
}
