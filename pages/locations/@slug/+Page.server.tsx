// The page of one office (/locations/covington…): address, phone and fax, opening hours and closed
// days, directions, the map, the team members whose bios list the office and the care offered there.
import styled from '@emotion/styled'
import { formatDate } from '../../../components/format.ts'
import { Directions, OfficeDetails } from '../../../components/home/OfficeDetails.tsx'
import { Island } from '../../../components/islands/Island.tsx'
import { servicesAt, teamAt, upcomingClosures } from '../../../components/locations/offices.ts'
import { BackLink, PageBand } from '../../../components/PageBand.tsx'
import { founderOf } from '../../../components/team/team.ts'
import { breakpoints, colors } from '../../../components/theme.ts'
import { cardSurface } from '../../../components/shapes/Card.tsx'
import { ButtonLink, Container } from '../../../components/ui.tsx'
import { getContent } from '../../../lib/content/index.ts'
import { officeSlug } from '../../../lib/content/routes.ts'
import { PageHead, StructuredData, useData } from '../../../renderer/pageContext.tsx'
import { officeJsonLd } from '../../../renderer/seo.ts'
import type { Data } from './+data.ts'

const Heading = styled.h1`
  margin: 0.5rem 0 0;
  font-size: clamp(1.875rem, 5vw, 2.75rem);
  color: ${colors.primary};
`

const Body = styled.div`
  display: grid;
  gap: 2rem;
  padding: 2rem 0 4rem;
  ${breakpoints.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`

const Column = styled.div`
  display: grid;
  gap: 1.5rem;
`

const Box = styled.section`
  ${cardSurface}
  h2 {
    margin: 0 0 1rem;
    font-size: 1.375rem;
    color: ${colors.primary};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.375rem;
  }
  li a {
    display: inline-block;
    min-height: 1.5rem;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

export default function Page() {
  const { slug } = useData<Data>()
  const { site, locationsPage, home, team, conditions, locations } = getContent()
  const office = locations.find((l) => officeSlug(l.name) === slug)!
  const words = locationsPage.office
  const fill = (template: string) => template.replaceAll('{name}', office.name).replaceAll('{city}', office.city)
  const people = teamAt(office, team)
  const services = servicesAt(office, conditions)
  const closures = upcomingClosures(office)
  return (
    <article>
      <PageHead title={fill(words.title)} description={fill(words.description)} />
      <StructuredData data={officeJsonLd(site, office)} />
      <PageBand>
        <Container>
          <BackLink href="/locations">← {words.backLabel}</BackLink>
          <Heading>{fill(words.heading)}</Heading>
        </Container>
      </PageBand>
      <Container>
        <Body>
          <Column>
            <Box aria-labelledby="office-contact">
              <h2 id="office-contact">{words.contactHeading}</h2>
              <OfficeDetails location={office} phone={site.phones.tollFree} phoneLabel={home.locations.phoneLabel} />
              <p>
                {words.faxLabel}: {site.phones.fax}
              </p>
              <Actions>
                <Directions location={office} label={home.locations.directionsLabel} variant="primary" />
                <ButtonLink href="/consultation-form" variant="secondary">
                  {words.book}
                </ButtonLink>
              </Actions>
            </Box>
            <Box aria-labelledby="office-hours">
              <h2 id="office-hours">{words.hoursHeading}</h2>
              <ul>
                {office.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {closures.length > 0 && (
                <>
                  <h3>{words.closuresHeading}</h3>
                  <ul>
                    {closures.map((closure) => (
                      <li key={closure.date}>
                        <time dateTime={closure.date}>{formatDate(closure.date)}</time>: {closure.reason}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Box>
            {services.length > 0 && (
              <Box aria-labelledby="office-services">
                <h2 id="office-services">{words.servicesHeading}</h2>
                <ul>
                  {services.map((service) => (
                    <li key={service.slug}>
                      <a href={`/conditions/${service.slug}`}>{service.data.title}</a>
                    </li>
                  ))}
                </ul>
              </Box>
            )}
            {people.length > 0 && (
              <Box aria-labelledby="office-team">
                <h2 id="office-team">{words.teamHeading}</h2>
                <ul>
                  {people.map((member) => (
                    <li key={member.slug}>
                      <a href={member.slug === founderOf(team).slug ? '/our-founder' : `/team/${member.slug}`}>{member.data.name}</a>, {member.data.role}
                    </li>
                  ))}
                </ul>
              </Box>
            )}
          </Column>
          <Box aria-labelledby="office-map">
            <h2 id="office-map">{words.mapHeading}</h2>
            <Island name="OfficeMap" props={{ location: office, text: home.locations }} />
          </Box>
        </Body>
      </Container>
    </article>
  )
}
