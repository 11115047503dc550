// The practice mark: a stylised neuron. Decorative: the practice name always stands beside it.
import { colors } from './theme.ts'

export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 40 40" focusable="false">
      <circle cx="20" cy="20" r="19" fill={colors.primary} />
      <circle cx="20" cy="20" r="5" fill={colors.onDark} />
      <path
        d="M20 15V7M20 25v8M15 20H7M25 20h8M16.5 16.5l-5-5M23.5 23.5l5 5M23.5 16.5l5-5M16.5 23.5l-5 5"
        stroke={colors.onDark}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  )
}
