// The Spanish home page (/es): a plain page laid out by content/es/pages/home.mdx (services, the
// conditions grid, the offices, how to ask for an appointment), simpler than the English home page.
import { RichPage } from '../../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="home" canonicalPath="/es" />
}
