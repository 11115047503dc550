// The YAML files that fill a page's sections: the home page, /locations, the extra sections of
// /disorders, and the timed presentations (the video ad preview, the waiting-room slideshow).
import { z } from 'zod'
import { group, href, imageSchema, text, textList } from './fields.ts'
import { severities } from './data.ts'

// --- The home page (content/home.yaml) and the extra sections of /disorders (content/disorders-page.yaml) ---

const linkTo = (label: string, to: string, description: string) =>
  z.strictObject({ label: text('The link or button text', label), href: href('The page it opens', to) }).meta({ description })

export const homeSchema = z.strictObject({
  hero: group('The top of the page. Its headline and description are "heading" and "intro" in content/pages/home.mdx', {
    contact: linkTo('Contact Us', '/consultation-form', 'The main button of the hero'),
    locationsLabel: text('The button that scrolls down to the locations section', 'Our Locations'),
    languageHelp: linkTo('Language help', '/language-assistance', 'The link under the buttons to the free language help page (interpreters, translations, disability aids)'),
    socialLabel: text('The words before the social media links (the links come from site.yaml)', 'Follow us'),
    images: z.array(imageSchema).min(1).meta({ description: 'The background pictures behind the headline, in order; the first shows when the page opens, then they fade from one to the next every 15 seconds' }),
  }),
  conditions: group('The grid of condition cards', {
    heading: text('Section heading', 'Conditions We Treat'),
    intro: text('One sentence under the heading', 'Our neurologists diagnose and treat a wide range of conditions.'),
    linkLabel: text('The link text on each card (the condition name is added for screen readers)', 'Learn More'),
    cards: z
      .array(z.strictObject({ title: text('Condition name on the card', 'Concussion'), href: href('The condition page it opens', '/conditions/concussion'), image: imageSchema }))
      .min(1)
      .meta({ description: 'The condition cards, in order' }),
  }),
  services: group('The Services section (the target of every "Back to Services" link)', {
    heading: text('Section heading', 'Our Services'),
    intro: text('One sentence under the heading. The cards are the condition pages with layout: service', 'Specialist clinics for the most common reasons people see a neurologist.'),
  }),
  about: group('The About section; its four figures come from content/stats.yaml', {
    heading: text('Section heading', 'About Us'),
    paragraphs: textList('The text, one paragraph per item', ['Our practice was founded to bring expert neurological care closer to home.']),
    founderLink: linkTo('Meet Our Founder', '/our-founder', 'The link to the founder’s page'),
  }),
  insurance: group('The insurance section', {
    heading: text('Section heading', 'We Accept'),
    intro: text('One sentence under the heading', 'We accept most major insurance plans, Medicare and Medicaid.'),
    plansHeading: text('Heading above the list of plans (the plans come from content/insurance.yaml)', 'Accepted Insurance Plans'),
    note: text('A short note under the list', 'Coverage can change. Please call us to confirm your plan before your visit.'),
  }),
  locations: group('The locations section, also used by /locations and each office page', {
    heading: text('Section heading', 'Our Locations'),
    intro: text('One sentence under the heading (the offices come from content/locations.yaml)', 'Visit us at any of our <OfficeCount /> clinics in <StateNames />.'),
    selectedLabel: text('The small label above the selected office', 'Selected location'),
    allHeading: text('Heading above the cards of every office', 'All Locations'),
    directionsLabel: text('The directions link on each office', 'Get Directions'),
    phoneLabel: text('The word before each office’s phone number (the number comes from site.yaml)', 'Phone'),
    chooseLabel: text('The label of the list that picks the office shown on the map', 'Choose a location'),
    mapTitle: text('What the map is, for screen readers; {name} becomes the office name', 'Map of our {name} office'),
    showMapLabel: text('The button that loads the map (maps load only when asked for or scrolled to)', 'Show map'),
    openInMapsLabel: text('The link that opens the office in a maps app or site', 'Open in Maps'),
    mapFailed: text('Shown when the map does not load', 'The map could not be loaded. Use Open in Maps to see where we are.'),
  }),
})
export type Home = z.infer<typeof homeSchema>

