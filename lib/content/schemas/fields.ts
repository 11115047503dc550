// The fields every content schema uses, each with a description and an example.
import { z } from 'zod'
import { CITY_LINE } from '../city-line.ts'

export const text = (description: string, example: string) => z.string().trim().min(1).meta({ description, example })

/** A group of fields, described. */
export const group = <T extends z.ZodRawShape>(description: string, shape: T) => z.strictObject(shape).meta({ description })

/** A list of short texts, written as a YAML list (`- item` on each line). */
export const textList = (description: string, example: string[]) => z.array(z.string().trim().min(1)).meta({ description, example })

export const isoDate = (description: string, example: string) => z.iso.date().meta({ description, example })

export const LINK_RULE = 'must start with "/" (a page of this site), "https://", "tel:" or "mailto:"'

/** A link inside the site (starting with /) or outside it (https://, tel:, mailto:). */
export const href = (description: string, example: string) => z.string().trim().regex(/^(\/|https:\/\/|tel:|mailto:)/, LINK_RULE).meta({ description, example })

/** Words that say only that there is a picture, in the site's languages: a screen reader already says so. */
const PICTURE_WORDS = /^(an? |the )?(image|picture|photo|photograph|pic|img|graphic|icon|foto|fotografía|imagen|dibujo)s?$/i

/** What is wrong with a picture's description that is there but says nothing of it; undefined when it may. */
export function emptyDescription(alt: string): string | undefined {
  const text = alt.trim()
  if (PICTURE_WORDS.test(text)) return `says only that there is a picture ("${text}"), which a screen reader says already. Write what it shows, such as "A neurologist talking with a patient"`
  if (/^[\w./-]+\.(svg|png|jpe?g|webp|avif|gif|heic)$/i.test(text)) return `is the picture's file name ("${text}"), which screen readers would read out. Write what it shows, such as "A neurologist talking with a patient"`
  return undefined
}

/** The rule of a picture's path, in the words a clinician reads. */
export const PICTURE_PATH_RULE = 'must be a picture under public/images/, such as /images/team/jane-doe.svg'

/** A picture under public/, with its text alternative. */
export const imageSchema = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/.+\.(svg|png|jpe?g|webp|avif)$/, PICTURE_PATH_RULE)
      .meta({ description: 'The picture file, under public/images/', example: '/images/conditions/stroke.svg' }),
    alt: z
      .string()
      .trim()
      .refine((alt) => !emptyDescription(alt), { error: (issue) => emptyDescription(String(issue.input))! })
      .meta({ description: 'What the picture shows, for people who cannot see it. Leave empty only with decorative: true', example: 'A doctor reviewing a brain scan with a patient' }),
    decorative: z.boolean().default(false).meta({ description: 'true when the picture adds nothing a reader needs (then alt stays empty)', example: 'false' }),
  })
  .refine((image) => image.decorative || image.alt.length > 0, {
    message: 'needs an "alt" text describing the picture (or decorative: true if it is only decoration)',
    path: ['alt'],
  })
  .meta({ description: 'A picture: src, alt (and decorative when it is only decoration)' })

/** The keys of a phone's keypad, from 2: a number written in letters (1-800-NEURO-99) is dialled with these. */
const KEYPAD = ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz']
function dialled(text: string): string {
  const keyed = text.replace(/[a-z]/gi, (letter) => String(KEYPAD.findIndex((keys) => keys.includes(letter.toLowerCase())) + 2))
  const digits = keyed.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) return `1-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : keyed
}

export const phoneNumber = (description: string, example: string) =>
  z
    .string()
    // Letters are not dialled by a tap on the number, and screen readers spell them out.
    .refine((text) => !/[a-z]/i.test(text), { abort: true, error: (issue) => `is written with letters ("${String(issue.input)}"): a tap on it would not dial them. Write the digits the letters stand for on a phone's keypad: ${dialled(String(issue.input))}` })
    .regex(/^(1-)?\(?\d{3}\)?[ -]?\d{3}-\d{4}$/, 'must be a US phone number such as (985) 555-0100 or 1-800-555-0199')
    .meta({ description, example })

/** An office's city line, "Covington, LA 70433" (read by cityParts). */
export const cityLine = (description: string, example: string) =>
  z.string().trim().regex(CITY_LINE, `must be written like "${example}" (city, comma, two-letter state, ZIP)`).meta({ description, example })
