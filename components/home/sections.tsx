// The home page's sections below the hero, each in the frame they share (spacing, optional tint, centred heading).
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import type { Home, Insurance as InsuranceData, Stat } from '../../lib/content/schema.ts'
import { fill, usePageUi } from '../i18n.ts'
import { Picture } from '../Picture.tsx'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { breakpoints, colors, radii } from '../theme.ts'
import { ButtonLink, Container, plainList, VisuallyHidden } from '../ui.tsx'
import { StatIcon } from './icons.tsx'

const Frame = styled.section<{ tinted: boolean }>`
  padding: 3.5rem 0;
  background: ${({ tinted }) => (tinted ? colors.surface : colors.background)};
  scroll-margin-top: 1rem;
  ${breakpoints.medium} {
    padding: 4.5rem 0;
  }
`

const Header = styled.header`
  max-width: 44rem;
  margin: 0 auto 2.5rem;
  text-align: center;
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.625rem, 4vw, 2.25rem);
    color: ${colors.primary};
  }
  p {
    margin: 0;
    font-size: 1.125rem;
    color: ${colors.muted};
  }
`

export function Section({ id, heading, intro, tinted = false, children }: { id: string; heading: string; intro?: string; tinted?: boolean; children: ReactNode }) {
  return (
    // tabIndex -1: following a link to the section (Our Locations) moves keyboard focus into it.
    <Frame id={id} aria-labelledby={`${id}-heading`} tinted={tinted} tabIndex={-1}>
      <Container>
        <Header>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </Header>
        {children}
      </Container>
    </Frame>
  )
}

const ConditionCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  /* Phones: a compact row (small picture beside the name); wider screens: picture on top. */
  flex-direction: row;
  ${breakpoints.medium} {
    flex-direction: column;
  }
  img {
    display: block;
    flex-shrink: 0;
    width: 7.5rem;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${colors.surface};
    ${breakpoints.medium} {
      width: 100%;
    }
  }
  div {
    display: flex;
    flex: 1;
    flex-direction: column;
    justify-content: center;
    gap: 0.125rem;
    padding: 0.5rem 1rem;
    ${breakpoints.medium} {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.25rem 1rem;
      padding: 1rem 1.25rem;
    }
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
    ${breakpoints.medium} {
      font-size: 1.25rem;
    }
  }
  a {
    flex-shrink: 0;
    font-weight: 600;
    text-underline-offset: 0.2em;
    padding: 0.25rem 0;
    ${breakpoints.medium} {
      padding: 0.5rem 0;
    }
  }
