// Fills the {placeholders} of a words file's text (content/ui/). Safe in the browser and free of React:
// the enhancements (islands without React) use it.

/** Fills {name} placeholders; a placeholder with no value is left as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
