// A page under the heading and introduction of content/pages/<name>.mdx, its content in the page's column.
import type { ReactNode } from 'react'
import { PageIntro } from './ContentPage.tsx'
import { Container } from './ui.tsx'

export function IntroPage({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <PageIntro name={name} />
      <Container>{children}</Container>
    </>
  )
}
