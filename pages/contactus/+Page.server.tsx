import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { FormNote } from '../../components/forms/FormParts.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'
import { getContent, pageText } from '../../lib/content/index.ts'

export default function Page() {
  const { site } = getContent()
  return (
    <>
      <PageIntro name="contactus" />
      <Container>
        <FormNote>{pageText('contactus').data.formNote}</FormNote>
        <Island name="ContactForm" props={{ errorPhone: site.phones.errorMessage }} />
        <PageBody name="contactus" />
        <p>
          <a href="/">Back to Home</a>
        </p>
      </Container>
    </>
  )
}
