// The structured data search engines read (renderer/jsonLd.ts), built from the real content: each block
// as a whole, so a fact left out, renamed or given the wrong address shows.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../../lib/content/check/load.ts'
import { nonEmpty } from '../../oracles.ts'
import { officeSlug, routeTable } from '../../../lib/content/routes.ts'
import { breadcrumbList, conditionJsonLd, internationalPhone, officeJsonLd, practiceJsonLd, teamMemberJsonLd } from '../../../renderer/jsonLd.ts'

const { content } = loadContent(process.cwd(), undefined, { compileBodies: false })
const { site, locations, team, conditions } = content
const routes = routeTable(content)
const base = 'https://www.example.org'
const practiceName = site.practiceName
const practice = { '@type': 'MedicalClinic', '@id': `${base}/#practice`, name: practiceName, url: `${base}/` }
const translated = (path: string) => routes.pages.has(`/es${path}`)

// Every address is on SITE_URL (the unit tests' settings put the environment back after each test).
beforeEach(() => vi.stubEnv('SITE_URL', base))

describe('phone numbers', () => {
  it('are written in international form', () => {
    expect(internationalPhone('(985) 555-0100')).toBe('+1-985-555-0100')
    expect(internationalPhone('1-800-555-0199')).toBe('+1-800-555-0199')
    expect(internationalPhone('985-555-0100')).toBe('+1-985-555-0100')
  })
})

describe('an office page', () => {
  const office = { ...locations[0]!, name: 'St. Tammany North', hours: { 'mon-thu': '08:00-16:30', fri: '08:00-12:00' }, closures: [] }
  const [, locality, region, postalCode] = /^(.+), ([A-Z]{2}) (\d{5})$/.exec(locations[0]!.city)!
  const trail = breadcrumbList([
    { name: practiceName, path: '/' },
    { name: 'Our Locations', path: '/locations' },
  ])

  it('describes the office, its hours, its closed days and the page with its trail', () => {
    const closures = [{ from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }, { date: '2027-01-01', reason: 'New Year' }]
    const slug = officeSlug(office.name)
    expect(slug).toBe('st-tammany-north')
    expect(officeJsonLd(site, office, closures, 'en', trail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': `${base}/#location-st-tammany-north`,
      name: `${practiceName} – St. Tammany North`,
      url: `${base}/locations/st-tammany-north`,
      parentOrganization: { '@id': `${base}/#practice` },
      address: { '@type': 'PostalAddress', streetAddress: office.address, addressLocality: locality, addressRegion: region, postalCode, addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
      telephone: internationalPhone(site.phones.tollFree),
      faxNumber: internationalPhone(site.phones.fax),
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((day) => `https://schema.org/${day}`), opens: '08:00', closes: '16:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '08:00', closes: '12:00' },
      ],
      specialOpeningHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-26', opens: '00:00', closes: '00:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-01', validThrough: '2027-01-01', opens: '00:00', closes: '00:00' },
      ],
      medicalSpecialty: 'https://schema.org/Neurologic',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}/locations/st-tammany-north`, url: `${base}/locations/st-tammany-north`, inLanguage: 'en-US', breadcrumb: trail },
    })
    expect(officeJsonLd(site, office, [], 'en', trail)).not.toHaveProperty('specialOpeningHoursSpecification')
  })

  it('is the same clinic in every language: only the page describing it differs', () => {
    const real = locations[0]!
    const path = `/locations/${officeSlug(real.name)}`
    const english = officeJsonLd(site, real, [], 'en', trail)
    const spanish = officeJsonLd(site, real, [], 'es', trail)
    expect(spanish.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${base}/es${path}`, url: `${base}/es${path}`, inLanguage: 'es-US', breadcrumb: trail })
    expect({ ...spanish, mainEntityOfPage: undefined }).toEqual({ ...english, mainEntityOfPage: undefined })
    expect(english.url).toBe(`${base}${path}`)
  })
})

describe('the breadcrumb trail', () => {
  it('numbers each page from the home page down, at its full address', () => {
    expect(breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Conditions', path: '/disorders' }, { name: 'Stroke', path: '/conditions/stroke' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
        { '@type': 'ListItem', position: 2, name: 'Conditions', item: `${base}/disorders` },
        { '@type': 'ListItem', position: 3, name: 'Stroke', item: `${base}/conditions/stroke` },
      ],
    })
  })
})

