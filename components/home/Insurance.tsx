// "We Accept": the insurer logos, then every accepted plan in three columns (one on phones).
import styled from '@emotion/styled'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { Picture } from '../Picture.tsx'
import type { Home, Insurance as InsuranceData } from '../../lib/content/schema.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { Section } from './Section.tsx'

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
    height: auto;
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
    margin: 0;
    padding: 0;
    list-style: none;
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
