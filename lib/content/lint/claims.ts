// Claims no medical practice may publish (a cure, a guarantee, a miracle, "the best neurologist"): the
// advertising rules forbid promising results. Negated, the same words are honest ("no hay cura"), and pass.
import { JSX_TYPES, attributeTexts } from './attribute-texts.ts'
import { siteRule } from './walk.ts'
import { textOf, type MdastNode } from '../mdast.ts'

const L = '\\p{L}'
const word = (pattern: string, flags = 'giu') => new RegExp(`(?<![${L}\\d])(?:${pattern})(?![${L}])`, flags)

const CLAIMS: { pattern: RegExp; instead: string }[] = [
  { pattern: word('cur(?:e|es|ed|ing|able|ables|ative)|cura|curan|curamos|curar|curación|curaciones|curado|curada'), instead: '"treats", "can help", "can ease" (or "trata", "puede ayudar")' },
  { pattern: word('guarantee(?:s|d)?|garantiz\\p{L}*'), instead: 'what the practice does, such as "we follow up within two days" (or "le llamamos en dos días")' },
  {
    // "100% success", "100 % de éxito"; and the other way round, "a success rate of 100%", "éxito del 100 %".
    pattern: word(
      '100\\s?(?:%|percent|por\\s?ciento)\\s*(?:de\\s+)?(?:success\\p{L}*|effective|safe|results?|satisf\\p{L}*|éxito|efica\\p{L}*|efectiv\\p{L}*|segur\\p{L}*|resultados?)|(?:success(?:\\s+rate)?|cure\\s+rate|éxito|eficacia|efectividad|seguridad|satisfacción|tasa\\s+de\\s+(?:éxito|curación))\\s+(?:of|del|de\\s+un|de)\\s+100\\s?(?:%|percent|por\\s?ciento)',
    ),
    instead: '"most patients", or the study\'s own figure with its source',
  },
  { pattern: word('miracle\\p{L}*|miraculous|milagro\\p{L}*'), instead: 'what the treatment does: "can help", "can ease" (or "puede ayudar")' },
  {
    pattern: word('(?:completely|totally|absolutely|entirely|always|guaranteed|100\\s?%)\\s+(?:painless|pain[-\\s]free)|(?:painless|pain[-\\s]free)\\s+(?:treatment|treatments|surgery|cure|recovery|healing|life|results?)|pain[-\\s]free|(?:completamente|totalmente|absolutamente|siempre|100\\s?%)\\s+sin\\s+dolor|(?:tratamiento|cirugía|recuperación|vida)\\s+sin\\s+dolor'),
    instead: 'how it feels, honestly: "most people feel little or no discomfort" (or "la mayoría siente poca o ninguna molestia")',
  },
  {
    // A treatment "no tiene ningún riesgo": the claim begins with its "no", so the negation rule keeps it.
    pattern: word('no\\s+risks?|risk-free|zero\\s+risk|without\\s+(?:any\\s+)?risks?|sin\\s+(?:ningún\\s+)?riesgos?|libre\\s+de\\s+riesgos?|riesgos?\\s+(?:cero|nulos?)|(?:cero|nulo)\\s+riesgos?|no\\s+(?:tiene|conlleva|implica|presenta|supone)\\s+(?:ningún\\s+)?riesgos?|no\\s+hay\\s+ningún\\s+riesgo'),
    instead: 'what is true of it, such as "uses no radiation" or "side effects are rare" (or "no usa radiación", "los efectos secundarios son raros")',
  },
  {
    pattern: word('(?:no|without(?:\\s+any)?|free\\s+of|zero)\\s+side[-\\s]effects?|side[-\\s]effect[-\\s]free|(?:no\\s+tiene\\s+|sin\\s+|libre\\s+de\\s+|cero\\s+)(?:ningún\\s+)?efectos?\\s+secundarios?'),
    instead: 'what is true of them, such as "side effects are rare and mild" (or "los efectos secundarios son raros y leves")',
  },
  {
    // Lasting results promised: "permanent relief", a symptom wiped out for good ("eliminates seizures
    // forever"). Not "stop", "end" or "desaparecer": "many children stop having seizures for good" is a fact.
    pattern: word(
      "permanent(?:ly)?\\s+(?:relief|cure|results?|fix(?:es|ed)?|gone)|(?:alivio|resultados?|solución)\\s+permanentes?|(?:alivio|resultados?)\\s+para\\s+siempre" +
        "|(?:eliminat|banish|eras)\\p{L}*\\s+(?:[\\p{L}'’-]+\\s+){0,3}?(?:forever|for\\s+good|permanently)|get(?:s|ting)?\\s+rid\\s+of\\s+(?:[\\p{L}'’-]+\\s+){0,3}?(?:forever|for\\s+good)|permanently\\s+(?:eliminat|banish|eras)\\p{L}*" +
        "|(?:elimin|borr)\\p{L}*\\s+(?:[\\p{L}'’-]+\\s+){0,3}?(?:para\\s+siempre|definitivamente|de\\s+por\\s+vida)|definitivamente\\s+(?:elimin|borr)\\p{L}*",
    ),
    instead: 'what the treatment can do: "can ease symptoms", "many patients have fewer attacks" (or "puede aliviar los síntomas")',
  },
  {
    pattern: word('(?:the\\s+)?(?:best|top|top-rated|#1|number\\s+one|leading)\\s+(?:\\p{L}+\\s+)?(?:neurologists?|doctors?|physicians?|specialists?|neurology|clinic)|(?:el|la|los|las)?\\s*mejor(?:es)?\\s+(?:neurólog\\p{L}*|médic\\p{L}*|doctor\\p{L}*|especialistas?|clínicas?)'),
    instead: 'facts a patient can check: "board-certified neurologists", "20 years of stroke care" (or "neurólogos certificados")',
  },
]

