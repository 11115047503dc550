// /legal shows the same Policies and Information page as /policies (docs/requirements.md §2), which it
// names as the original address.
import { RichPage } from '../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="policies" canonicalPath="/policies" />
}
