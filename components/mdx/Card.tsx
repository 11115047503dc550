// <Card title="In-Person"> text </Card>: one card of a <Cards> grid, with its heading.
import type { ReactNode } from 'react'
import { z } from 'zod'
import { Card as CardItem } from '../shapes/Card.tsx'
import { text } from './props.ts'

export const props = () => z.strictObject({ title: text() })

export function Card({ title, children }: z.infer<ReturnType<typeof props>> & { children?: ReactNode }) {
  return (
    <CardItem>
      <h3>{title}</h3>
      {children}
    </CardItem>
  )
}
