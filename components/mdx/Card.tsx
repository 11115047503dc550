// <Card title="In-Person"> text </Card>: one card of a <Cards> grid, with its heading.
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { Card as CardItem } from '../shapes/Card.tsx'
import type { mdxProps } from '../../lib/content/mdxProps.ts'

export function Card({ title, children }: z.infer<ReturnType<typeof mdxProps.Card>> & { children?: ReactNode }) {
  return (
    <CardItem>
      <h3>{title}</h3>
      {children}
    </CardItem>
  )
}
