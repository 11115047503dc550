// The one list of the components a content file (.mdx) may use: each one's props and, for the blocks editors
// write by hand, its row of content/REFERENCE.md (`npm run docs:content`). No React, so the content check
// reads it without loading a component. A schema is a function of the content, so a prop naming a phone
// number or an outside site accepts exactly the names the content has.
import { z } from 'zod'
import type { Content } from '../../lib/content/content-types.ts'

export type PropsSchema = (content: Content, routes: readonly string[]) => z.ZodType

export interface Listed {
  props: PropsSchema
  /** The guide's row: what an editor writes, and what the page shows. */
  guide?: { write: string; shows: string }
}

const text = () => z.string().trim().min(1)

const nameOf = (names: string[]) => z.enum(names as [string, ...string[]])
/** `which` names a phone number of site.yaml. */
const phone = (content: Content) => z.strictObject({ which: nameOf(Object.keys(content.site.phones)).optional() })
const titled = () => z.strictObject({ title: text() })

const none = () => z.strictObject({})
const count = () => z.strictObject({ capital: z.boolean().optional() })
/** The lists of a content collection, for the page that shows it; their props are the labels. */
const labels = <K extends string>(...names: K[]) => () => z.strictObject(Object.fromEntries(names.map((name) => [name, text()])) as Record<K, ReturnType<typeof text>>)

/** Every component, by the name content files use; the guide's table lists the blocks in this order. */
export const mdxComponentList = {
  Cards: { props: none, guide: { write: '`<Cards>` … `</Cards>` around `<Card title="Before your visit">` … `</Card>`', shows: 'a grid of cards, each with a heading' } },
  Card: { props: titled },
  Steps: { props: none, guide: { write: '`<Steps>` … `</Steps>` around `<Step title="Schedule">` … `</Step>`', shows: 'numbered steps' } },
  Step: { props: titled },
  Note: { props: none, guide: { write: '`<Note>` … `</Note>`', shows: 'a highlighted box, for example a 911 warning' } },
  Actions: { props: none, guide: { write: '`<Actions>` … `</Actions>`', shows: 'a row of buttons' } },
  CallButton: { props: phone, guide: { write: '`<CallButton>Call to Schedule</CallButton>`', shows: 'a button that calls the toll-free number' } },
  Button: { props: () => z.strictObject({ href: text() }), guide: { write: '`<Button href="/contactus">Contact Us</Button>`', shows: 'a button to a page of this site' } },
  PartnerButton: {
    props: (content) => z.strictObject({ to: nameOf(Object.keys(content.site.links)) }),
    guide: { write: '`<PartnerButton to="research">Visit our research partner</PartnerButton>`', shows: 'a button to an outside site named in `site.yaml` (new tab)' },
  },
  SiteLink: {
    props: (content) => z.strictObject({ to: nameOf([...Object.keys(content.site.links), ...Object.keys(content.site.social)]) }),
    guide: { write: '`<SiteLink to="dementiaPartner">our partner</SiteLink>`', shows: 'a link to an outside site named in `site.yaml`' },
  },
  PhoneNumber: { props: phone, guide: { write: '`<PhoneNumber which="fax" />`', shows: 'one of the numbers of `site.yaml` (`main` when `which` is left out)' } },
  OfficeList: { props: none, guide: { write: '`<OfficeList />`', shows: 'every office of `locations.yaml` as a card with its name and address' } },
  CallLink: { props: phone },
  CivilRightsCoordinator: { props: none },
  LanguageTaglines: { props: none },
  // The facts the site counts (content/README.md, "Facts the website counts for you").
  OfficeCount: { props: count },
  StateCount: { props: count },
  StateNames: { props: none },
  TeamCount: { props: count },
  ConditionCount: { props: count },
  LanguageCount: { props: count },
  // The entries of a folder, placed on the page that shows them.
  ConsultationTypeList: { props: labels('includesLabel') },
  InfusionList: { props: labels('usageLabel') },
  PolicySections: { props: labels('contentsLabel') },
  ProcedureCategories: { props: labels('label') },
  ProcedureList: { props: labels('outpatientLabel', 'categoryLabel', 'durationLabel', 'preparationLabel') },
  // Markdown's own links and pictures: the text writes the address and the words, the check finds the file.
  a: { props: () => z.object({ href: z.string().optional() }) },
  img: { props: () => z.object({ src: z.string().optional(), alt: z.string().optional() }) },
} satisfies Record<string, Listed>

export type MdxComponentName = keyof typeof mdxComponentList

/** The props a component gets from a content file. */
export type PropsOf<N extends MdxComponentName> = z.infer<ReturnType<(typeof mdxComponentList)[N]['props']>>
