// Team facts used by several pages and tests.

/** The founder's bio (the one with `founder: true`; the content check makes sure there is exactly one). */
export function founderOf<T extends { data: { founder?: boolean } }>(team: T[]): T {
  const founder = team.find((member) => member.data.founder)
  if (!founder) throw new Error('No bio in content/team/ says "founder: true": the page /our-founder shows that bio.')
  return founder
}

/** "Amelia Hart, MD" → "Amelia Hart": the name without credentials, for running text. */
export function plainName(name: string): string {
  return (name.split(',')[0] ?? name).trim()
}
