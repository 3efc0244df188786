// The seat colours a group picks from: eight, one per possible player, each readable as a stripe
// on both themes. Only a label for people: no rule depends on a colour.

export const SEAT_COLOURS = [
  { id: 'red', value: '#e5484d' },
  { id: 'orange', value: '#f76b15' },
  { id: 'yellow', value: '#e2b714' },
  { id: 'green', value: '#30a46c' },
  { id: 'teal', value: '#12a594' },
  { id: 'blue', value: '#3e63dd' },
  { id: 'purple', value: '#8e4ec6' },
  { id: 'pink', value: '#d6409f' },
] as const;

export type SeatColour = (typeof SEAT_COLOURS)[number]['id'];

/** The CSS colour of a seat colour id (purple when unknown). */
export function colourValue(id: string | undefined): string {
  return SEAT_COLOURS.find((c) => c.id === id)?.value ?? '#8e4ec6';
}
