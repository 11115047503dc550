// One office's page (/locations/covington…), in each language: contact, hours and closed days, the care
// offered and the team members whose bios list it, and the map.
import styled from '@emotion/styled'
import { formatClosureDays, formatHoursLine, formatPhone } from '../../../components/format.ts'
import { Directions, OfficeDetails } from '../../../components/home/OfficeDetails.tsx'
import { usePageContent, fill, fillNodes, useLocale, usePageUi } from '../../../components/i18n.ts'
import { Island } from '../../../components/islands/Island.tsx'
import { servicesAt, teamAt } from '../../../components/locations/offices.ts'
import { closureDays, upcomingClosures } from '../../../lib/content/time/closures.ts'
import { officeHours } from '../../../lib/content/time/hours.ts'
import { defaultLanguage } from '../../../lib/i18n/languages.ts'
import { BackLink, PageBand } from '../../../components/ContentPage.tsx'
import { breakpoints, colors } from '../../../components/theme.ts'
import { cardSurface } from '../../../components/shapes/Card.tsx'
import { ButtonLink, Container } from '../../../components/ui.tsx'
import { officeSlug } from '../../../lib/content/routes.ts'
import { officeOnMap } from '../../../lib/content/schema.ts'
import { writtenIn } from '../../../lib/content/files.ts'
import { PageHead, StructuredData, usePageContext } from '../../../lib/page/pageContext.tsx'
import { entryIn, pageText } from '../../../lib/content/index.ts'
import { breadcrumbList, officeJsonLd } from '../../../renderer/jsonLd.ts'

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
  const slug = usePageContext().routeParams.slug!
  const { site, team, conditions, locations, closures: everyOffice } = usePageContent()
  const office = locations.find((l) => officeSlug(l.name) === slug)!
  const { lang, href } = useLocale()
  const ui = usePageUi()
  const text = ui.locations
  const words = text.office
  const named = (template: string) => fill(template, { name: office.name, city: office.city })
  // Who works here is a fact of the English bios; each is shown as the page's language has it.
  const people = teamAt(office, team, (member) => entryIn('team', member.slug)?.data ?? member.data)
  const services = servicesAt(office, conditions)
  const closures = upcomingClosures(office, everyOffice)
  // A title or reason not translated yet is marked as English.
  const serviceTitle = (service: (typeof services)[number]) => (writtenIn(service.file, lang) ? service.data.title : <span lang={defaultLanguage}>{service.data.title}</span>)
  const closureReason = (reason: string) => text.closureReasons[reason] ?? (lang === defaultLanguage ? reason : <span lang={defaultLanguage}>{reason}</span>)
  // Home › Our Locations › this office.
  const trail = [
    { name: site.practiceName, path: href('pages', 'home') },
    { name: (entryIn('pages', 'locations', lang) ?? pageText('locations')).data.heading, path: href('pages', 'locations') },
    { name: named(words.heading), path: href('offices', slug) },
  ]
  return (
    <article>
      <PageHead title={named(words.title)} description={named(words.description)} />
      <StructuredData data={officeJsonLd(site, office, closures, lang, breadcrumbList(trail))} />
      <PageBand>
        <Container>
          <BackLink href={href('pages', 'locations')}>← {words.backLabel}</BackLink>
          <Heading>{named(words.heading)}</Heading>
        </Container>
      </PageBand>
      <Container>
        <Body>
          <Column>
            <Box aria-labelledby="office-contact">
              <h2 id="office-contact">{words.contactHeading}</h2>
              <OfficeDetails location={office} phone={site.phones.tollFree} phoneLabel={text.phoneLabel} />
              <p>
                {words.faxLabel}: {formatPhone(site.phones.fax, lang)}
              </p>
              <Actions>
                <Directions location={office} label={text.directionsLabel} to={text.directionsTo} variant="primary" />
                <ButtonLink href={href('pages', 'consultation-form')} variant="secondary">
                  {words.book}
                </ButtonLink>
              </Actions>
            </Box>
            <Box aria-labelledby="office-hours">
              <h2 id="office-hours">{words.hoursHeading}</h2>
              <ul>
                {officeHours(office.hours).map((line) => (
                  <li key={line.days.join()}>{formatHoursLine(line, ui.hours, lang)}</li>
                ))}
              </ul>
              {closures.length > 0 && (
                <>
                  <h3>{words.closuresHeading}</h3>
                  <ul>
                    {closures.map((closure) => (
                      <li key={`${closureDays(closure).first} ${closure.reason}`}>
                        {fillNodes(ui.hours.closure, { dates: <time dateTime={closureDays(closure).first}>{formatClosureDays(closure, lang)}</time>, reason: closureReason(closure.reason) })}
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
                      <a href={href('conditions', service.slug)}>{serviceTitle(service)}</a>
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
                      <a href={href('team', member.slug)}>{member.data.name}</a>,{' '}
                      {/* A bio not yet translated keeps its English job title, which content/ui/ translates. */}
                      {ui.staffTitle(member.data.role)}
                    </li>
                  ))}
                </ul>
              </Box>
            )}
          </Column>
          <Box aria-labelledby="office-map">
            <h2 id="office-map">{words.mapHeading}</h2>
            <Island name="OfficeMap" props={{ location: officeOnMap(office), text }} />
          </Box>
        </Body>
      </Container>
    </article>
  )
}
