import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { FormNote } from '../../components/forms/FormParts.tsx'
import { usePageContent, usePageLanguage, uiText } from '../../components/i18n.ts'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'
import { pageText } from '../../lib/content/index.ts'
import { routeIn } from '../../lib/content/routes.ts'

export default function Page() {
  const { site } = usePageContent()
  const lang = usePageLanguage()
  const ui = uiText(lang)
  return (
    <>
      <PageIntro name="contactus" />
      <Container>
        <FormNote>{pageText('contactus', lang).data.formNote}</FormNote>
        <Island name="ContactForm" props={{ errorPhone: site.phones.errorMessage, text: ui.form }} />
        <PageBody name="contactus" />
        <p data-print-hide>
          <a href={routeIn(lang, '/')}>{ui.backToHome}</a>
        </p>
      </Container>
    </>
  )
}
