// A box to read before the rest of the page: a warm tint with a bar at its left, red when `urgent`.
import styled from '@emotion/styled'
import { colors, radii } from '../theme.ts'

export const Notice = styled('div', { shouldForwardProp: (prop) => prop !== 'urgent' })<{ urgent?: boolean }>`
  margin: 2rem 0;
  padding: 1rem 1.25rem;
  background: ${colors.noticeTint};
  border: 1px solid ${colors.noticeBorder};
  border-left: 6px solid ${({ urgent }) => (urgent ? colors.destructive : colors.notice)};
  border-radius: ${radii.medium};
  p {
    margin: 0;
  }
`
