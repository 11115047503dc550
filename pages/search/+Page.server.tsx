import { IntroPage } from '../../components/IntroPage.tsx'
import { usePageUi } from '../../components/i18n.ts'
import { Island } from '../../components/islands/Island.tsx'

export default function Page() {
  return (
    <IntroPage name="search">
      <Island name="SiteSearch" props={{ words: usePageUi().search }} />
      {/* The form still sends the words to /search?q=..., but only the script can search the index. */}
      <noscript>
        <p>{usePageUi().search.noScript}</p>
      </noscript>
    </IntroPage>
  )
}
