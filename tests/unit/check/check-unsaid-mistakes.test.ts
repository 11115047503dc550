// Content mistakes that passed the check with nothing said, each now named on its line with what to write
// instead: pictures the site cannot show, HTML entities, a mistyped year, an item listed twice, English
// left on a Spanish page, and claims no medical practice may publish. On the small fixture clinic, one
// mistake at a time, with two cases of each kind and one that must pass.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { check, checkOptions, fixtureFiles, withFile } from './fixture-content.ts'
import { pictureContentProblems } from '../../../lib/content/check/picture-rules.ts'
import type { SourceFile } from '../../../lib/content/check/validate.ts'

const article = 'content/conditions/stroke.mdx'
const offices = 'content/locations.yaml'
const spanish = 'content/es/conditions/stroke.mdx'
const year = checkOptions.today.getUTCFullYear()

const textOf = (files: SourceFile[], path: string) => files.find((f) => f.path === path)!.text
/** The fixture with a paragraph added at the end of `file`, and that paragraph's line. */
function withParagraph(paragraph: string, file = article, files = fixtureFiles): { files: SourceFile[]; line: number } {
  const text = textOf(files, file).trimEnd()
  return { files: withFile(file, () => `${text}\n\n${paragraph}\n`, files), line: text.split('\n').length + 2 }
}
/** The fixture with a field added at the top of the article, and its line. */
function withField(yaml: string): { files: SourceFile[]; line: number } {
  return { files: withFile(article, (t) => t.replace(/^---\n/, `---\n${yaml}\n`)), line: 2 }
}
/** The problems whose message has `words`. */
const saying = (files: SourceFile[], words: string) => check(files).problems.filter((p) => p.message.includes(words))
const lineOf = (files: SourceFile[], file: string, pattern: RegExp) => textOf(files, file).split('\n').findIndex((l) => pattern.test(l)) + 1

/** The fixture with a Spanish translation of the article (its text in Spanish). */
const withSpanish = withFile(spanish, () =>
  [
    '---',
    'title: "Derrame cerebral"',
    'description: "Las señales de alerta del derrame cerebral y por qué cada minuto cuenta."',
    'layout: article',
    'subtitle: "Conozca las señales de alerta y actúe rápido."',
    'reviewedBy: ann-lee',
    'lastReviewed: 2026-11-03',
    `translatedFrom: ${article}`,
    'translatedBy: "Ana Torres"',
    'translationReviewed: 2026-11-20',
    '---',
    '',
    '**Si cree que alguien está teniendo un derrame cerebral, llame al 911 enseguida.**',
    '',
    '## ¿Qué es un derrame cerebral?',
    '',
    'Un derrame ocurre cuando la sangre deja de llegar a una parte del cerebro. Visite el Center for Neurology and Sleep de Covington.',
    '',
  ].join('\n'),
)

