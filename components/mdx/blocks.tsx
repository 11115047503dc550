// The blocks editors write by hand around their text (<Cards>/<Card>, <Steps>/<Step>, <Note>, <Actions>)
// and Markdown's own pictures.
import styled from '@emotion/styled'
import type { ElementType, ImgHTMLAttributes, PropsWithChildren } from 'react'
import { imageSize } from '../../lib/content/imageSize.ts'
import { SHOWN_WIDTHS } from '../../lib/content/images.ts'
import { Picture } from '../Picture.tsx'
import { Card as CardItem } from '../shapes/Card.tsx'
import { CardGrid } from '../shapes/CardGrid.tsx'
import { proseWidth } from '../shapes/RichBody.tsx'
import { breakpoints, colors, radii } from '../theme.ts'

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 2rem 0;
`

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

export const Cards = ({ children }: PropsWithChildren) => <CardGrid data-layout="grid" inText columns={4}>{children}</CardGrid>

/** An item with its heading: <Card title="…"> of <Cards>, <Step title="…"> of <Steps>. */
const titled = (Item: ElementType) =>
  function Titled({ title, children }: PropsWithChildren<{ title: string }>) {
    return (
      <Item>
        <h3>{title}</h3>
        {children}
      </Item>
    )
  }

export const Card = titled(CardItem)

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

export const Steps = ({ children }: PropsWithChildren) => <StepList data-layout="steps">{children}</StepList>

export const Step = titled('li')

/** Every Markdown picture: at its own size or the text column's width, whichever is smaller, with its height set so nothing moves. */
export function MarkdownPicture({ src = '', alt = '', title }: ImgHTMLAttributes<HTMLImageElement>) {
  const size = imageSize(src)
  const width = Math.min(size?.width ?? SHOWN_WIDTHS.text, SHOWN_WIDTHS.text)
  const height = Math.round(size ? (width * size.height) / size.width : (width * 2) / 3)
  return <Picture src={src} alt={alt} title={title} width={width} height={height} style={{ maxWidth: '100%', height: 'auto' }} />
}
