// The map MDX bodies are rendered with: every name of the one list (props.ts) with its component. The
// check reads the list, not this map, so it never loads a component; a name missing on either side is a type error.
import type { ComponentType } from 'react'
import { ConsultationTypeList, InfusionList, PolicySections, ProcedureCategories, ProcedureList } from '../pages/collections.tsx'
import { Actions, Card, Cards, MarkdownPicture, Note, Step, Steps } from './blocks.tsx'
import { CivilRightsCoordinator, ConditionCount, LanguageCount, OfficeCount, OfficeList, StateCount, StateNames, TeamCount } from './facts/facts.tsx'
import { LanguageTaglines } from './facts/LanguageTaglines.tsx'
import { Button, CallButton, CallLink, MarkdownLink, PartnerButton, PhoneNumber, SiteLink } from './links.tsx'
import type { MdxComponentName, PropsOf } from './props.ts'

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
