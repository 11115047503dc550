// The MDX components, handed down by MdxBody (MdxBody.tsx) to the bodies that a component of a body
// renders in its turn: ProcedureList, InfusionList and PolicySections show each procedure's, therapy's
// and policy's own Markdown. Through React context rather than an import, because the registry
// (index.ts) lists those components: their importing it would make a circle.
import { createContext, useContext } from 'react'
import type { UseMdxComponents } from '@mdx-js/mdx'

type MDXComponents = ReturnType<UseMdxComponents>

export const BodyComponents = createContext<MDXComponents | null>(null)

/** The components to render an entry's Markdown with, inside a content file's text. */
export function useBodyComponents(): MDXComponents {
  const components = useContext(BodyComponents)
  if (!components) throw new Error('This component shows Markdown of its own, so it works only inside the text of a content file (rendered by MdxBody).')
  return components
}
