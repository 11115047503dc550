// The infusion therapies of content/infusions/*.mdx, for content/pages/infusion.mdx:
//   <InfusionList usageLabel="How often" />
import { usePageContent } from '../i18n.ts'
import { bodyOf } from '../../lib/content/index.ts'
import { useBodyComponents } from '../mdx/bodyComponents.ts'
import { Badge } from '../shapes/Badge.tsx'
import { Card } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'

export function InfusionList({ usageLabel }: { usageLabel: string }) {
  const mdxComponents = useBodyComponents()
  const { infusions } = usePageContent()
  return (
    <CardGrid data-layout="grid" inText columns={2}>
      {infusions.map((therapy) => {
        const Body = bodyOf(therapy)
        return (
          <Card key={therapy.slug} data-testid="infusion">
            <h3>{therapy.data.name}</h3>
            <p>
              <strong>{usageLabel}:</strong> <Badge data-testid="infusion-usage">{therapy.data.usage}</Badge>
            </p>
            <Body components={mdxComponents} />
          </Card>
        )
      })}
    </CardGrid>
  )
}