describe('pictures the site cannot show', () => {
  it('a picture from another website, in the text or in a field: save it in public/images/', () => {
    const body = withParagraph('![A brain scan](https://example.org/scans/brain.jpg)')
    const field = withField('image:\n  src: //cdn.example.org/photo.png\n  alt: A doctor')
    for (const [files, line, name] of [[body.files, body.line, 'brain.jpg'], [field.files, 3, 'photo.png']] as const) {
      const found = saying(files, 'is taken from another website')
      expect(found).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
      expect(found[0]!.message).toContain(`public/images/ and write its path from there: /images/${name}`)
    }
  })

  it('a picture from another website written on one line, as the home cards write theirs: the same, on its line', () => {
    const { files } = withField('image: { src: https://cdn.example.org/scan.jpg, alt: A brain scan }')
    const found = saying(files, 'is taken from another website')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line: 2, level: 'error' })
    expect(found[0]!.message).toContain('public/images/ and write its path from there: /images/scan.jpg')
  })

  it('a picture field from another website or in a format browsers cannot show: one message on its line, not a second one about the path', () => {
    for (const [src, words] of [['https://example.org/photo.jpg', 'is taken from another website'], ['/images/conditions/scan.tiff', 'which web browsers cannot show']]) {
      const { files } = withField(`image:\n  src: ${src}\n  alt: A doctor`)
      const onItsLine = check(files).problems.filter((p) => p.file === article && p.line === 3)
      expect(onItsLine.map((p) => p.message), src).toHaveLength(1)
      expect(onItsLine[0]!.message).toContain(words)
    }
  })

  it('a phone photo (HEIC) or a TIFF, named so: browsers cannot show it', () => {
    for (const [picture, format] of [['/images/team/ann.HEIC', 'HEIC'], ['/images/scan.tiff', 'TIFF']]) {
      const { files, line } = withParagraph(`![Dr. Lee at her desk](${picture})`)
      const found = saying(files, 'which web browsers cannot show')
      expect(found).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
      expect(found[0]!.message).toContain(format)
      expect(found[0]!.message).toContain('save (export) it as JPEG')
      // Not also "add the file": a file in that format would not show either.
      expect(saying(files, 'does not exist')).toEqual([])
    }
  })

  it('a picture pasted into the text (a data: address) or a file of the editor\'s computer: say which, and save it in public/images/', () => {
    const cases: [string, string, string][] = [
      ['![A nerve](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==)', 'written into the text itself', '/images/picture.png'],
      ['![A scan](C:\\Users\\Staff\\Pictures\\scan.jpg)', 'a file on your own computer', '/images/scan.jpg'],
      ['![A scan](file:///Users/staff/Desktop/spine.png)', 'a file on your own computer', '/images/spine.png'],
    ]
    for (const [paragraph, what, instead] of cases) {
      const { files, line } = withParagraph(paragraph)
      const found = saying(files, what)
      expect(found, paragraph).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
      expect(found[0]!.message).toContain(instead)
      // The whole pasted picture is not repeated in the message.
      expect(found[0]!.message.length, paragraph).toBeLessThan(400)
    }
  })

  it('a picture of this site in a format browsers show says nothing of either', () => {
    const { files } = withParagraph('![The site\'s card](/images/og-default.png)')
    expect(saying(files, 'taken from another website')).toEqual([])
    expect(saying(files, 'which web browsers cannot show')).toEqual([])
  })

  describe('a file named .jpg whose bytes are another format', () => {
    const root = mkdtempSync(join(tmpdir(), 'pictures-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    mkdirSync(join(root, 'public/images'), { recursive: true })
    // The first bytes of an iPhone photo (an ISO box "ftyp" of brand heic) and of a TIFF (a camera's RAW is one too).
    writeFileSync(join(root, 'public/images/heic.jpg'), Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]))
    writeFileSync(join(root, 'public/images/tiff.jpeg'), Buffer.concat([Buffer.from('II*\0'), Buffer.alloc(64)]))
    copyFileSync(join(process.cwd(), 'public/images/og-default.png'), join(root, 'public/images/real.png'))
    const files = (src: string) => [{ path: 'content/home.yaml', text: `hero:\n  image:\n    src: ${src}\n` }]

    it.each([['/images/heic.jpg', 'HEIC'], ['/images/tiff.jpeg', 'TIFF']])('%s is really %s: named on its line', (src, format) => {
      const found = pictureContentProblems(files(src), root)
      expect(found).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: 'content/home.yaml', line: 3, level: 'error' })
      expect(found[0]!.message).toContain(`is really a ${format}`)
      expect(found[0]!.message).toContain('Renaming a file does not change its format')
    })

    it('a real PNG passes', () => {
      expect(pictureContentProblems(files('/images/real.png'), root)).toEqual([])
    })
  })

  describe('a picture file the build cannot read: empty, not a picture, or cut short by a copy that stopped', () => {
    const root = mkdtempSync(join(tmpdir(), 'pictures-'))
    const files = (src: string) => [{ path: 'content/home.yaml', text: `hero:\n  image:\n    src: ${src}\n` }]
    beforeAll(async () => {
      mkdirSync(join(root, 'public/images'), { recursive: true })
      const png = readFileSync(join(process.cwd(), 'public/images/og-default.png'))
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b5a73' } }).jpeg().toBuffer()
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><title>A blue square</title><rect width="64" height="48" fill="#0b5a73"/></svg>\n')
      const pictures: Record<string, Buffer> = {
        'empty.jpg': Buffer.alloc(0),
        'notes.png': Buffer.from('Dr. Lee, photo to follow\n'),
        'cut.png': png.subarray(0, 300),
        'cut.jpg': jpeg.subarray(0, jpeg.length - 40),
        'whole.png': png,
        'whole.jpg': jpeg,
        'cut.svg': svg.subarray(0, svg.length - 20),
        'whole.svg': svg,
      }
      for (const [name, bytes] of Object.entries(pictures)) writeFileSync(join(root, 'public/images', name), bytes)
    })
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    it.each([
      ['/images/empty.jpg', 'is an empty file (0 bytes)'],
      ['/images/notes.png', 'is not a picture file'],
      ['/images/cut.png', 'is cut short'],
      ['/images/cut.jpg', 'is cut short'],
      ['/images/cut.svg', 'is cut short'],
    ])('%s: named on its line, %s', (src, says) => {
      const found = pictureContentProblems(files(src), root)
      expect(found).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: 'content/home.yaml', line: 3, level: 'error' })
      expect(found[0]!.message).toContain(says)
      expect(found[0]!.message).toContain(`Copy the picture into public${src} again`)
    })

    it('a whole PNG, JPEG and SVG pass', () => {
      expect(pictureContentProblems([...files('/images/whole.png'), ...files('/images/whole.jpg'), ...files('/images/whole.svg')], root)).toEqual([])
    })

    it('the build reads the whole ones and not the cut one (what the check says is what the build meets)', async () => {
      await expect(sharp(join(root, 'public/images/whole.jpg')).toBuffer()).resolves.toBeInstanceOf(Buffer)
      await expect(sharp(join(root, 'public/images/cut.png')).toBuffer()).rejects.toThrow()
    })
  })
})

