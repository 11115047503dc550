// The props of every MDX component (components/mdx/), without React: the content check
// (lib/content/mdx-components-check.ts) checks every use against them without loading a component,
// and each component takes its props type from here. Building blocks first. A schema is a function of the content,
// so a prop that names something in the content (a phone number, an outside site, a page) accepts
// exactly the names the content has, and the content check lists them when one is wrong.
import { z } from 'zod'
import type { Content } from './content-types.ts'

export type PropsSchema = (content: Content, routes: readonly string[]) => z.ZodType

/** Some text, written in quotes in the MDX. */
export const text = () => z.string().trim().min(1)

/** One of the names of a group in the content, such as the phone numbers of site.yaml. */
export function nameOf(names: string[]) {
  return z.enum(names as [string, ...string[]])
}

/** The names of the phone numbers of content/site.yaml (main, tollFree, fax…). */
export const phoneName = (content: Content) => nameOf(Object.keys(content.site.phones))

/** The lists of a content collection, for the page that shows it; their props are the labels. */
const labels = (...names: string[]) => () => z.strictObject(Object.fromEntries(names.map((name) => [name, text()])))

/** The props of each MDX component, by the name content files use. Adding a component: a line here and one in components/mdx/index.ts. */
export const mdxProps = {
  a: () => z.object({ href: z.string().optional() }),
  // Markdown writes the address and the words itself; the content check checks that the file exists.
  img: () => z.object({ src: z.string().optional(), alt: z.string().optional() }),
  Actions: () => z.strictObject({}),
  Button: () => z.strictObject({ href: text() }),
  CallButton: (content: Content) => z.strictObject({ which: phoneName(content).optional() }),
  CallLink: (content: Content) => z.strictObject({ which: phoneName(content).optional() }),
  Card: () => z.strictObject({ title: text() }),
  Cards: () => z.strictObject({}),
  Note: () => z.strictObject({}),
  PartnerButton: (content: Content) => z.strictObject({ to: nameOf(Object.keys(content.site.links)) }),
  PhoneNumber: (content: Content) => z.strictObject({ which: phoneName(content).optional() }),
  SiteLink: (content: Content) => z.strictObject({ to: nameOf([...Object.keys(content.site.links), ...Object.keys(content.site.social)]) }),
  Step: () => z.strictObject({ title: text() }),
  CivilRightsCoordinator: () => z.strictObject({}),
  LanguageTaglines: () => z.strictObject({}),
  OfficeCount: () => z.strictObject({ capital: z.boolean().optional() }),
  OfficeList: () => z.strictObject({}),
  StateCount: () => z.strictObject({ capital: z.boolean().optional() }),
  StateNames: () => z.strictObject({}),
  TeamCount: () => z.strictObject({ capital: z.boolean().optional() }),
  ConditionCount: () => z.strictObject({ capital: z.boolean().optional() }),
  LanguageCount: () => z.strictObject({ capital: z.boolean().optional() }),
  Steps: () => z.strictObject({}),
  ConsultationTypeList: labels('includesLabel'),
  InfusionList: labels('usageLabel'),
  PolicySections: labels('contentsLabel'),
  ProcedureCategories: labels('label'),
  ProcedureList: labels('outpatientLabel', 'categoryLabel', 'durationLabel', 'preparationLabel'),
} satisfies Record<string, PropsSchema>
