// Every content/pages/<name>.mdx without a folder of its own, at /<name> (and its translations), laid out by
// its Markdown; /legal shows /policies.
import { RichPage } from '../../components/pages/RichPage.tsx'
import { useData } from '../../lib/page/pageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { name, canonicalPath } = useData<Data>()
  return <RichPage name={name} canonicalPath={canonicalPath} />
}
