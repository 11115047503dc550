// The taglines of /language-assistance, one in each language of content/languages.yaml, marked with its
// language and direction so browsers pick the right font and screen readers the right voice; the
// toll-free number stays left-to-right inside right-to-left text.
import { Global } from '@emotion/react'
import styled from '@emotion/styled'
import { formatPhone, telHref } from '../../format.ts'
import { usePageContent, usePageLanguage } from '../../i18n.ts'
import { colors, fontStack, radii } from '../../theme.ts'
import { planTaglineFonts, taglineFontCss } from './taglineFonts.ts'

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0;
  display: grid;
  gap: 0.75rem;
  max-width: 45rem;
  li {
    padding: 0.75rem 1rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.medium};
  }
  strong {
    display: block;
  }
  /* Nastaliq letters climb and descend further than Naskh: more room between the lines. */
  li[lang='ur'] {
    line-height: 2.3;
  }
`

export function LanguageTaglines() {
  const lang = usePageLanguage()
  const { languages, site } = usePageContent()
  const phone = site.phones.tollFree
  // Left out of the site search: each page's index is in the page's language, and words of fifteen
  // others would match its searches by accident (a Portuguese tagline answered a search for "Oops").
  return (
    <>
      <Global styles={taglineFontCss(planTaglineFonts(languages.languages), fontStack)} />
      <List data-pagefind-ignore>
        {languages.languages.map((language) => {
          const [before, after] = language.tagline.split('{phone}')
          return (
            <li key={language.lang} lang={language.lang} dir={language.dir}>
              <strong>{language.nativeName}</strong>
              {before}
              <bdi dir="ltr">
                <a href={telHref(phone)}>{formatPhone(phone, lang)}</a>
              </bdi>
              {after}
            </li>
          )
        })}
      </List>
    </>
  )
}
