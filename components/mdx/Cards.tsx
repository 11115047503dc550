// <Cards> <Card title="In-Person"> text </Card> … </Cards>: a grid of cards (a list).
import type { ReactNode } from 'react'
import { CardGrid } from '../shapes/CardGrid.tsx'

export function Cards({ children }: { children?: ReactNode }) {
  return <CardGrid data-layout="grid" inText columns={4}>{children}</CardGrid>
}
