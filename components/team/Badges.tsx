// Specialty badges: labels, not buttons, so they look flat and do nothing when pressed.
import styled from '@emotion/styled'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.25rem 0.75rem;
    border-radius: 999px;
    background: #e2f1ef;
    color: #0b5c56;
    font-size: 0.9375rem;
    font-weight: 600;
    line-height: 1.4;
  }
`

export function Badges({ items, label }: { items: string[]; label: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  )
}
