// Who the team page shows under each choice: an office, a language spoken, a specialty. Offices and
// languages come from the English bio (a translation may copy them late); specialties are words, as shown.
import type { Entry } from '../../lib/content/check/check-types.ts'
import type { Location, TeamMember } from '../../lib/content/schema.ts'
import { officeSlug } from '../../lib/content/routes.ts'
import { teamAt } from '../locations/offices.ts'

/** One choice: its section's id (the link's #anchor), its name in the page's language, and who matches. */
interface TeamChoice {
  id: string
  name: string
  members: Entry<TeamMember>[]
}

/** An id from any words: "Neurología" → "neurologia". */
const idOf = (words: string) => officeSlug(words.normalize('NFKD').replace(/\p{M}/gu, ''))

/** Every office someone works at (in locations.yaml's order), every language and specialty (by name); `factsOf` gives the English bio. */
export function teamChoices(team: readonly Entry<TeamMember>[], factsOf: (member: Entry<TeamMember>) => TeamMember, offices: readonly Pick<Location, 'name'>[], locale: string) {
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' })
  const byName = new Intl.Collator(locale)
  const sorted = (choices: TeamChoice[]) => choices.sort((a, b) => byName.compare(a.name, b.name))
  const grouped = (keysOf: (member: Entry<TeamMember>) => readonly string[], nameOf: (key: string) => string, prefix: string) => {
    const groups = new Map<string, TeamChoice>()
    for (const member of team)
      for (const key of keysOf(member)) {
        const id = `${prefix}-${idOf(key)}`
        const choice = groups.get(id) ?? { id, name: nameOf(key), members: [] }
        if (!choice.members.includes(member)) choice.members.push(member)
        groups.set(id, choice)
      }
    return [...groups.values()]
  }
  return {
    office: offices
      .map((office) => ({ id: `office-${officeSlug(office.name)}`, name: office.name, members: teamAt(office, team, factsOf) }))
      .filter((choice) => choice.members.length > 0),
    language: sorted(grouped((member) => factsOf(member).languages, (code) => languageNames.of(code) ?? code, 'language')),
    specialty: sorted(grouped((member) => member.data.specialties, (name) => name, 'specialty')),
  }
}

/** "español" → "Español": a name that starts a line of a list. */
export function upperFirst(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}
