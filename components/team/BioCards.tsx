// The facts of a bio as cards: Education, Certifications, Experience and, when listed, Locations.
import styled from '@emotion/styled'
import { colors, radii } from '../theme.ts'

const Card = styled.section`
  padding: 1.25rem 1.25rem 1.375rem;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-top: 4px solid ${colors.accent};
  border-radius: ${radii.large};
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.75rem;
    font-size: 1.1875rem;
    color: ${colors.primary};
  }
  h2 svg {
    flex: none;
    width: 1.375rem;
    height: 1.375rem;
    color: ${colors.accent};
  }
  ul {
    margin: 0;
    padding-left: 1.125rem;
  }
  li + li {
    margin-top: 0.5rem;
  }
  li::marker {
    color: ${colors.accent};
  }
`

const icons = {
  education: 'M3 9l9-5 9 5-9 5-9-5zm4 2.5V16c0 1.5 2.5 3 5 3s5-1.5 5-3v-4.5M21 9v6',
  certifications: 'M12 3l2.2 2 3-.3.6 3 2.6 1.5-1.3 2.8 1.3 2.8-2.6 1.5-.6 3-3-.3L12 21l-2.2-2-3 .3-.6-3-2.6-1.5L4.9 12 3.6 9.2l2.6-1.5.6-3 3 .3zM9 12l2 2 4-4',
  experience: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  locations: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  languages: 'M4 5h16v11H10l-6 4V5zM8 9h8M8 12h5',
} as const

export function BioCard({ icon, title, items }: { icon: keyof typeof icons; title: string; items: string[] }) {
  const id = `bio-${icon}`
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={icons[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  )
}
