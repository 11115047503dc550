// The message of a field that holds a character no real text needs (requests.ts refuses it). A module of
// its own, without zod, so the form island can recognise it without loading the schemas.
export const BAD_CHARACTER = 'This field contains a character we cannot accept. Please retype it.'
