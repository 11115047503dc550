import { PageBody, PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'
import { getContent, pageText } from '../../lib/content/index.ts'

export default function Page() {
  const { site, locations, insurance } = getContent()
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
            messageHint: pageText('consultation-form').data.formNote ?? '',
          }}
        />
        <PageBody name="consultation-form" />
        <p>
          <a href="/">Back to Home</a>
        </p>
      </Container>
    </>
  )
}
