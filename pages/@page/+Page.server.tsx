// Every content/pages/<name>.mdx without a folder of its own, at /<name> (and its translations), laid out by
// its Markdown; /legal shows /policies.
import { RichPage } from '../../components/pages/RichPage.tsx'
import { siteRoutes } from '../../lib/content/index.ts'
import { aliases, pageAt } from '../../lib/content/routes.ts'
import { usePageContext } from '../../lib/page/pageContext.tsx'

export default function Page() {
  const { urlPathname } = usePageContext()
  // A second address (/legal) names the page's own as the original.
  return <RichPage name={pageAt(siteRoutes(), urlPathname)!.slug} canonicalPath={aliases[urlPathname]} />
}
