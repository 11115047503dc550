// The builders of what search engines and link previews read (renderer/headTags.ts, renderer/jsonLd.ts, scripts/build/sitemap.ts,
// scripts/build/og-image.ts), checked against the real content.
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { officeSlug, routeTable } from '../../../lib/content/routes.ts'
import { plainName } from '../../../components/team/team.ts'
import { loadContent } from '../../../lib/content/check/load.ts'
import { DEFAULT_SHARE_IMAGE, DEFAULT_SITE_URL, absoluteUrl, headTags, pageTitle, serializeJsonLd, siteUrl } from '../../../renderer/headTags.ts'
import { conditionJsonLd, internationalPhone, officeJsonLd, parseCityLine, practiceJsonLd, teamMemberJsonLd } from '../../../renderer/jsonLd.ts'
import { ogImageSvg, wrap } from '../../../scripts/build/og-image.ts'
import { indexablePages, readBuiltPage, robotsTxt, sitemapXml } from '../../../scripts/build/sitemap.ts'

const { content } = loadContent(process.cwd(), undefined, { compileBodies: false })
const { site, locations, team, conditions } = content
const base = 'https://www.example.org'
const routes = routeTable(content)

/** The attributes of every <meta>/<link> tag in a piece of HTML, keyed by name, property or rel. */
function tagsOf(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [, attrs] of html.matchAll(/<(?:meta|link) ([^>]*?)\s*\/>/g)) {
    const key = /(?:name|property|rel)="([^"]*)"/.exec(attrs!)?.[1]
    const value = /(?:content|href)="([^"]*)"/.exec(attrs!)?.[1]
    if (key && value !== undefined) tags.set(key, value)
  }
  return tags
}

describe('the site address (SITE_URL)', () => {
  it('defaults to a fictional address and drops a trailing slash', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL)
    expect(siteUrl('')).toBe(DEFAULT_SITE_URL)
    expect(DEFAULT_SITE_URL).toMatch(/^https:\/\/.+\.example$/)
    expect(siteUrl('https://www.example.org/')).toBe('https://www.example.org')
    expect(siteUrl(' https://Example.org ')).toBe('https://example.org')
  })

  it('refuses an address that is not an origin', () => {
    expect(() => siteUrl('www.example.org')).toThrow(/not an address/)
    expect(() => siteUrl('ftp://example.org')).toThrow(/https/)
    expect(() => siteUrl('https://example.org/site')).toThrow(/origin only/)
    expect(() => siteUrl('https://example.org/?a=1')).toThrow(/origin only/)
  })

  it('makes full addresses of paths', () => {
    expect(absoluteUrl('/', base)).toBe(`${base}/`)
    expect(absoluteUrl('/conditions/stroke', base)).toBe(`${base}/conditions/stroke`)
    expect(() => absoluteUrl('stroke', base)).toThrow(/must start with/)
  })
})

describe('head tags', () => {
  const page = { title: 'Stroke', description: 'About stroke.', path: '/conditions/stroke', site, base }

  it('adds the practice name to the title unless the title has it', () => {
    expect(pageTitle('Stroke', site.practiceName)).toBe(`Stroke | ${site.practiceName}`)
    expect(pageTitle(`${site.practiceName} | Home`, site.practiceName)).toBe(`${site.practiceName} | Home`)
  })

  it('writes the canonical address, Open Graph and Twitter card tags', () => {
    const html = headTags({ ...page, routes, type: 'article' })
    expect(html).toContain(`<title>Stroke | ${site.practiceName}</title>`)
    const tags = tagsOf(html)
    expect(tags.get('description')).toBe('About stroke.')
    expect(tags.get('canonical')).toBe(`${base}/conditions/stroke`)
    expect(tags.get('og:url')).toBe(`${base}/conditions/stroke`)
    expect(tags.get('og:type')).toBe('article')
    expect(tags.get('og:title')).toBe('Stroke')
    expect(tags.get('og:description')).toBe('About stroke.')
    expect(tags.get('og:site_name')).toBe(site.practiceName)
    expect(tags.get('og:locale')).toBe('en_US')
    // Without a picture of its own, the page's own card: its title drawn at build time (/og/<path>.png).
    expect(tags.get('og:image')).toBe(`${base}/og/conditions/stroke.png`)
    expect(tags.get('og:image:width')).toBe('1200')
    expect(tags.get('og:image:height')).toBe('630')
    expect(tags.get('og:image:alt')).toContain('Stroke')
    expect(tags.get('og:image:alt')).toContain(site.practiceName)
    expect(tags.get('twitter:card')).toBe('summary_large_image')
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'))
    expect(tags.has('robots')).toBe(false)
  })

  it('names the original address of a page shown at two addresses', () => {
    const tags = tagsOf(headTags({ ...page, routes, path: '/legal', canonicalPath: '/policies' }))
    expect(tags.get('canonical')).toBe(`${base}/policies`)
    expect(tags.get('og:url')).toBe(`${base}/policies`)
    expect(tags.get('og:image')).toBe(`${base}/og/policies.png`)
  })

  it('keeps a noindex page (404) out of search engines, with no canonical address', () => {
    const html = headTags({ ...page, routes, path: undefined, noindex: true })
    const tags = tagsOf(html)
    expect(tags.get('robots')).toBe('noindex')
    expect(tags.has('canonical')).toBe(false)
    expect(tags.has('og:url')).toBe(false)
    // No address of its own: the practice's card.
    expect(tags.get('og:image')).toBe(`${base}${DEFAULT_SHARE_IMAGE.src}`)
  })

  it('escapes quotes and angle brackets in the words', () => {
    const html = headTags({ ...page, routes, title: 'A "quoted" <b>title</b>', description: `It's "fine" & <safe>` })
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; | ')
    expect(html).toContain('content="It&#39;s &quot;fine&quot; &amp; &lt;safe&gt;"')
    expect(html).not.toContain('<b>')
  })

  it('uses a page picture only when sharing sites can show it (not SVG)', () => {
    const photo = tagsOf(headTags({ ...page, routes, image: { src: '/images/team/jane.jpg', alt: 'Portrait of Jane' } }))
    expect(photo.get('og:image')).toBe(`${base}/images/team/jane.jpg`)
    expect(photo.get('og:image:alt')).toBe('Portrait of Jane')
    expect(photo.has('og:image:width')).toBe(false)
    const drawing = tagsOf(headTags({ ...page, routes, image: { src: '/images/conditions/stroke.svg', alt: 'A drawing' } }))
    expect(drawing.get('og:image')).toBe(`${base}/og/conditions/stroke.png`)
  })
})

