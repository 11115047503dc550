// A team member's bio: the profile, the bio text and the cards of its facts. Where they work and which
// languages they speak are facts of the English bio.
import styled from '@emotion/styled'
import { BackLink, PageBand, Prose } from '../../../components/ContentPage.tsx'
import { MdxBody } from '../../../components/mdx/MdxBody.tsx'
import { Badges } from '../../../components/team/Badges.tsx'
import { BioCard } from '../../../components/team/BioCards.tsx'
import { plainName } from '../../../components/team/team.ts'
import { TeamPhoto } from '../../../components/team/TeamPhoto.tsx'
import { breakpoints, colors, radii } from '../../../components/theme.ts'
import { ButtonLink, Container } from '../../../components/ui.tsx'
import { PageHead, StructuredData, usePageContext } from '../../../lib/page/pageContext.tsx'
import { teamMemberJsonLd } from '../../../renderer/jsonLd.ts'
import { PersonName } from '../../../components/team/PersonName.tsx'
import { usePageContent, fill, useLocale, usePageUi } from '../../../components/i18n.ts'
import { upperFirst } from '../../../components/team/teamChoices.ts'
import { entryIn } from '../../../lib/content/index.ts'

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.5rem;
  margin-top: 0.75rem;
  ${breakpoints.medium} {
    flex-direction: row;
    align-items: center;
    gap: 2.5rem;
  }
`

const Photo = styled(TeamPhoto)`
  width: 8rem;
  height: 8rem;
  ${breakpoints.medium} {
    width: 11rem;
    height: 11rem;
  }
`

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    color: ${colors.primary};
  }
`

const Role = styled.p`
  margin: -0.5rem 0 0;
  font-size: 1.1875rem;
  color: ${colors.muted};
`

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  margin: 0;
  padding: 0.75rem 1rem;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radii.medium};
  font-weight: 600;
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
    color: ${colors.primary};
  }
`

const Body = styled.div`
  display: grid;
  gap: 2rem;
  padding: 2rem 0 4rem;
  ${breakpoints.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
    gap: 3rem;
    align-items: start;
  }
`

const About = styled(Prose)`
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 1rem;
  }
`

const Cards = styled.div`
  display: grid;
  gap: 1rem;
  ${breakpoints.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${breakpoints.wide} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const FounderLink = styled.p`
  margin: 0.75rem 0 0;
  a {
    font-weight: 600;
  }
`

export default function Page() {
  const words = usePageUi().team
  const { href, lang, language } = useLocale()
  const member = entryIn('team', usePageContext().routeParams.slug!, lang)!
  const { name, role, photo, specialties, note } = member.data
  const { locations, languages } = entryIn('team', member.slug)?.data ?? member.data
  const languageNames = new Intl.DisplayNames([language.locale], { type: 'language' })
  const { site, locations: offices } = usePageContent()
  return (
    <article>
      <PageHead
        title={name}
        description={fill(words.bioDescription, { name, role })}
        type="profile"
        image={photo && !photo.decorative ? photo : undefined}
      />
      <StructuredData data={teamMemberJsonLd(member, site, offices, lang)} />
      <PageBand>
        <Container>
          <BackLink href={href('pages', 'our-team')}>
            <span aria-hidden="true">←</span>
            {words.backToTeam}
          </BackLink>
          <Profile>
            <Photo name={name} photo={photo} size={176} eager />
            <Intro>
              <h1>
                <PersonName name={name} />
              </h1>
              <Role>{role}</Role>
              <Badges items={specialties} label={words.specialties} />
              {note && (
                <Note>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  {note}
                </Note>
              )}
              <ButtonLink href={href('pages', 'consultation-form')}>{words.schedule}</ButtonLink>
            </Intro>
          </Profile>
        </Container>
      </PageBand>
      <Container>
        <Body>
          <About>
            <h2>{fill(words.about, { name: plainName(name) })}</h2>
            <MdxBody entry={member} />
            {member.data.founder && (
              <FounderLink>
                <a href={href('pages', 'our-founder')}>{words.aboutFounder}</a>
              </FounderLink>
            )}
          </About>
          <Cards>
            {(['education', 'certifications', 'experience'] as const).map((fact) => <BioCard key={fact} icon={fact} title={words[fact]} items={member.data[fact]} />)}
            {locations && <BioCard icon="locations" title={words.locations} items={locations} />}
            <BioCard icon="languages" title={words.languages} items={languages.map((code) => upperFirst(languageNames.of(code) ?? code, language.locale))} />
          </Cards>
        </Body>
      </Container>
    </article>
  )
}
