// The site's own rules across files: what one content file says about another (a reviewer on the team,
// an office in locations.yaml, a condition page in "related"…). Each rule gets the content already read
// and returns its problems; the check engine (check-engine.ts) reports them. validate.ts runs them all.
import { frontmatterLineFinder, parseYaml, splitFrontmatter, type Problem } from './check-engine.ts'
import { officeSlug } from '../routes.ts'
import { cityParts } from '../city-line.ts'
import type { Translation } from './translations.ts'
import { dataFiles } from '../files.ts'
import type { Content } from '../content-types.ts'

export interface RuleContext {
  content: Content
  /** The text of each file, by path. */
  textOf: (file: string) => string
  /** The file names (slugs) of each collection, valid or not. */
  slugsOf: Record<string, string[]>
  /** Every site path some page links to. */
  linkedPaths: Set<string>
  today: Date
}

const REVIEW_MAX_AGE_DAYS = 365

export function siteRuleProblems(context: RuleContext): Problem[] {
  return [unlinkedArticles, teamOffices, oneFounder, teamGroups, offices, medicalReview].flatMap((rule) => rule(context))
}

/** An article no page links to can only be found through the search: a warning. */
function unlinkedArticles({ content, linkedPaths }: RuleContext): Problem[] {
  const problems: Problem[] = []
  for (const condition of content.conditions ?? []) {
    if (condition.data.layout === 'service' || linkedPaths.has(`/conditions/${condition.slug}`)) continue
    problems.push({
      file: condition.file,
      level: 'warning',
      message: `No page links to "${condition.data.title}" yet, so visitors can reach it only through the search. Link it from the conditions grid (content/home.yaml) or from another article: [${condition.data.title}](/conditions/${condition.slug}).`,
    })
  }
  return problems
}

/** Offices named in team bios must be offices of content/locations.yaml: the team page and each office page list them by it. */
function teamOffices({ content, textOf }: RuleContext): Problem[] {
  const problems: Problem[] = []
  // Only when locations.yaml could be read: otherwise its own mistake is the one to fix.
  const officeNames = new Set((content.locations ?? []).map((l) => l.name))
  for (const member of content.locations ? content.team ?? [] : []) {
    const text = textOf(member.file)
    const frontmatter = splitFrontmatter(text)
    const lineOf = frontmatter && parseYaml(member.file, frontmatter.frontmatter, 1, [])?.lineOf
    for (const [index, office] of (member.data.locations ?? []).entries()) {
      if (officeNames.has(office)) continue
      problems.push({
        file: member.file,
        line: lineOf?.(['locations', index]) ?? frontmatterLineFinder(text)('locations'),
        level: 'error',
        message: `"locations" names "${office}", which is not one of our offices. Write the office's name exactly as content/locations.yaml writes it, one of: ${[...officeNames].join(', ')}.`,
      })
    }
  }
  return problems
}

/** Exactly one bio is the founder's: /our-founder shows it. */
function oneFounder({ content, textOf }: RuleContext): Problem[] {
  const problems: Problem[] = []
  const founders = (content.team ?? []).filter((member) => member.data.founder)
  if (content.team && founders.length !== 1) {
    const [first, ...others] = founders
    problems.push({
      file: others[0]?.file ?? first?.file ?? 'content/team',
      line: others[0] ? frontmatterLineFinder(textOf(others[0].file))('founder') : undefined,
      level: 'error',
      message:
        founders.length === 0
          ? 'No team bio says "founder: true". Add that line to the founder’s bio: the page /our-founder shows it.'
          : `Only one bio may say "founder: true"; ${first?.file} already does. Remove the line from this one.`,
    })
  }
  return problems
}

/** Every group of the team must have its heading in content/team-groups.yaml. */
function teamGroups({ content, textOf }: RuleContext): Problem[] {
  const problems: Problem[] = []
  const groupsWithHeading = new Set((content.teamGroups ?? []).map((g) => g.group))
  for (const member of content.teamGroups ? (content.team ?? []) : []) {
    if (groupsWithHeading.has(member.data.group)) continue
    problems.push({
      file: member.file,
      line: frontmatterLineFinder(textOf(member.file))('group'),
      level: 'error',
      message: `"group" is "${member.data.group}", which has no heading in content/team-groups.yaml. Add the group there, or use one of: ${[...groupsWithHeading].join(', ')}.`,
    })
  }
  return problems
}

/** Each office needs its own page address and a known state, and the services it lists must be condition pages. */
function offices({ content, textOf, slugsOf }: RuleContext): Problem[] {
  const problems: Problem[] = []
  const locationsFile = dataFiles.locations.file
  const locationsSource = parseYaml(locationsFile, textOf(locationsFile), 0, [])
  const locationsLine = (index: number, field: string) => locationsSource?.lineOf([index, field])
  const officeSlugs = new Map<string, string>()
  const conditionSlugs = new Set(slugsOf.conditions)
  for (const [index, office] of (content.locations ?? []).entries()) {
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
    const state = cityParts(office.city)?.region
    if (content.locationsPage && state && !content.locationsPage.states[state])
      problems.push({
        file: locationsFile,
        line: locationsLine(index, 'city'),
        level: 'error',
        message: `${office.name} is in ${state}, which content/locations-page.yaml does not name. Add a line "${state}: <the state's full name>" under "states" there.`,
      })
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
  return problems
}

/**
 * Medical review: the reviewer must be on the team, "related" must name other condition pages, and the
 * review must be recent. The Spanish articles (content/es/conditions/) carry the same fields and are
 * checked the same way, so a clinician who leaves is named in every article they reviewed, in both
 * languages, before the build meets a page whose reviewer does not exist.
 */
function medicalReview({ content, textOf, slugsOf, today }: RuleContext): Problem[] {
  const problems: Problem[] = []
  const teamSlugs = new Set(slugsOf.team)
  const conditionSlugs = new Set(slugsOf.conditions)
  const spanish = (content.translations ?? []).filter((t): t is Translation & { data: Content['conditions'][number]['data'] } => t.collection === 'conditions')
  const articles = [...(content.conditions ?? []).map((c) => ({ ...c, translated: false })), ...spanish.map((t) => ({ ...t, translated: true }))]
  for (const condition of articles) {
    const lineOf = frontmatterLineFinder(textOf(condition.file))
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
    // An old review is said once, on the English article (the translation follows it).
    if (ageDays > REVIEW_MAX_AGE_DAYS && !condition.translated) {
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
  return problems
}