describe('a link field without its leading /', () => {
  it('one message on its line, which says what to write, not a second one about the field', () => {
    const { files } = withField('actions:\n  - label: Request an Appointment\n    href: conditions/stroke')
    const onItsLine = check(files).problems.filter((p) => p.file === article && p.line === 4)
    expect(onItsLine.map((p) => p.message)).toHaveLength(1)
    expect(onItsLine[0]!.message).toContain('Did you mean "/conditions/stroke"?')
  })
})

describe('a page file named as an address the site gives to another page', () => {
  const page = '---\ntitle: "About us"\ndescription: "Who we are, where our offices are and how our neurologists care for patients."\nheading: "About us"\nintro: "Who we are."\n---\n\nWe are a neurology practice.\n'
  const newPage = (name: string) => withFile(`content/pages/${name}.mdx`, () => page)

  it('index, 404 and a language code would replace the home page, the not-found page and a language’s home page: an error naming what', () => {
    for (const [name, replaced] of [['index', 'replaces the home page'], ['404', 'an address that does not exist'], ['es', 'home page in Español']]) {
      const found = check(newPage(name!)).problems.filter((p) => p.file === `content/pages/${name}.mdx`)
      expect(found, name).toHaveLength(1)
      expect(found[0]).toMatchObject({ level: 'error' })
      expect(found[0]!.message).toContain(replaced)
      expect(found[0]!.message).toContain('ive this file a name of its own')
    }
  })

  it('a name of its own, even one a folder of pages has (conditions), is a new page and passes', () => {
    for (const name of ['about-us', 'conditions', 'en']) expect(check(newPage(name)).problems.filter((p) => p.file === `content/pages/${name}.mdx`), name).toEqual([])
  })
})

describe('HTML entities typed into the text', () => {
  it('in the text of a page, which shows the character but is hard to read: a warning, type the character itself', () => {
    for (const [typed, character] of [['Q&amp;A with Dr. Lee', '&'], ['Alzheimer&#8217;s disease', '’'], ['10&nbsp;minutes', 'a space']] as const) {
      const { files, line } = withParagraph(typed)
      const found = saying(files, 'is HTML code for')
      expect(found, typed).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: article, line, level: 'warning' })
      expect(found[0]!.message).toContain(`Type ${character === 'a space' ? 'a space' : `the character itself, ${character}`}`)
    }
  })

  it('in a YAML value, where it shows as typed', () => {
    const files = withFile(offices, (t) => t.replace(/^( +address: )(.*)$/m, '$1$2 &rsquo;East&rsquo;'))
    const found = saying(files, 'is HTML code for')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: offices, line: lineOf(files, offices, /&rsquo;/), level: 'error' })
    expect(found[0]!.message).toContain('shows on the page as it is typed')
  })

  it("in a component's words (<Card title>), which the page shows as text", () => {
    const { files, line } = withParagraph('<Card title="Q&amp;A">\n\nAsk us anything.\n\n</Card>')
    const found = saying(files, 'is HTML code for')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'warning' })
  })

  it('&lt; in the text of a page is how < is written there, and passes; so does a plain &', () => {
    const { files } = withParagraph('Keep blood pressure &lt;140/90. Q&A sessions: Tuesdays.')
    expect(saying(files, 'is HTML code for')).toEqual([])
  })
})

