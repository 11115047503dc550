// Team pictures: a bio without a photo shows the person's initials on a disc; adding `photo:` to the
// bio's frontmatter (and the file under public/images/team/) shows that picture instead.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TeamPhoto, initialsOf } from '../../../components/team/TeamPhoto.tsx'
import { validateContent } from '../../../lib/content/check/validate.ts'
import { check, checkOptions, fixtureFiles, withFile } from '../check/fixture-content.ts'

// On the small fixture content folder (tests/fixtures/small-clinic).
const bio = 'content/team/ann-lee.mdx'
const photoSrc = '/images/team/ann-lee.jpg'

/** The content as the build sees it, with `photo:` added to one bio and its file "dropped in" public/. */
function withPhoto(frontmatter: string, fileExists: boolean) {
  const files = withFile(bio, (text) => text.replace(/^order: .*$/m, (line) => `${line}\n${frontmatter}`))
  return validateContent(files, { ...checkOptions, publicFileExists: (p) => (p === photoSrc ? fileExists : checkOptions.publicFileExists(p)) })
}

describe('team photos', () => {
  it('shows initials on a decorative disc while a bio has no photo', () => {
    const member = check(fixtureFiles).content.team.find((t) => t.slug === 'ann-lee')!
    expect(member.data.photo).toBeUndefined()
    const html = renderToStaticMarkup(<TeamPhoto name={member.data.name} photo={member.data.photo} />)
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
    expect(html).toContain('>AL</text>')
    expect(html).not.toContain('<img')
  })

  it('shows the photo once the bio names one that exists', () => {
    const { content, problems } = withPhoto(`photo:\n  src: ${photoSrc}\n  alt: Portrait of Dr. Ann Lee`, true)
    expect(problems.filter((p) => p.level === 'error' && p.file === bio)).toEqual([])
    const member = content.team.find((t) => t.slug === 'ann-lee')!
    const html = renderToStaticMarkup(<TeamPhoto name={member.data.name} photo={member.data.photo} />)
    expect(html).toContain(`src="${photoSrc}"`)
    expect(html).toContain('alt="Portrait of Dr. Ann Lee"')
    expect(html).toMatch(/width="112" height="112"/)
    expect(html).not.toContain('<svg')
  })

  it('stops the build when the photo file is missing or has no text alternative', () => {
    const missing = withPhoto(`photo:\n  src: ${photoSrc}\n  alt: Portrait of Dr. Ann Lee`, false).problems
    expect(missing.map((p) => p.message).join('\n')).toContain(`The picture "${photoSrc}" does not exist`)
    const noAlt = withPhoto(`photo:\n  src: ${photoSrc}\n  alt: ""`, true).problems
    expect(noAlt.find((p) => p.file === bio)?.message).toContain('needs an "alt" text')
  })

  it('takes the initials from the name, leaving out credentials', () => {
    expect(initialsOf('Amelia Hart, MD')).toBe('AH')
    expect(initialsOf('Grace Thibodeaux, APRN, FNP-C')).toBe('GT')
    expect(initialsOf('Pediatric Neurologist')).toBe('PN')
    expect(initialsOf('Neuropsychologist')).toBe('N')
  })
})

describe('team bios', () => {
  const { content } = check(fixtureFiles)
  it('list only offices that exist in content/locations.yaml', () => {
    const offices = content.locations.map((l) => l.name)
    for (const member of content.team) {
      for (const office of member.data.locations ?? []) expect(offices, `${member.file} lists "${office}"`).toContain(office)
    }
  })
})
