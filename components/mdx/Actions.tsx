// <Actions> … </Actions>: a row of buttons.
import styled from '@emotion/styled'

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 2rem 0;
`
