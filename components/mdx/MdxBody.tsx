// The Markdown text of a content entry, rendered with every component of the registry (index.ts).
import { bodyOf } from '../../lib/content/index.ts'
import { mdxComponents } from './index.ts'

export function MdxBody({ entry }: { entry: { file: string } }) {
  const Body = bodyOf(entry)
  return <Body components={mdxComponents} />
}
