import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'
import { getContent } from '../../lib/content/index.ts'

export default function Page() {
  const { slideshow, site } = getContent()
  return (
    <>
      <PageIntro name="slideshow" />
      <Container>
        <Island name="Slideshow" props={{ slides: slideshow, practiceName: site.practiceName, phone: site.phones.slideshow }} />
        <PageBody name="slideshow" />
      </Container>
    </>
  )
}
