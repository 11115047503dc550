// Every component a content file (.mdx) may use, in one map, available in every kind of content file:
// condition articles, bios, pages, procedures, infusions and policies alike. Each entry carries the
// schema of its props; `npm run check` (lib/content/mdx-components-check.ts) checks every use against
// it, so a wrong or missing prop or an unknown name is a content error with file and line, never a
// broken element or a failed build.
// Adding a component: write components/mdx/<Name>.tsx (the component and its `props` schema) and add
// a line here. It is then usable in every .mdx file.
import type { ComponentType } from 'react'
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
import * as LanguageCount from './LanguageCount.tsx'
import * as ConditionCount from './ConditionCount.tsx'
import * as OfficeCount from './OfficeCount.tsx'
import * as OfficeList from './OfficeList.tsx'
import * as StateCount from './StateCount.tsx'
import * as StateNames from './StateNames.tsx'
import * as TeamCount from './TeamCount.tsx'
import * as PartnerButton from './PartnerButton.tsx'
import * as PhoneNumber from './PhoneNumber.tsx'
import { mdxProps, type PropsSchema } from '../../lib/content/mdxProps.ts'
import * as SiteLink from './SiteLink.tsx'
import * as Step from './Step.tsx'
import * as Steps from './Steps.tsx'

export interface MdxComponent {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has its own props
  component: ComponentType<any>
  props: PropsSchema
}


export const mdxRegistry = {
  a: { component: MarkdownLink.MarkdownLink, props: mdxProps.a },
  img: { component: MarkdownPicture.MarkdownPicture, props: mdxProps.img },
  Actions: { component: Actions.Actions, props: mdxProps.Actions },
  Button: { component: Button.Button, props: mdxProps.Button },
  CallButton: { component: CallButton.CallButton, props: mdxProps.CallButton },
  CallLink: { component: CallLink.CallLink, props: mdxProps.CallLink },
  Card: { component: Card.Card, props: mdxProps.Card },
  Cards: { component: Cards.Cards, props: mdxProps.Cards },
  Note: { component: Note.Note, props: mdxProps.Note },
  PartnerButton: { component: PartnerButton.PartnerButton, props: mdxProps.PartnerButton },
  PhoneNumber: { component: PhoneNumber.PhoneNumber, props: mdxProps.PhoneNumber },
  SiteLink: { component: SiteLink.SiteLink, props: mdxProps.SiteLink },
  Step: { component: Step.Step, props: mdxProps.Step },
  CivilRightsCoordinator: { component: CivilRightsCoordinator.CivilRightsCoordinator, props: mdxProps.CivilRightsCoordinator },
  LanguageTaglines: { component: LanguageTaglines.LanguageTaglines, props: mdxProps.LanguageTaglines },
  OfficeCount: { component: OfficeCount.OfficeCount, props: mdxProps.OfficeCount },
  OfficeList: { component: OfficeList.OfficeList, props: mdxProps.OfficeList },
  StateCount: { component: StateCount.StateCount, props: mdxProps.StateCount },
  StateNames: { component: StateNames.StateNames, props: mdxProps.StateNames },
  TeamCount: { component: TeamCount.TeamCount, props: mdxProps.TeamCount },
  ConditionCount: { component: ConditionCount.ConditionCount, props: mdxProps.ConditionCount },
  LanguageCount: { component: LanguageCount.LanguageCount, props: mdxProps.LanguageCount },
  Steps: { component: Steps.Steps, props: mdxProps.Steps },
  ConsultationTypeList: { component: ConsultationTypeList, props: mdxProps.ConsultationTypeList },
  InfusionList: { component: InfusionList, props: mdxProps.InfusionList },
  PolicySections: { component: PolicySections, props: mdxProps.PolicySections },
  ProcedureCategories: { component: ProcedureCategories, props: mdxProps.ProcedureCategories },
  ProcedureList: { component: ProcedureList, props: mdxProps.ProcedureList },
} satisfies Record<string, MdxComponent>

/** The map MDX bodies are rendered with. */
export const mdxComponents = Object.fromEntries(Object.entries(mdxRegistry).map(([name, entry]) => [name, entry.component])) as Record<
  keyof typeof mdxRegistry,
  MdxComponent['component']
>
