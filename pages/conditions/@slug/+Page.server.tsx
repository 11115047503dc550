import { MdxBody } from '../../../components/mdx.tsx'
import { Prose } from '../../../components/ContentPage.tsx'
import { Container } from '../../../components/ui.tsx'
import { PageHead, useData } from '../../../renderer/pageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const condition = useData<Data>()
  return (
    <Container>
      <PageHead title={condition.data.title} description={condition.data.description} />
      <h1>{condition.data.title}</h1>
      <Prose>
        <MdxBody entry={condition} />
      </Prose>
    </Container>
  )
}
