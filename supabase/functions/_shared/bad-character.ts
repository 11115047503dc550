// The message of a character no real text needs (requests.ts), without zod for the island.
export const BAD_CHARACTER = 'This field contains a character we cannot accept. Please retype it.'