/** The /locations page and the page of each office: content/locations-page.yaml. */
export const locationsPageSchema = z.strictObject({
  states: z.record(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as LA'), z.string().trim().min(1))
    .meta({ description: 'The full name of each state the offices are in, by its two-letter code (the code is in locations.yaml `city`)', example: '{ LA: Louisiana }' }),
  office: group('The words of each office page (/locations/{office})', {
    title: text('The browser tab and search engine title; {name} becomes the office name, {city} its city line', 'Neurologist in {city}'),
    description: text('The search engine description; {name} and {city} as above', 'Our {name} office: address, hours, phone, directions and the team who see patients there.'),
    heading: text('The main heading; {name} becomes the office name', '{name} Office'),
    backLabel: text('The link back to the list of offices', 'All Locations'),
    contactHeading: text('Heading of the address and phone box', 'Address and Phone'),
    faxLabel: text('The word before the fax number (the number comes from site.yaml)', 'Fax'),
    hoursHeading: text('Heading of the opening hours', 'Opening Hours'),
    closuresHeading: text('Heading of the list of days the office is closed', 'Closed On'),
    teamHeading: text('Heading of the team members who see patients there (from the bios’ "locations")', 'Our Team at This Office'),
    servicesHeading: text('Heading of the services offered there (locations.yaml `services`)', 'Services at This Office'),
    mapHeading: text('Heading above the map', 'Map'),
    book: text('The button to request an appointment', 'Request an Appointment'),
  }),
  officeLinkLabel: text('The link on each office card to its page; {name} becomes the office name', 'About our {name} office'),
})

export const disordersPageSchema = z.strictObject({
  cardLabels: group('The small headings of every condition card (the cards are in content/disorders.yaml)', {
    severity: text('Read out before each badge by screen readers', 'Severity'),
    badges: z
      .strictObject(Object.fromEntries(severities.map((severity) => [severity, text(`The badge of a condition whose severity is ${severity}`, severity)])) as Record<(typeof severities)[number], ReturnType<typeof text>>)
      .meta({ description: 'The words on each badge, by the severity content/disorders.yaml gives a condition' }),
    symptoms: text('Heading of the symptoms list on each card', 'Common Symptoms'),
    treatments: text('Heading of the treatments list on each card', 'How We Treat It'),
  }),
  process: group('The consultation process section', {
    heading: text('Section heading', 'Our Consultation Process'),
    intro: text('One sentence under the heading', 'Seeing a neurologist for the first time is simple.'),
    steps: z.array(z.strictObject({ title: text('Step name', 'Schedule'), text: text('What happens in this step', 'Call us or send a request online.') })).min(1).meta({ description: 'The steps, in order' }),
    link: linkTo('Learn about our consultations', '/consultations', 'The link to the consultations page'),
  }),
  callToAction: group('The closing call to action', {
    heading: text('Heading of the closing box', 'Ready to Talk to a Specialist?'),
    text: text('One or two sentences', 'Send us your details and we will call you back.'),
    button: linkTo('Contact Us', '/contactus', 'The main button'),
    phoneLabel: text('The words on the call button, before the number (the number comes from site.yaml)', 'Call'),
    phone: z.enum(['main', 'tollFree']).meta({ description: 'Which number of site.yaml to show: main or tollFree', example: 'tollFree' }),
  }),
})
export type DisordersPage = z.infer<typeof disordersPageSchema>

const sceneTones = ['brand', 'light', 'accent'] as const
const timedSlide = z.strictObject({
  durationMs: z.number().int().min(1000).max(60000).meta({ description: 'How long it shows, in milliseconds (1000 = 1 second)', example: '5000' }),
  heading: text('The large text', 'Expert neurological care'),
  text: text('The smaller text under it', '<OfficeCount capital /> clinics across <StateNames />.'),
  tone: z.enum(sceneTones).default('brand').meta({ description: 'Colour scheme: brand (dark blue), light or accent (teal)', example: 'brand' }),
})

/** The video ad must last exactly this long (docs/requirements.md §9). */
export const VIDEO_LENGTH_MS = 30_000
export const videoScenesSchema = z.array(timedSlide).min(1).refine((scenes) => scenes.reduce((sum, s) => sum + s.durationMs, 0) === VIDEO_LENGTH_MS, {
  message: `has scenes whose durationMs do not add up to ${VIDEO_LENGTH_MS} (the video lasts exactly 30 seconds): shorten or lengthen a scene`,
})
export type VideoScene = z.infer<typeof timedSlide>

export const slideshowSchema = z.array(timedSlide).min(1)
export type Slide = z.infer<typeof timedSlide>
