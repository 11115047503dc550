// Every component a content file (.mdx) may use, in one map, available in every kind of content file:
// condition articles, bios, pages, procedures, infusions and policies alike. Each entry carries the
// schema of its props; `npm run check` (lib/content/mdx-components-check.ts) checks every use against
// it, so a wrong or missing prop or an unknown name is a content error with file and line, never a
// broken element or a failed build.
// Adding a component: write components/mdx/<Name>.tsx (the component and its `props` schema) and add
// a line here. It is then usable in every .mdx file.
import type { ComponentType } from 'react'
import { z } from 'zod'
import { ConsultationTypeList } from '../pages/consultations.tsx'
import { InfusionList } from '../pages/infusions.tsx'
import { PolicySections } from '../pages/policies.tsx'
import { ProcedureCategories, ProcedureList } from '../pages/procedures.tsx'
import * as Actions from './Actions.tsx'
import * as Button from './Button.tsx'
import * as CallButton from './CallButton.tsx'
import * as CallLink from './CallLink.tsx'
import * as Card from './Card.tsx'
import * as Cards from './Cards.tsx'
import * as MarkdownLink from './MarkdownLink.tsx'
import * as MarkdownPicture from './MarkdownPicture.tsx'
import * as Note from './Note.tsx'
import * as CivilRightsCoordinator from './CivilRightsCoordinator.tsx'
import * as LanguageTaglines from './LanguageTaglines.tsx'
import * as ConditionCount from './ConditionCount.tsx'
import * as OfficeCount from './OfficeCount.tsx'
import * as OfficeList from './OfficeList.tsx'
import * as StateCount from './StateCount.tsx'
import * as StateNames from './StateNames.tsx'
import * as TeamCount from './TeamCount.tsx'
import * as PartnerButton from './PartnerButton.tsx'
import * as PhoneNumber from './PhoneNumber.tsx'
import { text, type PropsSchema } from './props.ts'
import * as SiteLink from './SiteLink.tsx'
import * as Step from './Step.tsx'
import * as Steps from './Steps.tsx'

export interface MdxComponent {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has its own props
  component: ComponentType<any>
  props: PropsSchema
}

/** The lists of a content collection, for the page that shows it; their props are the labels. */
const labels = (...names: string[]) => () => z.strictObject(Object.fromEntries(names.map((name) => [name, text()])))

export const mdxRegistry = {
  a: { component: MarkdownLink.MarkdownLink, props: MarkdownLink.props },
  img: { component: MarkdownPicture.MarkdownPicture, props: MarkdownPicture.props },
  Actions: { component: Actions.Actions, props: Actions.props },
  Button: { component: Button.Button, props: Button.props },
  CallButton: { component: CallButton.CallButton, props: CallButton.props },
  CallLink: { component: CallLink.CallLink, props: CallLink.props },
  Card: { component: Card.Card, props: Card.props },
  Cards: { component: Cards.Cards, props: Cards.props },
  Note: { component: Note.Note, props: Note.props },
  PartnerButton: { component: PartnerButton.PartnerButton, props: PartnerButton.props },
  PhoneNumber: { component: PhoneNumber.PhoneNumber, props: PhoneNumber.props },
  SiteLink: { component: SiteLink.SiteLink, props: SiteLink.props },
  Step: { component: Step.Step, props: Step.props },
  CivilRightsCoordinator: { component: CivilRightsCoordinator.CivilRightsCoordinator, props: CivilRightsCoordinator.props },
  LanguageTaglines: { component: LanguageTaglines.LanguageTaglines, props: LanguageTaglines.props },
  OfficeCount: { component: OfficeCount.OfficeCount, props: OfficeCount.props },
  OfficeList: { component: OfficeList.OfficeList, props: OfficeList.props },
  StateCount: { component: StateCount.StateCount, props: StateCount.props },
  StateNames: { component: StateNames.StateNames, props: StateNames.props },
  TeamCount: { component: TeamCount.TeamCount, props: TeamCount.props },
  ConditionCount: { component: ConditionCount.ConditionCount, props: ConditionCount.props },
  Steps: { component: Steps.Steps, props: Steps.props },
  ConsultationTypeList: { component: ConsultationTypeList, props: labels('includesLabel') },
  InfusionList: { component: InfusionList, props: labels('usageLabel') },
  PolicySections: { component: PolicySections, props: labels('contentsLabel') },
  ProcedureCategories: { component: ProcedureCategories, props: labels('label') },
  ProcedureList: { component: ProcedureList, props: labels('outpatientLabel', 'categoryLabel', 'durationLabel', 'preparationLabel') },
} satisfies Record<string, MdxComponent>

/** The map MDX bodies are rendered with. */
export const mdxComponents = Object.fromEntries(Object.entries(mdxRegistry).map(([name, entry]) => [name, entry.component])) as Record<
  keyof typeof mdxRegistry,
  MdxComponent['component']
>
