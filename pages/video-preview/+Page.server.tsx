import { usePageContent, usePageUi } from '../../components/i18n.ts'
import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'

export default function Page() {
  const { videoScenes, site } = usePageContent()
  return (
    <>
      <PageIntro name="video-preview" />
      <Container>
        <Island
          name="VideoPreview"
          props={{ scenes: videoScenes, practiceName: site.practiceName, phone: site.phones.tollFree, words: usePageUi().videoPreview }}
        />
        <PageBody name="video-preview" />
      </Container>
    </>
  )
}
