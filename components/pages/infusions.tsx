// The infusion therapies of content/infusions/*.mdx, for content/pages/infusion.mdx:
//   <InfusionList usageLabel="How often" />
import { bodyOf, getContent } from '../../lib/content/index.ts'
import { mdxComponents } from '../mdx/index.ts'
import { Badge, CardBox, CardGrid } from '../shapes.tsx'

export function InfusionList({ usageLabel }: { usageLabel: string }) {
  const { infusions } = getContent()
  return (
    <CardGrid data-layout="grid" wide>
      {infusions.map((therapy) => {
        const Body = bodyOf(therapy)
        return (
          <CardBox key={therapy.slug} data-testid="infusion">
            <h3>{therapy.data.name}</h3>
            <p>
              <strong>{usageLabel}:</strong> <Badge data-testid="infusion-usage">{therapy.data.usage}</Badge>
            </p>
            <Body components={mdxComponents} />
          </CardBox>
        )
      })}
    </CardGrid>
  )
}
