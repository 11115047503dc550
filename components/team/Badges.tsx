// A list of badges (a team member's specialties): labels, not buttons (components/shapes/Badge.tsx).
import styled from '@emotion/styled'
import { Badge } from '../shapes/Badge.tsx'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
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
