// A content entry's Markdown with the MDX components, handed down to the bodies a component shows inside it.
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
