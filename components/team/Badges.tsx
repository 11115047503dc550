// A list of badges (a team member's specialties): labels, not buttons (components/shapes/Badge.tsx).
import styled from '@emotion/styled'
import { Badge } from '../shapes/Badge.tsx'
import { plainList } from '../ui.tsx'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${plainList}
`

export function Badges({ items, label }: { items: string[]; label: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge>{item}</Badge>
        </li>
      ))}
    </List>
  )
}
