// The 404 page (any unknown address) and the page for unexpected errors.
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
  const { lang, words, href, routes } = useLocale()
  const { notFound, serverError } = words
  const text = is404 ? { ...notFound, heading: '404' } : { ...serverError, title: serverError.heading }
  // Every unknown address gets the English page (a static host has one 404 page): it says it in each other language too.
  const others = is404 && lang === defaultLanguage ? translationLanguages : []
  return (
    <Box>
      <PageHead title={text.title} description={text.description} noindex />
      <h1 id={is404 ? 'not-found' : undefined}>{text.heading}</h1>
      <p>{text.message}</p>
      <ButtonLink href={href('pages', 'home')}>{notFound.home}</ButtonLink>
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
