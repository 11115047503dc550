// The consultation types of content/consultation-types.yaml, for content/pages/consultations.mdx:
//   <ConsultationTypeList includesLabel="What's included" />
import { usePageContent } from '../i18n.ts'
import { Badge } from '../shapes/Badge.tsx'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'

export function ConsultationTypeList({ includesLabel }: { includesLabel: string }) {
  const { consultationTypes } = usePageContent()
  return (
    <CardGrid data-layout="grid" inText>
      {consultationTypes.map((type) => (
        <Card key={type.title} data-testid="consultation-type">
          <h3>{type.title}</h3>
          <p>
            <Badge data-testid="consultation-duration">{type.duration}</Badge>
          </p>
          <p>{type.description}</p>
          <h4>{includesLabel}</h4>
          <ul>
            {type.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      ))}
    </CardGrid>
  )
}
