// An office's city line, "Covington, LA 70433", read the same by the check and the pages (no zod: pages import it).
export const CITY_LINE = /^(.+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/

/** "Covington, LA 70433" → its parts (undefined when it is not written so: the check reports it). */
export function cityParts(city: string): { locality: string; region: string; postalCode: string } | undefined {
  const match = CITY_LINE.exec(city.trim())
  return match ? { locality: match[1]!, region: match[2]!, postalCode: match[3]! } : undefined
}
