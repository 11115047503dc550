// A page laid out by its Markdown (content/pages/<name>.mdx) and the MDX components; a long one gets an
// "On this page" list, by the same rule as condition articles.
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
        <WithOnThisPage entry={entry} text="page">
          <RichBody>
            <MdxBody entry={entry} />
          </RichBody>
        </WithOnThisPage>
      </Container>
    </>
  )
}
