// <Actions> … </Actions>: a row of buttons.
import styled from '@emotion/styled'
import { z } from 'zod'

export const props = () => z.strictObject({})

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 2rem 0;
`
