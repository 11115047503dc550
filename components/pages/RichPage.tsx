// A content page whose Markdown (content/pages/<name>.mdx) lays out the whole page with the components
// of components/mdx/ (cards, steps, buttons, the lists of procedures or infusions…). A long one gets an
// "On this page" list of its sections, by the same rule as condition articles.
import { WithOnThisPage } from '../condition/OnThisPage.tsx'
import { pageText } from '../../lib/content/index.ts'
import { PageIntro } from '../ContentPage.tsx'
import { usePageLanguage } from '../i18n.ts'
import { MdxBody } from '../mdx/MdxBody.tsx'
import { RichBody } from '../shapes/RichBody.tsx'
import { Container } from '../ui.tsx'

export function RichPage({ name, canonicalPath }: { name: string; canonicalPath?: string }) {
  const entry = pageText(name, usePageLanguage())
  return (
    <>
      <PageIntro name={name} canonicalPath={canonicalPath} />
      <Container>
        <WithOnThisPage markdown={entry.body} text="page">
          <RichBody>
            <MdxBody entry={entry} />
          </RichBody>
        </WithOnThisPage>
      </Container>
    </>
  )
}
