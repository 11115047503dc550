// The groups of the team page, in order, with their headings (SPEC.md's words), and the founder.
import type { TeamMember } from '../../lib/content/schema.ts'

export const groupHeadings: Record<TeamMember['group'], string> = {
  physician: 'Physicians',
  'nurse-practitioner': 'Nurse Practitioners',
  therapist: 'Speech and Cognitive Therapist',
}

/** The bio file (content/team/<slug>.mdx) of the founder, whose page is /our-founder. */
export const FOUNDER_SLUG = 'amelia-hart'

/** "Amelia Hart, MD" → "Amelia Hart": the name without credentials, for running text. */
export function plainName(name: string): string {
  return (name.split(',')[0] ?? name).trim()
}
