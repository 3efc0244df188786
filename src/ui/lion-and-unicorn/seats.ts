// Seat colours for The Lion & The Unicorn: one per seat, given in seating order, so the new-game form
// stays short. Only a label for people: no rule depends on a colour.

/** Ids shared with the saved-games list (the same ids Unstable Unicorns seats use). */
const SEATS = [
  { id: 'blue', value: '#3e63dd' },
  { id: 'orange', value: '#f76b15' },
  { id: 'green', value: '#30a46c' },
  { id: 'pink', value: '#d6409f' },
  { id: 'teal', value: '#12a594' },
  { id: 'yellow', value: '#e2b714' },
] as const;

/** The colour id of a seat. */
export function seatColourId(seat: number): string {
  return SEATS[seat % SEATS.length]!.id;
}

/** The CSS colour of a seat, from a saved colour id when there is one. */
export function seatColour(seat: number, id?: string): string {
  return SEATS.find((s) => s.id === id)?.value ?? SEATS[seat % SEATS.length]!.value;
}
