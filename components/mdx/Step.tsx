// <Step title="Schedule"> text </Step>: one step of a <Steps> list.
import type { ReactNode } from 'react'
import type { z } from 'zod'
import type { mdxProps } from '../../lib/content/mdxProps.ts'

export function Step({ title, children }: z.infer<ReturnType<typeof mdxProps.Step>> & { children?: ReactNode }) {
  return (
    <li>
      <h3>{title}</h3>
      {children}
    </li>
  )
}
