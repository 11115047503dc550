// Every plain page: a content/pages/<name>.mdx without a pages/<name>/ folder of its own is shown at
// /<name>, laid out by its Markdown and the components of components/mdx/. Adding such a page is
// adding that one file. Also its translations (content/<lang>/pages/<name>.mdx), at /<lang>/<name>.
import { RichPage } from '../../components/pages/RichPage.tsx'
import { useData } from '../../lib/page/pageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { name } = useData<Data>()
  return <RichPage name={name} />
}
