// The 404 page (any unknown address) and the page for unexpected errors. The words are docs/requirements.md's.
import styled from '@emotion/styled'
import { uiText, usePageLanguage } from '../../components/i18n.ts'
import { defaultLanguage, translationLanguages, withLanguagePrefix } from '../../lib/i18n/languages.ts'
import { colors } from '../../components/theme.ts'
import { ButtonLink, Container } from '../../components/ui.tsx'
import { PageHead, usePageContext } from '../../lib/page/pageContext.tsx'

const Box = styled(Container)`
  padding: 5rem 1rem;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 4rem;
    color: ${colors.primary};
  }
  p {
    font-size: 1.25rem;
    color: ${colors.muted};
  }
`

export default function Page() {
  const { is404 } = usePageContext()
  const lang = usePageLanguage()
  if (!is404) {
    return (
      <Box>
        <PageHead title="Unexpected Application Error!" description="Something went wrong on our side. Please try again, or call us." noindex />
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong. Please try again, or return to the home page.</p>
        <ButtonLink href="/">Return to Home</ButtonLink>
      </Box>
    )
  }
  if (lang !== defaultLanguage) {
    // An unknown /es/… address, when the server renders it (a static host shows the page below for every address).
    const words = uiText(lang).notFound
    return (
      <Box>
        <PageHead title={words.heading} description={words.text} noindex />
        <h1 id="not-found">404</h1>
        <p>{words.heading}</p>
        <p>{words.text}</p>
        <ButtonLink href={withLanguagePrefix('/', lang)}>{words.home}</ButtonLink>
      </Box>
    )
  }
  return (
    <Box>
      <PageHead title="Page not found" description="The page you are looking for does not exist. Return to the home page to find our services and clinics." noindex />
      <h1 id="not-found">404</h1>
      <p>Oops! Page not found</p>
      <ButtonLink href="/">Return to Home</ButtonLink>
      {/* The same page answers every unknown address, Spanish ones too: say it in each language as well. */}
      {translationLanguages.map((other) => (
        <p key={other} lang={other}>
          {uiText(other).notFound.heading}.{' '}
          <a href={withLanguagePrefix('/', other)} hrefLang={other}>
            {uiText(other).notFound.home}
          </a>
        </p>
      ))}
    </Box>
  )
}