describe('the home page', () => {
  const tagline = 'Care close to home.'
  const closed = [{ date: '2027-01-01', reason: 'New Year' }]

  it('describes the website, the home page, the practice and every office', () => {
    const data = practiceJsonLd(site, locations, 'en', tagline, (office) => (office === locations[0] ? closed : []))
    expect(data['@context']).toBe('https://schema.org')
    const [website, home, clinic, ...offices] = data['@graph']
    expect(website).toEqual({ '@type': 'WebSite', '@id': `${base}/#website`, url: `${base}/`, name: practiceName, inLanguage: 'en-US', publisher: { '@id': `${base}/#practice` } })
    expect(home).toEqual({
      '@type': 'WebPage',
      '@id': `${base}/#webpage`,
      url: `${base}/`,
      name: practiceName,
      inLanguage: 'en-US',
      isPartOf: { '@id': `${base}/#website` },
      about: { '@id': `${base}/#practice` },
    })
    expect(clinic).toEqual({
      '@type': 'MedicalClinic',
      '@id': `${base}/#practice`,
      name: practiceName,
      description: tagline,
      url: `${base}/`,
      image: `${base}/images/og-default.png`,
      telephone: internationalPhone(site.phones.main),
      faxNumber: internationalPhone(site.phones.fax),
      email: site.email,
      address: { '@type': 'PostalAddress', streetAddress: site.address.street, addressLocality: site.address.city, addressRegion: site.address.state, postalCode: site.address.zip, addressCountry: 'US' },
      openingHoursSpecification: expect.any(Array),
      medicalSpecialty: 'https://schema.org/Neurologic',
      sameAs: Object.values(site.social),
      department: locations.map((location) => ({ '@id': `${base}/#location-${officeSlug(location.name)}` })),
    })
    expect(offices).toEqual(locations.map((location, i) => ({ ...officeJsonLd(site, location, i === 0 ? closed : [], 'en', breadcrumbList([])), '@context': undefined, mainEntityOfPage: undefined })))
    expect(offices[0]).toHaveProperty('specialOpeningHoursSpecification')
  })

  it('gives the hours most offices keep, and the page in its language', () => {
    const lines = (practiceJsonLd(site, locations, 'en', tagline, () => [])['@graph'][2] as { openingHoursSpecification: { dayOfWeek: string[] }[] }).openingHoursSpecification
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: expect.stringMatching(/^\d\d:\d\d$/), closes: expect.stringMatching(/^\d\d:\d\d$/) })
    const [website, home] = practiceJsonLd(site, locations, 'es', tagline, () => [])['@graph']
    expect(website).toMatchObject({ url: `${base}/`, inLanguage: 'es-US' })
    expect(home).toMatchObject({ '@id': `${base}/es#webpage`, url: `${base}/es`, inLanguage: 'es-US' })
  })
})

