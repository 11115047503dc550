import { IntroPage } from '../../components/IntroPage.tsx'
import { PageBody } from '../../components/ContentPage.tsx'
import { FormNote } from '../../components/forms/FormParts.tsx'
import { usePageContent, useLocale } from '../../components/i18n.ts'
import { Island } from '../../components/islands/Island.tsx'
import { pageText } from '../../lib/content/index.ts'

export default function Page() {
  const { site } = usePageContent()
  const { lang, words: ui, href } = useLocale()
  return (
    <IntroPage name="contactus">
      <FormNote>{pageText('contactus', lang).data.formNote}</FormNote>
      <Island name="ContactForm" props={{ errorPhone: site.phones.errorMessage, phone: site.phones.tollFree, text: ui.form }} />
      <PageBody name="contactus" />
      <p data-print-hide>
        <a href={href('pages', 'home')}>{ui.backToHome}</a>
      </p>
    </IntroPage>
  )
}
