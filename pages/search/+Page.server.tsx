import { usePageUi } from '../../components/i18n.ts'
import { PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'

export default function Page() {
  return (
    <>
      <PageIntro name="search" />
      <Container>
        <Island name="SiteSearch" props={{ words: usePageUi().search }} />
        {/* The form still sends the words to /search?q=..., but only the script can search the index. */}
        <noscript>
          <p>{usePageUi().search.noScript}</p>
        </noscript>
      </Container>
    </>
  )
}