/** A negation shortly before the claim, in the same sentence, makes it honest ("does not cure"). */
const NEGATION = word("no|not|cannot|can't|can’t|never|without|nor|neither|isn't|isn’t|doesn't|doesn’t|don't|don’t|won't|won’t|sin|ni|ningún|ninguna|ninguno|nada|nadie|nunca|tampoco|jamás", 'iu')
/** Words that make a cure something sought, not promised ("research toward a cure"). */
const SOUGHT = /(?:for|toward|towards|find|finding|search|research|hope)\s+(?:a\s+|an\s+)?$|(?:buscar|busca|encontrar|hacia|investigación)\s+(?:una\s+|la\s+)?$/iu

function findClaims(text: string): { index: number; words: string; instead: string }[] {
  const found: { index: number; words: string; instead: string }[] = []
  for (const { pattern, instead } of CLAIMS) {
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(0, match.index).split(/[.!?;:]\s/).pop() ?? ''
      const near = before.split(/\s+/).slice(-4).join(' ')
      if (NEGATION.test(near) && !/^no\s/i.test(match[0])) continue
      if (SOUGHT.test(before)) continue
      found.push({ index: match.index, words: match[0].trim(), instead })
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

const messageOf = (found: { words: string; instead: string }[]) => {
  const words = found.map((f) => `"${f.words}"`)
  const instead = [...new Set(found.map((f) => f.instead))]
  return `${words.length === 1 ? `${words[0]} is a promise` : `${words.slice(0, -1).join(', ')} and ${words.at(-1)} are promises`} the practice may not publish: the advertising rules for medical practices forbid promising results, a cure or safety, because no treatment works for everyone. Write ${instead.join('; for the other, ')} instead.`
}

export function claimsIn(text: string): string | undefined {
  const found = findClaims(text)
  return found.length > 0 ? messageOf(found) : undefined
}

/** One message for each line (from 0) that has claims. */
function claimsByLine(text: string): Map<number, string> {
  const byLine = new Map<number, { words: string; instead: string }[]>()
  for (const claim of findClaims(text)) {
    const line = text.slice(0, claim.index).match(/\n/g)?.length ?? 0
    byLine.set(line, [...(byLine.get(line) ?? []), claim])
  }
  return new Map([...byLine].map(([line, found]) => [line, messageOf(found)]))
}

/** Read a paragraph at a time: "There is **no** cure" is one sentence. */
export const noMedicalClaims = siteRule<MdastNode>('medical-claims', ['paragraph', 'heading', 'tableCell', ...JSX_TYPES], (file) => {
  const components: MdastNode[] = []
  const enter = (node: MdastNode) => {
    if (JSX_TYPES.includes(node.type)) return void components.push(node)
    const start = node.position?.start
    for (const [index, message] of claimsByLine(textOf(node))) file.message(message, start ? { place: { line: start.line + index, column: 1 } } : { place: node.position })
  }
  return { enter, end: () => attributeTexts(components, file, ({ value }) => claimsIn(value)) }
})
