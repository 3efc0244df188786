// Placeholder until this game's simulator lands.
export function simulate(_options: { games: number; seed: number; players?: number }): number {
  console.error('this simulator is not built yet');
  return 2;
}