describe('JSON-LD', () => {
  it('is written so that no text can end the script element, and reads back unchanged', () => {
    const data = { name: 'Bad </script><script>alert(1)</script> <!-- & \u2028' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(data)
    const html = headTags({ title: 'T', description: 'D', path: '/', site, base, routes, jsonLd: [data] })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const block = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!
    expect(JSON.parse(block)).toEqual(data)
  })

  it('gives each office’s hours as days and times, and its closed days, a range as its first and last day', () => {
    const office = { ...locations[0]!, hours: { 'mon-thu': '08:00-16:30', fri: '08:00-12:00' }, closures: [] }
    const closures = [{ from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }, { date: '2027-01-01', reason: 'New Year' }]
    const clinic = officeJsonLd(site, office, closures, base)
    expect(clinic.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((day) => `https://schema.org/${day}`), opens: '08:00', closes: '16:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '08:00', closes: '12:00' },
    ])
    expect(clinic.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-26', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-01', validThrough: '2027-01-01', opens: '00:00', closes: '00:00' },
    ])
    expect(officeJsonLd(site, office, [], base)).not.toHaveProperty('specialOpeningHoursSpecification')
  })

  it('reads the city, state and ZIP of every office', () => {
    for (const location of locations) {
      const city = parseCityLine(location.city)
      expect(`${city.locality}, ${city.region} ${city.postalCode}`).toBe(location.city)
    }
    expect(() => parseCityLine('Covington Louisiana')).toThrow(/locations\.yaml/)
  })

  it('writes phone numbers in international form', () => {
    expect(internationalPhone('(985) 555-0100')).toBe('+1-985-555-0100')
    expect(internationalPhone('1-800-555-0199')).toBe('+1-800-555-0199')
    expect(() => internationalPhone('555-0100')).toThrow()
  })

  it('describes the practice and every office as a MedicalClinic', () => {
    const graph = practiceJsonLd(site, locations, base)['@graph'] as Record<string, unknown>[]
    const clinics = graph.filter((node) => node['@type'] === 'MedicalClinic')
    const practice = clinics.find((node) => node['@id'] === `${base}/#practice`)!
    expect(practice.name).toBe(site.practiceName)
    expect(practice.sameAs).toEqual(Object.values(site.social))
    expect(practice.department).toHaveLength(locations.length)
    const offices = clinics.filter((node) => node !== practice)
    expect(offices).toHaveLength(locations.length)
    offices.forEach((office, i) => {
      const location = locations[i]!
      expect(office.name).toContain(location.name)
      expect(office.geo).toEqual({ '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude })
      expect(office.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: location.address, addressCountry: 'US' })
      expect(office.telephone).toBe(internationalPhone(site.phones.tollFree))
      expect(office.openingHoursSpecification).toHaveLength(Object.keys(location.hours).length)
      expect(office.url).toBe(`${base}/locations/${officeSlug(location.name)}`)
    })
    expect(graph.some((node) => node['@type'] === 'WebSite')).toBe(true)
  })

  it('describes physicians as IndividualPhysician and the others as Person', () => {
    for (const member of team) {
      const data = teamMemberJsonLd(member, site, locations, base) as Record<string, unknown>
      expect(data.url).toBe(`${base}/team/${member.slug}`)
      expect(data.knowsAbout).toEqual(member.data.specialties)
      if (member.data.group === 'physician') {
        expect(data['@type']).toBe('IndividualPhysician')
        expect(data.name).toBe(member.data.name)
        expect(data.occupationalCategory).toBe(member.data.role)
        expect(data.practicesAt).toHaveLength(member.data.locations?.length || 1)
      } else {
        expect(data['@type']).toBe('Person')
        expect(data.name).toBe(plainName(member.data.name))
        expect(data.jobTitle).toBe(member.data.role)
        expect(data.worksFor).toMatchObject({ name: site.practiceName })
      }
    }
  })

  it('says the language of the page that describes an office, a person or the practice', () => {
    const [office] = locations
    const english = officeJsonLd(site, office!, [], base)
    expect(english.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${base}/locations/${officeSlug(office!.name)}`, url: `${base}/locations/${officeSlug(office!.name)}`, inLanguage: 'en-US' })
    expect(officeJsonLd(site, office!, [], base, 'es').mainEntityOfPage).toMatchObject({ url: `${base}/es/locations/${officeSlug(office!.name)}`, inLanguage: 'es-US' })
    // The clinic is the same in both languages: only the page describing it differs.
    expect({ ...officeJsonLd(site, office!, [], base, 'es'), mainEntityOfPage: undefined }).toEqual({ ...english, mainEntityOfPage: undefined })
    for (const member of team) expect(teamMemberJsonLd(member, site, locations, base)).toMatchObject({ mainEntityOfPage: { '@type': 'ProfilePage', inLanguage: 'en-US' } })
    const graph = practiceJsonLd(site, locations, base)['@graph'] as Record<string, unknown>[]
    expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({ url: `${base}/`, inLanguage: 'en-US' })
  })

  it('describes every condition page as a MedicalWebPage with its medical review', () => {
    for (const condition of conditions) {
      const data = conditionJsonLd(condition, team, site, base)
      const reviewer = team.find((m) => m.slug === condition.data.reviewedBy)!
      expect(data['@type']).toBe('MedicalWebPage')
      expect(data.about).toEqual({ '@type': 'MedicalCondition', name: condition.data.title })
      expect(data.lastReviewed).toBe(condition.data.lastReviewed)
      expect(data.reviewedBy).toMatchObject({ '@type': 'Person', name: plainName(reviewer.data.name), url: `${base}/team/${reviewer.slug}` })
    }
    const orphan = { ...conditions[0]!, data: { ...conditions[0]!.data, reviewedBy: 'nobody' } }
    expect(() => conditionJsonLd(orphan, team, site, base)).toThrow(/reviewedBy "nobody"/)
  })
})

describe('sitemap and robots.txt', () => {
  it('lists only pages that are indexable and their own original', () => {
    const page = (route: string, head: string) => readBuiltPage(route, `<html><head>${head}</head></html>`)
    const pages = [
      page('/policies', `<link rel="canonical" href="${base}/policies" />`),
      page('/legal', `<link rel="canonical" href="${base}/policies" />`),
      page('/404', '<meta name="robots" content="noindex" />'),
      page('/', `<link rel="canonical" href="${base}/" />`),
    ]
    expect(indexablePages(pages, base).map((p) => p.route)).toEqual(['/policies', '/'])
  })

  it('writes a sitemap and a robots.txt that names it', () => {
    const xml = sitemapXml([{ loc: `${base}/a?b=1&c=2`, lastmod: '2026-01-01' }])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
    expect(xml).toContain(`<loc>${base}/a?b=1&amp;c=2</loc>`)
    expect(xml).toContain('<lastmod>2026-01-01</lastmod>')
    const robots = robotsTxt(base)
    expect(robots).toContain('User-agent: *\nAllow: /')
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`)
    expect(robots).not.toMatch(/Disallow: \//)
  })
})

describe('the link preview picture', () => {
  it('is a 1200 x 630 PNG under public/', async () => {
    const meta = await sharp(join(process.cwd(), 'public', DEFAULT_SHARE_IMAGE.src)).metadata()
    expect(meta).toMatchObject({ format: 'png', width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height })
  })

  it('is drawn from the practice name, tagline and offices, escaped', () => {
    const svg = ogImageSvg('A & B <Neuro>', site.tagline, locations.map((l) => l.name))
    expect(svg).toContain('A &amp; B &lt;Neuro&gt;')
    for (const location of locations) expect(svg).toContain(location.name)
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four'])
  })
})
