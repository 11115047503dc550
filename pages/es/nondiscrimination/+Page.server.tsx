// The Spanish page: the plain page's layout, which takes its words from content/es/ when rendered under /es/.
import { RichPage } from '../../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="nondiscrimination" />
}
