// The buttons at the end of a condition page, from the frontmatter `actions`: the first stands out.
import styled from '@emotion/styled'
import type { Condition } from '../../lib/content/schema.ts'
import { breakpoints, colors } from '../theme.ts'
import { ButtonLink } from '../ui.tsx'

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 2.5rem;
  padding-top: 2rem;
  border-top: 1px solid ${colors.border};
  ${breakpoints.medium} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`

export function ConditionActions({ actions }: { actions: NonNullable<Condition['actions']> }) {
  if (actions.length === 0) return null
  return (
    <Row>
      {actions.map((action, index) => (
        <ButtonLink key={action.href + action.label} href={action.href} variant={index === 0 ? 'primary' : 'secondary'}>
          {action.label}
        </ButtonLink>
      ))}
    </Row>
  )
}
