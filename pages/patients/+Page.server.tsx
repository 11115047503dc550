import { usePageContent, usePageUi } from '../../components/i18n.ts'
import { PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import type { PanelId } from '../../components/islands/ResourceTabs.enhance.ts'
import { Container } from '../../components/ui.tsx'

const order: PanelId[] = ['resources', 'preparation', 'policies']

export default function Page() {
  const { patientResources, site } = usePageContent()
  return (
    <>
      <PageIntro name="patients" />
      <Container>
        <Island
          name="ResourceTabs"
          props={{ panels: order.map((id) => ({ id, ...patientResources[id] })), phone: site.phones.tollFree, label: usePageUi().patientResources.label }}
        />
      </Container>
    </>
  )
}
