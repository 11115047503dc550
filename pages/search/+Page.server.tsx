import { PageIntro } from '../../components/ContentPage.tsx'
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui.tsx'

export default function Page() {
  return (
    <>
      <PageIntro name="search" />
      <Container>
        <Island name="SiteSearch" props={{}} />
        {/* The form still sends the words to /search?q=..., but only the script can search the index. */}
        <noscript>
          <p>Search needs JavaScript, which is turned off in this browser. Please use the menu, or call us.</p>
        </noscript>
      </Container>
    </>
  )
}
