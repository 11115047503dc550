// <Note> text </Note>: a highlighted box for an important fact.
import styled from '@emotion/styled'
import { proseWidth } from '../shapes/RichBody.tsx'
import { colors, radii } from '../theme.ts'

export const Note = styled.div`
  max-width: ${proseWidth};
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${colors.accent};
  background: ${colors.accentTint};
  border-radius: 0 ${radii.medium} ${radii.medium} 0;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`
