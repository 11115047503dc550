// The home page, the same component in every language: content/<lang>/home.yaml, pages/home.mdx and the
// pages it links to in that language.
import { useLocale, usePageContent, usePageUi } from '../../components/i18n.ts'
import { pageText } from '../../lib/content/index.ts'
import { About, ConditionsGrid, Insurance, Services } from '../../components/home/sections.tsx'
import { Hero } from '../../components/home/Hero.tsx'
import { Locations } from '../../components/home/Locations.tsx'
import { PageHead, StructuredData } from '../../lib/page/pageContext.tsx'
import { practiceJsonLd } from '../../renderer/jsonLd.ts'
import { upcomingClosures } from '../../lib/content/time/closures.ts'

export default function Page() {
  const { lang, href } = useLocale()
  const { home, site, stats, insurance, locations, locationsPage, conditions, closures } = usePageContent()
  const page = pageText('home', lang).data
  const services = conditions
    .filter((condition) => condition.data.layout === 'service')
    .map((condition) => ({ title: condition.data.title, subtitle: condition.data.subtitle, href: href('conditions', condition.slug) }))
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <StructuredData data={practiceJsonLd(site, locations, lang, usePageUi().footer.tagline, (office) => upcomingClosures(office, closures))} />
      <Hero page={page} hero={home.hero} social={site.social} />
      <ConditionsGrid conditions={home.conditions} />
      <Services services={home.services} items={services} />
      <About about={home.about} stats={stats} />
      <Insurance insurance={home.insurance} data={insurance} />
      <Locations text={home.locations} locations={locations} phone={site.phones.tollFree} pageLinkLabel={locationsPage.officeLinkLabel} />
    </>
  )
}
