// The site's own rules across files: what one content file says about another (a reviewer on the team,
// an office of locations.yaml, a condition page in "related"…).
import { parseYaml, splitFrontmatter } from './check-engine.ts'
import { problem, type Problem } from './check-types.ts'
import { didYouMean } from './words/near-miss.ts'
import { officeSlug } from '../routes.ts'
import { cityParts } from '../city-line.ts'
import type { Translation } from './translations.ts'
import { dataFiles } from '../files.ts'
import type { Content } from '../content-types.ts'

export interface RuleContext {
  content: Content
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

/** A file's frontmatter, read with the line of each field. */
const fieldsOf = (textOf: RuleContext['textOf'], file: string) => {
  const top = splitFrontmatter(textOf(file))
  return top ? parseYaml(file, top.frontmatter, 1, []) : undefined
}

/** An article no page links to can only be found through the search: a warning. */
function unlinkedArticles({ content, linkedPaths }: RuleContext): Problem[] {
  return (content.conditions ?? [])
    .filter((condition) => condition.data.layout !== 'service' && !linkedPaths.has(`/conditions/${condition.slug}`))
    .map(({ file, slug, data }) =>
      problem(file, undefined, `No page links to "${data.title}" yet, so visitors can reach it only through the search. Link it from the conditions grid (content/home.yaml) or from another article: [${data.title}](/conditions/${slug}).`, 'warning'),
    )
}

/** Offices named in team bios must be offices of content/locations.yaml (checked once it could be read). */
function teamOffices({ content, textOf }: RuleContext): Problem[] {
  const officeNames = new Set((content.locations ?? []).map((l) => l.name))
  return (content.locations ? (content.team ?? []) : []).flatMap((member) =>
    (member.data.locations ?? []).flatMap((office, index) =>
      officeNames.has(office)
        ? []
        : [
            problem(member.file, fieldsOf(textOf, member.file)?.lineOf(['locations', index]), `"locations" names "${office}", which is not one of our offices.${didYouMean(office, [...officeNames])} Write the office's name exactly as content/locations.yaml writes it, one of: ${[...officeNames].join(', ')}.`),
          ],
    ),
  )
}

/** Exactly one bio is the founder's: /our-founder shows it. */
function oneFounder({ content, textOf, slugsOf }: RuleContext): Problem[] {
  const founders = (content.team ?? []).filter((member) => member.data.founder)
  if (!content.team || founders.length === 1) return []
  // The founder's bio is there, but has a mistake of its own (said on its line): it could not be read.
  const unread = (slug: string) => !content.team!.some((m) => m.slug === slug) && /^founder:\s*true\s*$/m.test(textOf(`content/team/${slug}.mdx`))
  if (founders.length === 0 && (slugsOf.team ?? []).some(unread)) return []
  const [first, second] = founders
  const message =
    founders.length === 0
      ? 'No team bio says "founder: true". Add that line to the founder’s bio: the page /our-founder shows it.'
      : `Only one bio may say "founder: true"; ${first?.file} already does. Remove the line from this one.`
  return [problem(second?.file ?? first?.file ?? 'content/team', second && fieldsOf(textOf, second.file)?.keyLine(['founder']), message)]
}

/** Every group of the team must have its heading in content/team-groups.yaml. */
function teamGroups({ content, textOf }: RuleContext): Problem[] {
  const groups = new Set((content.teamGroups ?? []).map((g) => g.group))
  return (content.teamGroups ? (content.team ?? []) : [])
    .filter((member) => !groups.has(member.data.group))
    .map((member) =>
      problem(member.file, fieldsOf(textOf, member.file)?.keyLine(['group']), `"group" is "${member.data.group}", which has no heading in content/team-groups.yaml. Add the group there, or use one of: ${[...groups].join(', ')}.`),
    )
}

/** Each office needs its own page address and a known state, and the services it lists must be condition pages. */
function offices({ content, textOf, slugsOf }: RuleContext): Problem[] {
  const problems: Problem[] = []
  const file = dataFiles.locations.file
  const lineOf = parseYaml(file, textOf(file), 0, [])?.lineOf ?? (() => undefined)
  const officeSlugs = new Map<string, string>()
  const conditionSlugs = new Set(slugsOf.conditions)
  for (const [index, office] of (content.locations ?? []).entries()) {
    const slug = officeSlug(office.name)
    const twin = officeSlugs.get(slug)
    // The same name twice is already reported as a duplicate; this is for two names that read alike.
    if ((twin !== undefined && twin.toLowerCase() !== office.name.toLowerCase()) || !slug)
      problems.push(problem(file, lineOf([index, 'name']), `The office name "${office.name}" gives the same page address (/locations/${slug}) as "${twin ?? ''}". Give each office its own name.`))
    officeSlugs.set(slug, office.name)
    const state = cityParts(office.city)?.region
    if (content.locationsPage && state && !content.locationsPage.states[state])
      problems.push(problem(file, lineOf([index, 'city']), `${office.name} is in ${state}, which content/locations-page.yaml does not name. Add a line "${state}: <the state's full name>" under "states" there.`))
    for (const service of (office.services ?? []).filter((s) => !conditionSlugs.has(s)))
      problems.push(problem(file, lineOf([index, 'services']), `"services" of ${office.name} names "${service}", which is not a condition page.${didYouMean(service.replace(/\s+/g, '-'), [...conditionSlugs])} Write the file name (without .mdx) of a file in content/conditions/, one of: ${[...conditionSlugs].join(', ')}.`))
  }
  return problems
}

/** The reviewer is on the team, "related" names other condition pages, the review is recent: in every language. */
function medicalReview({ content, textOf, slugsOf, today }: RuleContext): Problem[] {
  const problems: Problem[] = []
  const teamSlugs = new Set(slugsOf.team)
  const conditionSlugs = new Set(slugsOf.conditions)
  const translated = (content.translations ?? []).filter((t): t is Translation & { data: Content['conditions'][number]['data'] } => t.collection === 'conditions')
  for (const condition of [...(content.conditions ?? []), ...translated]) {
    const { file, data } = condition
    const fields = fieldsOf(textOf, file)
    const lineOf = (field: string) => fields?.keyLine([field])
    if (!teamSlugs.has(data.reviewedBy))
      problems.push(problem(file, lineOf('reviewedBy'), `"reviewedBy" names "${data.reviewedBy}", who is not on the team.${didYouMean(data.reviewedBy.replace(/\s+/g, '-'), [...teamSlugs])} Write the file name (without .mdx) of a team member, one of: ${[...teamSlugs].join(', ')}.`))
    for (const slug of data.related ?? []) {
      if (conditionSlugs.has(slug) && slug !== condition.slug) continue
      problems.push(problem(file, lineOf('related'), slug === condition.slug ? `"related" names this page itself ("${slug}"). List other condition pages only.` : `"related" names "${slug}", which is not a condition page.${didYouMean(slug.replace(/\s+/g, '-'), [...conditionSlugs])} Write the file name (without .mdx) of a file in content/conditions/, one of: ${[...conditionSlugs].join(', ')}.`))
    }
    const ageDays = (today.getTime() - Date.parse(data.lastReviewed)) / 86_400_000
    // An old review is said once, on the English article (the translation follows it).
    if (ageDays > REVIEW_MAX_AGE_DAYS && !('lang' in condition))
      problems.push(problem(file, lineOf('lastReviewed'), `The medical review of "${data.title}" is from ${data.lastReviewed}, more than 12 months ago. Ask a clinician to review it and update "lastReviewed".`, 'warning'))
    else if (ageDays < -1) problems.push(problem(file, lineOf('lastReviewed'), `"lastReviewed" is ${data.lastReviewed}, a date in the future. Write the date the review actually happened.`))
  }
  return problems
}
