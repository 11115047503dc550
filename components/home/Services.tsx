// The Services section (/#services, the target of every "Back to Services" link): one card per
// condition page whose layout is "service", with its title and subtitle.
import styled from '@emotion/styled'
import type { Home } from '../../lib/content/schema.ts'
import { colors, radii } from '../theme.ts'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { Section } from './Section.tsx'

export interface ServiceLink {
  title: string
  subtitle?: string
  href: string
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

export function Services({ services, items }: { services: Home['services']; items: ServiceLink[] }) {
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
