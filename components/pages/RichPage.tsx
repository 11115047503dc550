// A content page whose Markdown (content/pages/<name>.mdx) lays out the whole page with the blocks of
// blocks.tsx, plus any components the page adds (such as the list of procedures).
import type { ComponentType } from 'react'
import { bodyOf, pageText } from '../../lib/content/index.ts'
import { PageIntro } from '../ContentPage.tsx'
import { usePageLanguage } from '../i18n.ts'
import { mdxComponents } from '../mdx.tsx'
import { Container } from '../ui.tsx'
import { RichBody, blockComponents } from './blocks.tsx'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX passes each component its own props
type Components = Record<string, ComponentType<any>>

export function RichPage({ name, components = {}, canonicalPath }: { name: string; components?: Components; canonicalPath?: string }) {
  const page = pageText(name, usePageLanguage())
  const Body = bodyOf(page)
  return (
    <>
      <PageIntro name={name} canonicalPath={canonicalPath} />
      <Container>
        <RichBody>
          <Body components={{ ...mdxComponents, ...blockComponents, ...components }} />
        </RichBody>
      </Container>
    </>
  )
}