describe('a date centuries away', () => {
  it('a review date with a mistyped year', () => {
    // One digit off in the year: a century or two before or after the review.
    for (const typed of ['0206-11-03', '1926-11-03', '2206-11-03']) {
      const files = withFile(article, (t) => t.replace(/^lastReviewed: .*$/m, `lastReviewed: ${typed}`))
      const found = saying(files, 'the year looks mistyped')
      expect(found, typed).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: article, line: lineOf(files, article, /^lastReviewed:/), level: 'error' })
    }
  })

  it('a closed day more than two years away, though a century is not needed', () => {
    const files = withFile(offices, (t) => t.replace(/^(- name: Slidell\n)/m, `$1  closures:\n    - date: ${year + 5}-12-25\n      reason: Christmas\n`))
    const found = saying(files, 'the year looks mistyped')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: offices, line: lineOf(files, offices, /- date:/), level: 'error' })
    expect(found[0]!.message).toContain('a closed day is this year or next')
  })

  it('this year and next pass', () => {
    const files = withFile(offices, (t) => t.replace(/^(- name: Slidell\n)/m, `$1  closures:\n    - date: ${year + 1}-01-01\n      reason: New Year's Day\n`))
    expect(saying(files, 'the year looks mistyped')).toEqual([])
    expect(saying(withFile(article, (t) => t.replace(/^lastReviewed: .*$/m, 'lastReviewed: 2026-10-01')), 'the year looks mistyped')).toEqual([])
  })
})

describe('an item listed twice', () => {
  it('a list of words at the top of a page: which line repeats which', () => {
    const member = 'content/team/ann-lee.mdx'
    const files = withFile(member, (t) => t.replace(/^(specialties:\n {2}- Stroke\n)/m, '$1  - Epilepsy\n  - stroke\n'))
    const found = saying(files, 'is listed twice')
    const first = lineOf(files, member, /^ {2}- Stroke$/)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: member, line: first + 2, level: 'error' })
    expect(found[0]!.message).toContain(`Line ${first + 2} repeats line ${first}`)
  })

  it('two items of a list with the same question', () => {
    const { files } = withField('faq:\n  - question: Do I need a referral?\n    answer: No.\n  - question: Do I need a referral?\n    answer: Yes.')
    const found = saying(files, 'is listed twice')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line: 5 })
    expect(found[0]!.message).toContain('Line 5 repeats line 3')
  })

  it('the same closed day written twice, with no name to tell them apart', () => {
    const closure = `    - date: ${year}-12-25\n      reason: Christmas\n`
    const files = withFile(offices, (t) => t.replace(/^(- name: Slidell\n)/m, `$1  closures:\n${closure}${closure}`))
    const found = saying(files, 'is listed twice')
    const first = lineOf(files, offices, /- date:/)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: offices, line: first + 2, level: 'error' })
    expect(found[0]!.message).toContain(`Line ${first + 2} repeats line ${first}`)
  })

  it('a list of different items passes', () => {
    expect(saying(fixtureFiles, 'is listed twice')).toEqual([])
  })
})

describe('English left on a Spanish page', () => {
  it('the Spanish page itself, with a name in English, passes', () => {
    expect(saying(withSpanish, 'reads as English')).toEqual([])
  })

  it('an English paragraph in its text: a warning on its line', () => {
    for (const sentence of ['Bring your ID and insurance card to the visit.', 'Most strokes are caused by a clot that blocks an artery of the brain.']) {
      const { files, line } = withParagraph(sentence, spanish, withSpanish)
      const found = saying(files, 'reads as English')
      expect(found, sentence).toHaveLength(1)
      expect(found[0]).toMatchObject({ file: spanish, line, level: 'warning' })
    }
  })

  it("an English title of a component (<Card title>)", () => {
    const { files, line } = withParagraph('<Card title="What to bring to your visit">\n\nSu tarjeta del seguro.\n\n</Card>', spanish, withSpanish)
    const found = saying(files, 'reads as English')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: spanish, line, level: 'warning' })
  })

  it('an English value among its fields', () => {
    const files = withFile(spanish, (t) => t.replace(/^subtitle: .*$/m, 'subtitle: "Know the warning signs and act fast."'), withSpanish)
    const found = saying(files, 'reads as English')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: spanish, line: lineOf(files, spanish, /^subtitle:/), level: 'warning' })
  })

  it("an English line among the Spanish page's interface words (content/ui/es.yaml)", () => {
    const ui = 'content/ui/es.yaml'
    const first = /^([a-zA-Z]+): .*$/m.exec(readFileSync(ui, 'utf8'))!
    const files = withFile(ui, () => readFileSync(ui, 'utf8').replace(first[0], `${first[1]}: Open the menu and choose your page`))
    const found = saying(files, 'reads as English')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: ui, line: lineOf(files, ui, /Open the menu/), level: 'warning' })
  })

  it('the same words on the English page pass', () => {
    expect(saying(withParagraph('Bring your ID and insurance card to the visit.').files, 'reads as English')).toEqual([])
  })
})

