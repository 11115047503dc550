// Facts about offices worked out from the content: the state of each, the offices of each state, who works where.
import type { Condition, Location, TeamMember } from '../../lib/content/schema.ts'
import type { Entry } from '../../lib/content/check/check-types.ts'
import { cityParts } from '../../lib/content/city-line.ts'

/** "Covington, LA 70433" → "LA". The content check makes sure every city line has one. */
export function stateOf(location: Pick<Location, 'city'>): string {
  return cityParts(location.city)?.region ?? ''
}

/** The offices grouped by state, states in the order their first office appears in locations.yaml. */
export function officesByState(locations: readonly Location[], stateNames: Record<string, string>) {
  const groups = new Map<string, Location[]>()
  for (const location of locations) {
    const code = stateOf(location)
    groups.set(code, [...(groups.get(code) ?? []), location])
  }
  return [...groups].map(([code, offices]) => ({ code, name: stateNames[code] ?? code, offices }))
}

/** The team members whose bio lists this office, in the team's order; `factsOf` gives the bio whose offices count. */
export function teamAt(office: Pick<Location, 'name'>, team: readonly Entry<TeamMember>[], factsOf: (member: Entry<TeamMember>) => TeamMember): Entry<TeamMember>[] {
  return team.filter((member) => factsOf(member).locations?.includes(office.name))
}

/** The condition pages of the office's services, in the order locations.yaml lists them. */
export function servicesAt(office: Pick<Location, 'services'>, conditions: readonly Entry<Condition>[]): Entry<Condition>[] {
  return (office.services ?? []).flatMap((slug) => conditions.filter((c) => c.slug === slug))
}
