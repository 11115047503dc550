import { MdxBody } from '../../../components/mdx.tsx'
import { Prose } from '../../../components/ContentPage.tsx'
import { Container } from '../../../components/ui.tsx'
import { PageHead, useData } from '../../../renderer/pageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const member = useData<Data>()
  return (
    <Container>
      <PageHead title={member.data.name} description={`${member.data.name}, ${member.data.role} at our neurology practice: education, certifications and experience.`} />
      <a href="/our-team">Back to Team</a>
      <h1>{member.data.name}</h1>
      <p>{member.data.role}</p>
      <Prose>
        <MdxBody entry={member} />
      </Prose>
    </Container>
  )
}
