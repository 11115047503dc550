// The map MDX bodies are rendered with: every name of the one list (props.ts, which holds each
// component's props and its row of the editing guide) with its component, in every kind of content file
// (condition articles, bios, pages, procedures, infusions and policies alike). The check reads the list,
// not this map, so it never loads a component. Adding a component: components/mdx/<Name>.tsx, its line
// in props.ts and its line here (a name missing from either is a type error).
import type { ComponentType } from 'react'
import { ConsultationTypeList } from '../pages/consultations.tsx'
import { InfusionList } from '../pages/infusions.tsx'
import { PolicySections } from '../pages/policies.tsx'
import { ProcedureCategories, ProcedureList } from '../pages/procedures.tsx'
import { Actions } from './Actions.tsx'
import { Button } from './Button.tsx'
import { CallButton } from './CallButton.tsx'
import { CallLink } from './CallLink.tsx'
import { Card } from './Card.tsx'
import { Cards } from './Cards.tsx'
import { MarkdownLink } from './MarkdownLink.tsx'
import { MarkdownPicture } from './MarkdownPicture.tsx'
import { Note } from './Note.tsx'
import { CivilRightsCoordinator } from './facts/CivilRightsCoordinator.tsx'
import { LanguageTaglines } from './facts/LanguageTaglines.tsx'
import { LanguageCount } from './facts/LanguageCount.tsx'
import { ConditionCount } from './facts/ConditionCount.tsx'
import { OfficeCount } from './facts/OfficeCount.tsx'
import { OfficeList } from './facts/OfficeList.tsx'
import { StateCount } from './facts/StateCount.tsx'
import { StateNames } from './facts/StateNames.tsx'
import { TeamCount } from './facts/TeamCount.tsx'
import { PartnerButton } from './PartnerButton.tsx'
import { PhoneNumber } from './facts/PhoneNumber.tsx'
import type { MdxComponentName, PropsOf } from './props.ts'
import { SiteLink } from './SiteLink.tsx'
import { Step } from './Step.tsx'
import { Steps } from './Steps.tsx'

/** The map MDX bodies are rendered with; each component takes the props its line of the list allows. */
export const mdxComponents: { [N in MdxComponentName]: ComponentType<PropsOf<N>> } = {
  a: MarkdownLink,
  img: MarkdownPicture,
  Actions,
  Button,
  CallButton,
  CallLink,
  Card,
  Cards,
  Note,
  PartnerButton,
  PhoneNumber,
  SiteLink,
  Step,
  CivilRightsCoordinator,
  LanguageTaglines,
  OfficeCount,
  OfficeList,
  StateCount,
  StateNames,
  TeamCount,
  ConditionCount,
  LanguageCount,
  Steps,
  ConsultationTypeList,
  InfusionList,
  PolicySections,
  ProcedureCategories,
  ProcedureList,
}
