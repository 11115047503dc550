// The top of the home page: headline, description, the two main actions and the social links,
// over background pictures that take turns (the HeroBackdrop island fades them every 15 s).
import styled from '@emotion/styled'
import type { Home, PageText, Site } from '../../lib/content/schema.ts'
import { isPhotograph, SHOWN_WIDTHS, srcSet } from '../../lib/content/images.ts'
import { breakpoints, colors, radii } from '../theme.ts'
import { ButtonLink, Container, ExternalLink, plainList, VisuallyHidden } from '../ui.tsx'
import { usePageUi } from '../i18n.ts'
import { Island } from '../islands/Island.tsx'
import { SocialIcon, socialNames, type SocialNetwork } from './icons.tsx'

const Frame = styled.section`
  position: relative;
  overflow: hidden;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`

/** A photograph as WebP at the width shown (the enhancement makes the first a <picture>). */
const backdropPicture = ({ src, alt }: Home['hero']['images'][number]) => ({ src, alt, srcSet: isPhotograph(src) ? srcSet(src, SHOWN_WIDTHS.hero, 'webp') : undefined })

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  /* A white veil on the text side keeps the words at full contrast whatever the picture. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgb(255 255 255 / 0.9), rgb(255 255 255 / 0.75));
    ${breakpoints.wide} {
      background: linear-gradient(90deg, rgb(255 255 255 / 0.96) 0%, rgb(255 255 255 / 0.85) 45%, rgb(255 255 255 / 0) 75%);
    }
  }
`

const Content = styled(Container)`
  position: relative;
  padding-block: 3.5rem;
  ${breakpoints.wide} {
    padding-block: 6rem;
  }
`

const Text = styled.div`
  max-width: 38rem;
  h1 {
    margin: 0 0 1rem;
    font-size: clamp(2rem, 6vw, 3.25rem);
    line-height: 1.15;
    color: ${colors.primary};
  }
  > p {
    margin: 0 0 2rem;
    font-size: 1.1875rem;
    color: ${colors.text};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 2rem;
  a {
    flex: 1 1 auto;
    ${breakpoints.medium} {
      flex: 0 0 auto;
      min-width: 10rem;
    }
  }
`

const LanguageHelp = styled.p`
  margin: -1rem 0 1.5rem;
  font-weight: 600;
  a {
    display: inline-block;
    padding: 0.375rem 0;
  }
`

const Social = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  p {
    margin: 0;
    font-weight: 600;
    color: ${colors.muted};
  }
  ul {
    ${plainList}
    display: flex;
    gap: 0.5rem;
  }
`

const SocialLink = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radii.round};
  border: 1px solid ${colors.border};
  background: ${colors.background};
  color: ${colors.primary};
  &:hover {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.primaryText};
  }
`

export function Hero({ page, hero, social }: { page: PageText; hero: Home['hero']; social: Site['social'] }) {
  return (
    <Frame aria-labelledby="home-heading">
      <Backdrop>
        <Island name="HeroBackdrop" props={{ images: hero.images.map(backdropPicture), labels: usePageUi().heroBackground }} />
      </Backdrop>
      <Content>
        <Text>
          <h1 id="home-heading">{page.heading}</h1>
          {page.intro && <p>{page.intro}</p>}
          <Actions>
            <ButtonLink href={hero.contact.href}>{hero.contact.label}</ButtonLink>
            <ButtonLink variant="secondary" href="#locations">
              {hero.locationsLabel}
            </ButtonLink>
          </Actions>
          <LanguageHelp>
            <a href={hero.languageHelp.href}>{hero.languageHelp.label}</a>
          </LanguageHelp>
          <Social>
            <p id="home-social">{hero.socialLabel}</p>
            <ul aria-labelledby="home-social">
              {(Object.keys(social) as SocialNetwork[]).map((network) => (
                <li key={network}>
                  <SocialLink href={social[network]}>
                    <SocialIcon network={network} />
                    <VisuallyHidden>{socialNames[network]}</VisuallyHidden>
                  </SocialLink>
                </li>
              ))}
            </ul>
          </Social>
        </Text>
      </Content>
    </Frame>
  )
}
