// The About section: a short text, the link to the founder's page and the four figures of stats.yaml.
import styled from '@emotion/styled'
import type { Home, Stat } from '../../lib/content/schema.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { ButtonLink } from '../ui.tsx'
import { StatIcon } from './icons.tsx'
import { Section } from './Section.tsx'

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${breakpoints.wide} {
    grid-template-columns: 1fr 1fr;
    gap: 4rem;
  }
`

const Text = styled.div`
  font-size: 1.125rem;
  p {
    margin: 0 0 1.25rem;
  }
`

const Stats = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
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

const Value = styled.span`
  font-size: clamp(1.625rem, 5vw, 2.25rem);
  font-weight: 700;
  line-height: 1.1;
  color: ${colors.primary};
`

const Label = styled.span`
  color: ${colors.muted};
  font-weight: 500;
`

export function About({ about, stats }: { about: Home['about']; stats: Stat[] }) {
  return (
    <Section id="about" heading={about.heading}>
      <Layout>
        <Text>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonLink variant="secondary" href={about.founderLink.href}>
            {about.founderLink.label}
          </ButtonLink>
        </Text>
        <Stats>
          {stats.map((stat) => (
            <li key={stat.label}>
              <StatIcon icon={stat.icon} />
              <Value>{stat.value}</Value> <Label>{stat.label}</Label>
            </li>
          ))}
        </Stats>
      </Layout>
    </Section>
  )
}
