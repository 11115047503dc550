// <Step title="Schedule"> text </Step>: one step of a <Steps> list.
import type { ReactNode } from 'react'
import { z } from 'zod'
import { text } from './props.ts'

export const props = () => z.strictObject({ title: text() })

export function Step({ title, children }: z.infer<ReturnType<typeof props>> & { children?: ReactNode }) {
  return (
    <li>
      <h3>{title}</h3>
      {children}
    </li>
  )
}
