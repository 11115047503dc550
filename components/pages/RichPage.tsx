// A content page whose Markdown (content/pages/<name>.mdx) lays out the whole page with the components
// of components/mdx/ (cards, steps, buttons, the lists of procedures or infusions…).
import { pageText } from '../../lib/content/index.ts'
import { PageIntro } from '../ContentPage.tsx'
import { usePageLanguage } from '../i18n.ts'
import { MdxBody } from '../mdx/MdxBody.tsx'
import { RichBody } from '../shapes/RichBody.tsx'
import { Container } from '../ui.tsx'

export function RichPage({ name, canonicalPath }: { name: string; canonicalPath?: string }) {
  return (
    <>
      <PageIntro name={name} canonicalPath={canonicalPath} />
      <Container>
        <RichBody>
          <MdxBody entry={pageText(name, usePageLanguage())} />
        </RichBody>
      </Container>
    </>
  )
}
