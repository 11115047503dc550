// Also shown at /legal (pages/legal re-exports this page); both name /policies as the original address.
import { RichPage } from '../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="policies" canonicalPath="/policies" />
}
