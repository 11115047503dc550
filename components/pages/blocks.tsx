// Layout blocks the Markdown of content/pages/*.mdx may use on the content pages (procedures,
// infusion, consultations, clinical trials, personal injury, policies). All words stay in the MDX:
//   <Cards> <Card title="In-Person"> text </Card> … </Cards>   a grid of cards (a list), each with a heading
//   <Steps> <Step title="Schedule"> text </Step> … </Steps>    numbered steps (an ordered list)
//   <Note> text </Note>                                         a highlighted box for an important fact
//   <Actions> … </Actions>                                      a row of buttons
//   <CallButton>Call Us</CallButton>                            a button that calls the toll-free number
//   <Button href="/contactus">Contact Us</Button>               a button-styled link to a page of this site
//   <PartnerButton to="research">Visit …</PartnerButton>        a button to an outside site named in site.yaml (new tab)
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { getContent } from '../../lib/content/index.ts'
import type { Site } from '../../lib/content/schema.ts'
import { breakpoints, colors } from '../theme.ts'
import { ButtonLink, ExternalLink, telHref } from '../ui.tsx'

/** The text column width for running prose. */
export const proseWidth = '45rem'

/** Where a page's Markdown goes: prose keeps a readable width, grids use the full width. */
export const RichBody = styled.div`
  padding-bottom: 1rem;
  > p,
  > ul:not([data-layout]),
  > ol:not([data-layout]),
  > h2,
  > h3 {
    max-width: ${proseWidth};
  }
  > h2 {
    margin: 3rem 0 1rem;
    font-size: clamp(1.5rem, 4vw, 1.875rem);
    color: ${colors.primary};
  }
  > h2:first-of-type {
    margin-top: 2.5rem;
  }
  > h3 {
    margin: 2rem 0 0.75rem;
    color: ${colors.primary};
  }
  li + li {
    margin-top: 0.25rem;
  }
`

/** A grid of cards; `wide` keeps them at two across on large screens. */
export const CardGrid = styled('ul', { shouldForwardProp: (prop) => prop !== 'wide' })<{ wide?: boolean }>`
  list-style: none;
  margin: 1.5rem 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ wide }) => (wide ? '24rem' : '16rem')}), 1fr));
  > li + li {
    margin-top: 0;
  }
`

export const CardBox = styled.li`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  padding: 1.25rem 1.25rem 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1875rem;
    color: ${colors.primary};
  }
  h4 {
    margin: 1rem 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  ul {
    margin: 0 0 0.75rem;
    padding-left: 1.25rem;
  }
  > :last-child {
    margin-bottom: 0;
  }
`

/** A small, quiet label such as "Outpatient" or "60 minutes": not a button, nothing to click. */
export const Badge = styled.span`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  background: #e6f4f1;
  color: #0b4f4a;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.6;
`

export function Cards({ children }: { children: ReactNode }) {
  return <CardGrid data-layout="grid">{children}</CardGrid>
}

export function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <CardBox>
      <h3>{title}</h3>
      {children}
    </CardBox>
  )
}

const StepList = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 1.5rem 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${breakpoints.medium} {
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  }
  && > li {
    counter-increment: step;
    position: relative;
    margin: 0;
    padding: 1rem 1.25rem 1rem 4rem;
    background: ${colors.surface};
    border-radius: 0.75rem;
  }
  > li::before {
    content: counter(step);
    position: absolute;
    left: 1.25rem;
    top: 1rem;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${colors.primary};
    color: ${colors.primaryText};
    font-weight: 700;
    display: grid;
    place-items: center;
  }
  h3 {
    margin: 0.125rem 0 0.25rem;
    font-size: 1.125rem;
    color: ${colors.primary};
  }
  p {
    margin: 0;
  }
`

export function Steps({ children }: { children: ReactNode }) {
  return <StepList data-layout="steps">{children}</StepList>
}

export function Step({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <li>
      <h3>{title}</h3>
      {children}
    </li>
  )
}

export const Note = styled.div`
  max-width: ${proseWidth};
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${colors.accent};
  background: #e6f4f1;
  border-radius: 0 0.5rem 0.5rem 0;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 2rem 0;
`

const Number = styled.span`
  font-weight: 400;
  white-space: nowrap;
`

export function CallButton({ children, which = 'tollFree' }: { children: ReactNode; which?: keyof Site['phones'] }) {
  const phone = getContent().site.phones[which]
  return (
    <ButtonLink href={telHref(phone)}>
      {children} <Number>{phone}</Number>
    </ButtonLink>
  )
}

export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ButtonLink href={href} variant="secondary">
      {children}
    </ButtonLink>
  )
}

const ExternalButtonLink = ButtonLink.withComponent(ExternalLink)

export function PartnerButton({ to, children }: { to: keyof Site['links']; children: ReactNode }) {
  return (
    <ExternalButtonLink href={getContent().site.links[to]}>
      {children}
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ExternalButtonLink>
  )
}

export const blockComponents = { Cards, Card, Steps, Step, Note, Actions, CallButton, Button, PartnerButton }