describe('claims no medical practice may publish', () => {
  it('a cure, a guarantee, a miracle, a 100 % success or the best neurologist, in English or Spanish', () => {
    const cases: [string, string, SourceFile[]][] = [
      ['Our new treatment cures migraine for good.', 'cures', fixtureFiles],
      ['Relief guaranteed after the first visit.', 'guaranteed', fixtureFiles],
      ['A 100% success rate with our infusions.', '100% success', fixtureFiles],
      ['Dr. Lee is the best neurologist in Louisiana.', 'best neurologist', fixtureFiles],
      ['Esta terapia cura la migraña.', 'cura', withSpanish],
      ['Un tratamiento milagroso, sin riesgo.', 'milagroso', withSpanish],
      // Safety and lasting results promised, as much as a cure.
      ['Our infusion has no side effects.', 'no side effects', fixtureFiles],
      ['We offer permanent relief from seizures.', 'permanent relief', fixtureFiles],
      ['Nuestro tratamiento no tiene efectos secundarios.', 'no tiene efectos secundarios', withSpanish],
      ['Le damos alivio permanente.', 'alivio permanente', withSpanish],
      ['Our new therapy eliminates seizures forever.', 'eliminates seizures forever', fixtureFiles],
      ['Este medicamento elimina la migraña para siempre.', 'elimina la migraña para siempre', withSpanish],
      ['El tratamiento no tiene ningún riesgo.', 'no tiene ningún riesgo', withSpanish],
      // The figure after the word it promises, as Spanish and many English sentences put it.
      ['Tenemos un éxito del 100 %.', 'éxito del 100 %', withSpanish],
      ['Our clinic has a success rate of 100 percent.', 'success rate of 100 percent', fixtureFiles],
    ]
    for (const [sentence, claim, base] of cases) {
      const file = base === withSpanish ? spanish : article
      const { files, line } = withParagraph(sentence, file, base)
      const found = saying(files, 'the practice may not publish')
      expect(found, sentence).toHaveLength(1)
      expect(found[0]).toMatchObject({ file, line, level: 'error' })
      expect(found[0]!.message).toContain(claim)
      expect(found[0]!.message).toContain('advertising rules for medical practices')
    }
  })

  it('several claims on one line: one message naming each', () => {
    const { files, line } = withParagraph('Guaranteed results, a miracle for your migraine.')
    const found = saying(files, 'are promises the practice may not publish')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
    expect(found[0]!.message).toContain('"Guaranteed" and "miracle"')
  })

  it("in a component's title", () => {
    const { files, line } = withParagraph('<Card title="Guaranteed relief">\n\nMost patients feel better.\n\n</Card>')
    const found = saying(files, 'the practice may not publish')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line, level: 'error' })
  })

  it('in a field at the top of a page, with what to write instead', () => {
    const files = withFile(article, (t) => t.replace(/^subtitle: .*$/m, 'subtitle: "Painless treatment, with no risk."'))
    const found = saying(files, 'the practice may not publish')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: article, line: lineOf(files, article, /^subtitle:/), level: 'error' })
    expect(found[0]!.message).toContain('Write how it feels, honestly')
  })

  it('a cure denied passes: "there is no cure for Alzheimer\'s", "no hay cura"; a test said to be painless, an illness outgrown too', () => {
    const english = withParagraph("There is no cure for Alzheimer's disease yet, but treatment can help. The medicine does not cure it. There is **no** cure for ALS. An EEG is painless.")
    expect(saying(english.files, 'is a promise')).toEqual([])
    const inSpanish = withParagraph('Todavía no hay cura, pero el tratamiento puede ayudar.', spanish, withSpanish)
    expect(saying(inSpanish.files, 'is a promise')).toEqual([])
    const sideEffects = withParagraph('Like every medicine, it is not without side effects. Tell us about any side effects. Nerve damage can be permanent.')
    expect(saying(sideEffects.files, 'is a promise')).toEqual([])
    // A course of an illness told as it is, and a lasting result denied.
    const outgrown = withParagraph('Many children stop having seizures for good as they grow. No medicine eliminates migraine forever.')
    expect(saying(outgrown.files, 'is a promise')).toEqual([])
    const outgrownInSpanish = withParagraph('En muchos niños, las crisis desaparecen para siempre con la edad. Ningún medicamento elimina la migraña para siempre.', spanish, withSpanish)
    expect(saying(outgrownInSpanish.files, 'is a promise')).toEqual([])
  })
})