describe('a team bio', () => {
  const [first] = team
  const photo = { src: '/images/team/pat.jpg', alt: 'Portrait of Pat', decorative: false }
  const url = `${base}/team/${first!.slug}`
  const bio = (data: Partial<(typeof team)[number]['data']>) => ({ slug: first!.slug, data: { ...first!.data, ...data } })
  const [firstOffice, secondOffice] = locations
  const clinicOf = (location: typeof firstOffice) => ({ '@type': 'MedicalClinic', '@id': `${base}/#location-${officeSlug(location!.name)}`, name: `${practiceName} – ${location!.name}` })

  it('describes a physician, at the offices the bio names that exist', () => {
    const data = teamMemberJsonLd(bio({ name: 'Pat Doe, MD', group: 'physician', role: 'Neurologist', specialties: ['Epilepsy'], photo, locations: [firstOffice!.name, 'Nowhere', secondOffice!.name] }), site, locations, 'en')
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'IndividualPhysician',
      '@id': `${url}#physician`,
      url,
      image: `${base}/images/team/pat.jpg`,
      name: 'Pat Doe, MD',
      knowsAbout: ['Epilepsy'],
      occupationalCategory: 'Neurologist',
      practicesAt: [clinicOf(firstOffice), clinicOf(secondOffice)],
      parentOrganization: practice,
      mainEntityOfPage: { '@type': 'ProfilePage', '@id': url, url, inLanguage: 'en-US' },
    })
  })

  it('gives a physician with no office the practice, and no picture when it is decoration', () => {
    const data = teamMemberJsonLd(bio({ group: 'physician', photo: { ...photo, decorative: true }, locations: undefined }), site, locations, 'en')
    expect(data).toMatchObject({ practicesAt: [practice] })
    expect(data).not.toHaveProperty('image')
    expect(teamMemberJsonLd(bio({ group: 'physician', photo: undefined, locations: [] }), site, locations, 'en')).not.toHaveProperty('image')
  })

  it('describes the others as a Person, the credentials apart from the name', () => {
    const data = teamMemberJsonLd(bio({ name: 'Grace Doe, APRN, FNP-C', group: 'nurse-practitioner', role: 'Nurse Practitioner', specialties: ['Headache'], photo: undefined, locations: [secondOffice!.name] }), site, locations, 'en')
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${url}#person`,
      url,
      name: 'Grace Doe',
      honorificSuffix: 'APRN, FNP-C',
      knowsAbout: ['Headache'],
      jobTitle: 'Nurse Practitioner',
      worksFor: practice,
      workLocation: [clinicOf(secondOffice)],
      mainEntityOfPage: { '@type': 'ProfilePage', '@id': url, url, inLanguage: 'en-US' },
    })
    const plain = teamMemberJsonLd(bio({ name: 'Sam Roe', group: 'therapist', locations: [] }), site, locations, 'en')
    expect(plain).toMatchObject({ '@type': 'Person', name: 'Sam Roe' })
    expect(plain).not.toHaveProperty('honorificSuffix')
    expect(plain).not.toHaveProperty('workLocation')
  })

  it('names the page in the language it is written in: the English one for a bio with no page in it', () => {
    const member = team.find((m) => translated(`/team/${m.slug}`))!
    expect(teamMemberJsonLd(member, site, locations, 'es').mainEntityOfPage).toEqual({ '@type': 'ProfilePage', '@id': `${base}/es/team/${member.slug}`, url: `${base}/es/team/${member.slug}`, inLanguage: 'es-US' })
    const newcomer = { slug: 'pat-newcomer', data: first!.data }
    expect(teamMemberJsonLd(newcomer, site, locations, 'es').mainEntityOfPage).toEqual({ '@type': 'ProfilePage', '@id': `${base}/team/pat-newcomer`, url: `${base}/team/pat-newcomer`, inLanguage: 'en-US' })
  })
})

describe('a condition page', () => {
  it('is a MedicalWebPage with its medical review, its reviewer and its trail', () => {
    const trail = breadcrumbList([{ name: practiceName, path: '/' }])
    for (const condition of nonEmpty(conditions, 'condition article')) {
      const reviewer = team.find((m) => m.slug === condition.data.reviewedBy)!
      const [name, ...credentials] = reviewer.data.name.split(', ')
      const url = `${base}/conditions/${condition.slug}`
      expect(conditionJsonLd(condition, team, site, 'en', trail)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'MedicalWebPage',
        '@id': url,
        url,
        name: condition.data.title,
        description: condition.data.description,
        inLanguage: 'en-US',
        isPartOf: { '@type': 'WebSite', '@id': `${base}/#website`, url: `${base}/`, name: practiceName },
        publisher: practice,
        about: { '@type': 'MedicalCondition', name: condition.data.title },
        medicalAudience: 'https://schema.org/Patient',
        lastReviewed: condition.data.lastReviewed,
        reviewedBy: { '@type': 'Person', name, ...(credentials.length > 0 && { honorificSuffix: credentials.join(', ') }), jobTitle: reviewer.data.role, url: `${base}/team/${reviewer.slug}` },
        breadcrumb: trail,
      })
    }
  })

  it('links the Spanish page to the Spanish bio of its reviewer', () => {
    const condition = conditions.find((c) => translated(`/conditions/${c.slug}`) && translated(`/team/${c.data.reviewedBy}`))!
    const data = conditionJsonLd(condition, team, site, 'es', breadcrumbList([]))
    expect(data).toMatchObject({ url: `${base}/es/conditions/${condition.slug}`, inLanguage: 'es-US', reviewedBy: { url: `${base}/es/team/${condition.data.reviewedBy}` } })
  })
})
