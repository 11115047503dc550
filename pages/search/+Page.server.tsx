import { PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'

export default function Page() {
  return (
    <>
      <PageIntro name="search" />
      <Container>
        <Island name="SiteSearch" props={{}} />
      </Container>
    </>
  )
}
