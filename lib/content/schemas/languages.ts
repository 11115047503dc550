// The languages of the taglines on /language-assistance (content/languages.yaml).
import { z } from 'zod'
import { text } from './fields.ts'
import { languageName, unknownLanguageAdvice } from '../language-codes.ts'

/** Languages written right to left: their taglines need dir: rtl. */
const rightToLeft = ['ar', 'fa', 'he', 'ps', 'ur', 'yi']

const languageSchema = z
  .strictObject({
    lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code such as es, vi or zh-Hant')
      .meta({ description: 'The language code (BCP 47) that tells browsers and screen readers which language the tagline is in', example: 'vi' }),
    dir: z.enum(['ltr', 'rtl']).meta({ description: 'Writing direction: rtl for Arabic, Urdu, Persian and other right-to-left scripts, otherwise ltr', example: 'ltr' }),
    englishName: text('The language’s name in English', 'Vietnamese'),
    nativeName: text('The language’s name in its own script', 'Tiếng Việt'),
    lepSpeakers: z.number().int().min(0).meta({ description: 'People 5 and over in LA + MS + TX who speak it and speak English less than “very well”', example: '160000' }),
    tagline: text('In the language’s own script: language help and aids for people with disabilities are free, and how to ask; {phone} becomes the toll-free number of site.yaml', 'Có dịch vụ hỗ trợ ngôn ngữ miễn phí. Cũng có các phương tiện và dịch vụ hỗ trợ miễn phí cho người khuyết tật. Vui lòng gọi số {phone} (TTY 711).')
      .refine((t) => t.includes('{phone}'), { message: 'must contain {phone} where the toll-free number goes' })
      .refine((t) => t.includes('TTY'), { message: 'must say how people who are deaf or hard of hearing can call: write "(TTY 711)" after {phone}' }),
  })
  .refine((l) => (l.dir === 'rtl') === rightToLeft.includes(l.lang.split('-')[0] ?? ''), { message: 'has the wrong "dir": Arabic, Urdu, Persian (and other right-to-left languages) need dir: rtl, every other language dir: ltr', path: ['dir'] })
  // Well formed is not enough: "vn" (Vietnam's country code) names no language and would ship as lang="vn".
  .superRefine((l, context) => {
    if (languageName(l.lang)) return
    context.addIssue({ code: 'custom', path: ['lang'], message: `is "${l.lang}", which ${unknownLanguageAdvice(l.lang, l.englishName).replace(/\.$/, '')}` })
  })

/** The federal rule asks for taglines in at least this many languages. */
export const MIN_TAGLINE_LANGUAGES = 15
export const languagesSchema = z.strictObject({
  source: text('Where the figures come from: the table, the states and how they were added up', 'ACS 5-year 2018-2022, table C16001, LA + MS + TX added together'),
  vintage: text('Which years of the survey the figures are from', 'ACS 5-year 2018-2022'),
  languages: z
    .array(languageSchema)
    .min(MIN_TAGLINE_LANGUAGES, `needs at least ${MIN_TAGLINE_LANGUAGES} languages: the federal rule asks for the ${MIN_TAGLINE_LANGUAGES} most spoken by people with limited English`)
    .meta({ description: 'The languages, most speakers first' }),
})
