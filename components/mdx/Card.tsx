// <Card title="In-Person"> text </Card>: one card of a <Cards> grid, with its heading.
import type { ReactNode } from 'react'
import { Card as CardItem } from '../shapes/Card.tsx'
import type { PropsOf } from './props.ts'

export function Card({ title, children }: PropsOf<'Card'> & { children?: ReactNode }) {
  return (
    <CardItem>
      <h3>{title}</h3>
      {children}
    </CardItem>
  )
}
