// "Last updated … · Edit this page" at the end of a preview build's page: the newest date of the files it
// read, and a link to edit the file its text comes from.
import styled from '@emotion/styled'
import { formatDate } from '../components/format.ts'
import { colors } from '../components/theme.ts'
import { usePageUi } from '../components/i18n.ts'
import { usePageLanguage } from '../components/lang.ts'
import { Container, ExternalLink } from '../components/ui.tsx'
import { lastModified } from '../lib/content/time/dates.ts'
import { editUrl } from '../lib/content/pageSources.ts'

const Line = styled.p`
  margin: 3rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
  font-size: 0.9375rem;
  color: ${colors.muted};
`

/** `file` is the one to edit, `dated` the files the date comes from. */
export function PageSource({ source }: { source: { file: string; dated: string[] } }) {
  const date = lastModified(source.dated)
  const lang = usePageLanguage()
  const words = usePageUi().pageSource
  return (
    <Container>
      <Line data-pagefind-ignore>
        {words.updated} <time dateTime={date}>{formatDate(date, lang)}</time> ·{' '}
        <ExternalLink href={editUrl(source.file)}>{words.edit}</ExternalLink>
      </Line>
    </Container>
  )
}
