import { IntroPage } from '../../components/IntroPage.tsx'
import { usePageContent, usePageUi } from '../../components/i18n.ts'
import { PageBody } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'

export default function Page() {
  const { videoScenes, site } = usePageContent()
  return (
    <IntroPage name="video-preview">
      <Island
        name="VideoPreview"
        props={{ scenes: videoScenes, practiceName: site.practiceName, phone: site.phones.tollFree, words: usePageUi().videoPreview }}
      />
      <PageBody name="video-preview" />
    </IntroPage>
  )
}
