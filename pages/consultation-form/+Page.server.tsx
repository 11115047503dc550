import { IntroPage } from '../../components/IntroPage.tsx'
import { PageBody } from '../../components/ContentPage.tsx'
import { usePageContent, useLocale } from '../../components/i18n.ts'
import { Island } from '../../components/islands/Island.tsx'
import { pageText } from '../../lib/content/index.ts'

export default function Page() {
  const { site, locations, insurance } = usePageContent()
  const { lang, words: ui, href } = useLocale()
  return (
    <IntroPage name="consultation-form">
      <Island
        name="AppointmentForm"
        props={{
          locations: locations.map((l) => l.name),
          insurancePlans: insurance.plans,
          errorPhone: site.phones.errorMessage,
          phone: site.phones.tollFree,
          messageHint: pageText('consultation-form', lang).data.formNote ?? '',
          text: ui.form,
        }}
      />
      <PageBody name="consultation-form" />
      <p data-print-hide>
        <a href={href('pages', 'home')}>{ui.backToHome}</a>
      </p>
    </IntroPage>
  )
}
