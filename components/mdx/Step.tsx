// <Step title="Schedule"> text </Step>: one step of a <Steps> list.
import type { ReactNode } from 'react'
import type { PropsOf } from './props.ts'

export function Step({ title, children }: PropsOf<'Step'> & { children?: ReactNode }) {
  return (
    <li>
      <h3>{title}</h3>
      {children}
    </li>
  )
}
