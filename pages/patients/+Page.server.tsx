import { IntroPage } from '../../components/IntroPage.tsx'
import { usePageContent, usePageUi } from '../../components/i18n.ts'
import { Island } from '../../components/islands/Island.tsx'
import type { PanelId } from '../../components/islands/ResourceTabs.enhance.ts'

const order: PanelId[] = ['resources', 'preparation', 'policies']

export default function Page() {
  const { patientResources, site } = usePageContent()
  return (
    <IntroPage name="patients">
      <Island
        name="ResourceTabs"
        props={{ panels: order.map((id) => ({ id, ...patientResources[id] })), phone: site.phones.tollFree, label: usePageUi().patientResources.label }}
      />
    </IntroPage>
  )
}
