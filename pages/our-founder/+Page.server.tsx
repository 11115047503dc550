// The founder's page (content/pages/our-founder.mdx), then what patients say (content/testimonials.yaml).
import styled from '@emotion/styled'
import { founderOf } from '../../components/team/team.ts'
import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { TeamPhoto } from '../../components/team/TeamPhoto.tsx'
import { breakpoints, colors, radii } from '../../components/theme.ts'
import { ButtonLink, Container, VisuallyHidden } from '../../components/ui.tsx'
import { PersonName } from '../../components/team/PersonName.tsx'
import { usePageContent, fill, useLocale, usePageUi } from '../../components/i18n.ts'
import { StructuredData } from '../../lib/page/pageContext.tsx'
import { teamMemberJsonLd } from '../../renderer/jsonLd.ts'

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  padding: 2.5rem 0 3rem;
  ${breakpoints.wide} {
    grid-template-columns: minmax(0, 20rem) minmax(0, 1fr);
    gap: 3.5rem;
    align-items: start;
  }
`

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
  padding: 2rem 1.5rem 1.5rem;
  text-align: center;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.panel};
  h2 {
    margin: 1.25rem 0 0;
    font-size: 1.375rem;
    color: ${colors.text};
  }
  ${breakpoints.wide} {
    position: sticky;
    top: 1.5rem;
  }
`

const Role = styled.p`
  margin: 0 0 1.25rem;
  color: ${colors.muted};
`

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.625rem;
  width: 100%;
  max-width: 18rem;
`

const Text = styled.div`
  h2 {
    margin: 2rem 0 0.5rem;
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 1rem;
  }
  & > div > p:first-of-type {
    font-size: 1.1875rem;
  }
`

const Testimonials = styled.section`
  padding: 3rem 0 4rem;
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  h2 {
    margin: 0 0 1.5rem;
    font-size: 1.75rem;
    color: ${colors.primary};
  }
`

const CarouselBox = styled.div`
  max-width: 42rem;
`

export default function Page() {
  const { team, testimonials, site, locations } = usePageContent()
  const founder = founderOf(team)
  const { name, role, photo } = founder.data
  const words = usePageUi().team
  const { href, lang } = useLocale()
  return (
    <>
      <PageIntro name="our-founder" />
      <StructuredData data={teamMemberJsonLd(founder, site, locations, lang)} />
      <Container>
        <Layout>
          <Profile>
            <TeamPhoto name={name} photo={photo} size={176} eager />
            <h2>
              <PersonName name={name} />
            </h2>
            <Role>{role}</Role>
            <Actions>
              <ButtonLink href={href('pages', 'consultation-form')}>{words.schedule}</ButtonLink>
              <ButtonLink href={href('team', founder.slug)} variant="secondary">
                {words.viewBio}
                <VisuallyHidden> {fill(words.viewBioOf, { name })}</VisuallyHidden>
              </ButtonLink>
            </Actions>
          </Profile>
          <Text>
            <PageBody name="our-founder" />
          </Text>
        </Layout>
      </Container>
      <Testimonials aria-labelledby="testimonials-heading">
        <Container>
          <h2 id="testimonials-heading">{words.testimonials}</h2>
          <CarouselBox>
            <Island name="TestimonialCarousel" props={{ testimonials, words: usePageUi().testimonials }} />
          </CarouselBox>
        </Container>
      </Testimonials>
    </>
  )
}
