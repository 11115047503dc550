// Every content/pages/<name>.mdx without a folder of its own, at /<name> (and its translations), laid out by its Markdown.
import { RichPage } from '../../components/pages/RichPage.tsx'
import { useData } from '../../lib/page/pageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { name } = useData<Data>()
  return <RichPage name={name} />
}
