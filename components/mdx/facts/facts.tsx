// Facts worked out from the content (lib/content/facts.ts, content/*.yaml), so no page keeps a copy that could drift.
import { Global } from '@emotion/react'
import styled from '@emotion/styled'
import { factText, type FactName } from '../../../lib/content/facts.ts'
import { officeSlug } from '../../../lib/content/routes.ts'
import { formatPhone, telHref } from '../../format.ts'
import { useLocale, usePageContent, usePageLanguage, usePageUi } from '../../i18n.ts'
import { Card } from '../../shapes/Card.tsx'
import { CardGrid } from '../../shapes/CardGrid.tsx'
import { colors, fontStack, radii } from '../../theme.ts'
import { planTaglineFonts, taglineFontCss } from './taglineFonts.ts'

/** <OfficeCount /> and the like: a count as a word ("eight"); `capital` starts it with a capital letter. */
const fact = (name: FactName) =>
  function Count({ capital = false }: { capital?: boolean }) {
    return factText(name, usePageContent(), capital, usePageLanguage())
  }

export const OfficeCount = fact('OfficeCount')
export const StateCount = fact('StateCount')
export const TeamCount = fact('TeamCount')
export const ConditionCount = fact('ConditionCount')
export const LanguageCount = fact('LanguageCount')
/** "Louisiana, Mississippi and Texas": the states the offices are in. */
export const StateNames = fact('StateNames')

/** Every office as a card with its name (a link to its page) and address. */
export function OfficeList() {
  const { href } = useLocale()
  return (
    <CardGrid data-layout="grid" inText columns={4}>
      {usePageContent().locations.map((office) => (
        <Card key={office.name}>
          <h3>
            <a href={href('offices', officeSlug(office.name))}>{office.name}</a>
          </h3>
          <p>
            {office.address}
            <br />
            {office.city}
          </p>
        </Card>
      ))}
    </CardGrid>
  )
}

const Address = styled.address`
  font-style: normal;
`

/** The civil rights (Section 1557) coordinator, the same in both federal notices. */
export function CivilRightsCoordinator() {
  const { civilRightsCoordinator: c } = usePageContent().site
  const title = usePageUi().civilRightsCoordinatorTitle
  return (
    <Address>
      {c.name}, {title}
      <br />
      {c.street}, {c.city}, {c.state} {c.zip}
      <br />
      <a href={telHref(c.phone)}>{formatPhone(c.phone, usePageLanguage())}</a> (TTY 711) · <a href={`mailto:${c.email}`}>{c.email}</a>
    </Address>
  )
}

// The taglines of /language-assistance, one in each language of content/languages.yaml, marked with its
// language and direction so browsers pick the right font and screen readers the right voice; the
// toll-free number stays left-to-right inside right-to-left text. The scripts many computers have no font
// for get one of ours (taglineFonts.ts).
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
