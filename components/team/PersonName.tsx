// A name with credentials ("Sarah Fontenot, APRN, FNP-BC") that wraps before the credentials,
// never inside them ("FNP-" / "BC").
import styled from '@emotion/styled'

const Credentials = styled.span`
  white-space: nowrap;
`

export function PersonName({ name }: { name: string }) {
  const comma = name.indexOf(', ')
  if (comma < 0) return <>{name}</>
  return (
    <>
      {name.slice(0, comma + 1)} <Credentials>{name.slice(comma + 2)}</Credentials>
    </>
  )
}
