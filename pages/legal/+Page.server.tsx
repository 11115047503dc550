// /legal shows the Policies page, naming /policies as the original address.
import { RichPage } from '../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="policies" canonicalPath="/policies" />
}
