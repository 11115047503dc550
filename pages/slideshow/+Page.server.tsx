import { usePageContent, useLocale, usePageUi } from '../../components/i18n.ts'
import { PageBody } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'
import { pageText } from '../../lib/content/index.ts'
import { PageHead } from '../../lib/page/pageContext.tsx'

// A kiosk page (front matter `kiosk: true`): the slideshow fills the window; the staff's instructions follow.
export default function Page() {
  const { slideshow, site } = usePageContent()
  const page = pageText('slideshow', useLocale().lang)
  return (
    <>
      <PageHead title={page.data.title} description={page.data.description} noindex />
      <Island
        name="Slideshow"
        props={{ slides: slideshow, practiceName: site.practiceName, phone: site.phones.slideshow, heading: page.data.heading, words: usePageUi().slideshow }}
      />
      <Container>
        {page.data.intro && <p>{page.data.intro}</p>}
        <PageBody name="slideshow" />
      </Container>
    </>
  )
}