`

/** The condition cards: picture, name and a Learn More link to the condition's page. */
export function ConditionsGrid({ conditions }: { conditions: Home['conditions'] }) {
  const aboutTitle = usePageUi().condition.learnMoreAbout
  return (
    <Section id="conditions" heading={conditions.heading} intro={conditions.intro}>
      <CardGrid>
        {conditions.cards.map((card) => (
          <ConditionCard key={card.href}>
            <Picture src={card.image.src} alt={card.image.decorative ? '' : card.image.alt} width={SHOWN_WIDTHS.card} height={(SHOWN_WIDTHS.card * 2) / 3} />
            <div>
              <h3>{card.title}</h3>
              <a href={card.href}>
                {conditions.linkLabel}
                <VisuallyHidden> {fill(aboutTitle, { title: card.title })}</VisuallyHidden>
                <span aria-hidden="true"> →</span>
              </a>
            </div>
          </ConditionCard>
        ))}
      </CardGrid>
    </Section>
  )
}

const ServiceCard = styled(Card)`
  position: relative;
  border-top: 4px solid ${colors.accent};
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: 0 6px 16px rgb(16 24 40 / 0.1);
  }
  h3 a {
    color: ${colors.primary};
    text-decoration: none;
    /* The whole card is the link's click area; the link text stays the title. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${radii.large};
    }
    &:hover {
      text-decoration: underline;
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
  }
  p {
    color: ${colors.muted};
  }
`

/** /#services, the target of every "Back to Services" link: a card per condition page laid out as a service. */
export function Services({ services, items }: { services: Home['services']; items: { title: string; subtitle?: string; href: string }[] }) {
  return (
    <Section id="services" heading={services.heading} intro={services.intro} tinted>
      <CardGrid>
        {items.map((item) => (
          <ServiceCard key={item.href}>
            <h3>
              <a href={item.href}>
                {item.title}
                <span aria-hidden="true"> →</span>
              </a>
            </h3>
            {item.subtitle && <p>{item.subtitle}</p>}
          </ServiceCard>
        ))}
      </CardGrid>
    </Section>
  )
}

const AboutLayout = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${breakpoints.wide} {
    grid-template-columns: 1fr 1fr;
    gap: 4rem;
  }
`

const AboutText = styled.div`
  font-size: 1.125rem;
  p {
    margin: 0 0 1.25rem;
  }
`

const Stats = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  /* Two columns, or one when enlarged text would not fit in two (a column is at least 12rem wide). */
  ${breakpoints.medium} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, max(12rem, (100% - 2 * 1rem) / 2)), 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.25rem;
    padding: 1.25rem;
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.large};
  }
  svg {
    color: ${colors.accent};
    margin-bottom: 0.5rem;
  }
`

const StatValue = styled.span`
  font-size: clamp(1.625rem, 5vw, 2.25rem);
  font-weight: 700;
  line-height: 1.1;
  color: ${colors.primary};
`

const StatLabel = styled.span`
  color: ${colors.muted};
  font-weight: 500;
`

/** A short text, the link to the founder's page and the figures of stats.yaml. */
export function About({ about, stats }: { about: Home['about']; stats: Stat[] }) {
  return (
    <Section id="about" heading={about.heading}>
      <AboutLayout>
        <AboutText>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonLink variant="secondary" href={about.founderLink.href}>
            {about.founderLink.label}
          </ButtonLink>
        </AboutText>
        <Stats>
          {stats.map((stat) => (
            <li key={stat.label}>
              <StatIcon icon={stat.icon} />
              <StatValue>{stat.value}</StatValue> <StatLabel>{stat.label}</StatLabel>
            </li>
          ))}
        </Stats>
      </AboutLayout>
    </Section>
  )
}

const Logos = styled.ul`
  list-style: none;
  margin: 0 0 3rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    width: calc(50% - 0.5rem);
    padding: 0.5rem;
    ${breakpoints.medium} {
      width: 11.5rem;
    }
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: ${radii.large};
  }
  img {
    display: block;
    width: 100%;
  }
`

const Plans = styled.div`
  max-width: 60rem;
  margin: 0 auto;
  padding: 1.5rem;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: ${radii.large};
  ${breakpoints.medium} {
    padding: 2rem;
  }
  h3 {
    margin: 0 0 1.25rem;
    font-size: 1.25rem;
    text-align: center;
  }
  ul {
    ${plainList}
    ${breakpoints.medium} {
      columns: 2;
      column-gap: 2rem;
    }
    ${breakpoints.wide} {
      columns: 3;
    }
  }
  li {
    break-inside: avoid;
    position: relative;
    padding: 0.3rem 0 0.3rem 1.5rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.25rem;
    top: 0.75rem;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${radii.round};
    background: ${colors.accent};
  }
  p {
    margin: 1.5rem 0 0;
    text-align: center;
    color: ${colors.muted};
  }
`

/** "We Accept": the insurer logos, then every accepted plan in columns (one on phones). */
export function Insurance({ insurance, data }: { insurance: Home['insurance']; data: InsuranceData }) {
  return (
    <Section id="insurance" heading={insurance.heading} intro={insurance.intro} tinted>
      <Logos>
        {data.logos.map((logo) => (
          <li key={logo.name}>
            <Picture src={logo.image.src} alt={logo.image.alt || logo.name} width={SHOWN_WIDTHS.logo} height={SHOWN_WIDTHS.logo / 3} />
          </li>
        ))}
      </Logos>
      <Plans>
        <h3>{insurance.plansHeading}</h3>
        <ul>
          {data.plans.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
        <p>{insurance.note}</p>
      </Plans>
    </Section>
  )
}
