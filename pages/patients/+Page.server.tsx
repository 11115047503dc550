import { PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { ResourceTabs, type PanelId } from '../../components/pages/ResourceTabs.tsx'
import { Container } from '../../components/ui.tsx'
import { getContent } from '../../lib/content/index.ts'

const order: PanelId[] = ['resources', 'preparation', 'policies']

export default function Page() {
  const { patientResources, site } = getContent()
  return (
    <>
      <PageIntro name="patients" />
      <Container>
        <Island
          name="ResourceTabs"
          component={ResourceTabs}
          props={{ panels: order.map((id) => ({ id, ...patientResources[id] })), phone: site.phones.tollFree }}
        />
      </Container>
    </>
  )
}
