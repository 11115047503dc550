import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { usePageContent, usePageLanguage, uiText } from '../../components/i18n.ts'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'
import { pageText } from '../../lib/content/index.ts'
import { routeIn } from '../../lib/content/routes.ts'

export default function Page() {
  const { site, locations, insurance } = usePageContent()
  const lang = usePageLanguage()
  const ui = uiText(lang)
  return (
    <>
      <PageIntro name="consultation-form" />
      <Container>
        <Island
          name="AppointmentForm"
          props={{
            locations: locations.map((l) => l.name),
            insurancePlans: insurance.plans,
            errorPhone: site.phones.errorMessage,
            messageHint: pageText('consultation-form', lang).data.formNote ?? '',
            text: ui.form,
          }}
        />
        <PageBody name="consultation-form" />
        <p data-print-hide>
          <a href={routeIn(lang, '/')}>{ui.backToHome}</a>
        </p>
      </Container>
    </>
  )
}
