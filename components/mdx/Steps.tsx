// <Steps> <Step title="Schedule"> text </Step> … </Steps>: numbered steps (an ordered list).
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { breakpoints, colors, radii } from '../theme.ts'

const StepList = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 1.5rem 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${breakpoints.medium} {
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  }
  && > li {
    counter-increment: step;
    position: relative;
    margin: 0;
    padding: 1rem 1.25rem 1rem 4rem;
    background: ${colors.surface};
    border-radius: ${radii.large};
  }
  > li::before {
    content: counter(step);
    position: absolute;
    left: 1.25rem;
    top: 1rem;
    width: 2rem;
    height: 2rem;
    border-radius: ${radii.round};
    background: ${colors.primary};
    color: ${colors.primaryText};
    font-weight: 700;
    display: grid;
    place-items: center;
  }
  h3 {
    margin: 0.125rem 0 0.25rem;
    font-size: 1.125rem;
    color: ${colors.primary};
  }
  p {
    margin: 0;
  }
`

export function Steps({ children }: { children?: ReactNode }) {
  return <StepList data-layout="steps">{children}</StepList>
}
