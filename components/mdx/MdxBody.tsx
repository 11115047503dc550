// The Markdown text of a content entry, rendered with every component of the registry (index.ts),
// which it also hands down to the entries' bodies a component shows inside it (bodyComponents.ts).
import { bodyOf } from '../../lib/content/index.ts'
import { BodyComponents } from './bodyComponents.ts'
import { mdxComponents } from './index.ts'

export function MdxBody({ entry }: { entry: { file: string } }) {
  const Body = bodyOf(entry)
  return (
    <BodyComponents.Provider value={mdxComponents}>
      <Body components={mdxComponents} />
    </BodyComponents.Provider>
  )
}
