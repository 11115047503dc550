// Every translated plain page: a content/es/pages/<name>.mdx whose English page is a plain page is
// shown at /es/<name>, laid out like the English one. Adding such a translation is adding that one file.
import { RichPage } from '../../../components/pages/RichPage.tsx'
import { useData } from '../../../renderer/pageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { name } = useData<Data>()
  return <RichPage name={name} canonicalPath={`/es/${name}`} />
}
