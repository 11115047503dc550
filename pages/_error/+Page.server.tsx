// The 404 page (any unknown address) and the page for unexpected errors. The words are in content/ui/.
import styled from '@emotion/styled'
import { uiText, useLocale } from '../../components/i18n.ts'
import { defaultLanguage, translationLanguages } from '../../lib/i18n/languages.ts'
import { addressOf } from '../../lib/content/routes.ts'
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
  const { lang, words: ui, href, routes } = useLocale()
  const home = href('pages', 'home')
  if (!is404) {
    const error = ui.serverError
    return (
      <Box>
        <PageHead title={error.heading} description={error.description} noindex />
        <h1>{error.heading}</h1>
        <p>{error.message}</p>
        <ButtonLink href={home}>{ui.notFound.home}</ButtonLink>
      </Box>
    )
  }
  const { notFound } = ui
  // The same page answers every unknown address, Spanish ones too (a static host shows the English
  // page for every address): the English page says it in each other language as well.
  const others = lang === defaultLanguage ? translationLanguages : []
  return (
    <Box>
      <PageHead title={notFound.title} description={notFound.description} noindex />
      <h1 id="not-found">404</h1>
      <p>{notFound.message}</p>
      <ButtonLink href={home}>{notFound.home}</ButtonLink>
      {others.map((other) => (
        <p key={other} lang={other}>
          {uiText(other).notFound.title}.{' '}
          <a href={addressOf(routes, { collection: 'pages', slug: 'home' }, other)} hrefLang={other}>
            {uiText(other).notFound.home}
          </a>
        </p>
      ))}
    </Box>
  )
}
