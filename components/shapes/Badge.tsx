// A small label ("Outpatient", a specialty, a severity): not a control, so it looks flat and takes no pointer or focus.
import styled from '@emotion/styled'
import { colors, radii } from '../theme.ts'

/** How much the label stands out: `quiet` most labels, `soft` and `strong` the brand colour, `urgent` red. */
export type BadgeTone = 'quiet' | 'soft' | 'strong' | 'urgent'

const toneColors: Record<BadgeTone, string> = {
  quiet: `background: ${colors.accentTint}; color: ${colors.accentInk}; border-color: ${colors.accentTint};`,
  soft: `background: ${colors.primaryTint}; color: ${colors.primaryHover}; border-color: ${colors.primaryTintBorder};`,
  strong: `background: ${colors.primary}; color: ${colors.primaryText}; border-color: ${colors.primary};`,
  urgent: `background: ${colors.destructive}; color: ${colors.destructiveText}; border-color: ${colors.destructive};`,
}

export const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: BadgeTone }>`
  display: inline-block;
  padding: 0.0625rem 0.625rem;
  border: 1px solid;
  border-radius: ${radii.pill};
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.6;
  cursor: default;
  ${({ tone = 'quiet' }) => toneColors[tone]}
`
