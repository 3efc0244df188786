// How long the judge takes: 100 questions of every kind (outcome, play, chain, beginning-of-turn,
// setup), answered in-process as the app's dispute screen would, and one chain question with a
// 200,000-answer Neigh pile (issue 11: it must stay linear). Printed, never asserted.
import { askJudge } from '../src/games/judge.ts';

const players = (stables: string[][]) =>
  stables.map((stable, i) => ({ name: ['Ana', 'Ben', 'Cy', 'Dee'][i]!, stable }));

const questions: object[] = [
  {
    players: players([
      ['Rhinocorn', 'Basic Unicorn', 'Baby Unicorn'],
      ['Extremely Destructive Unicorn', 'Llamacorn', 'Baby Unicorn'],
      ['Baby Unicorn'],
    ]),
    deck: 0,
    ask: { what: 'outcome' },
  },
  {
    players: players([
      ['Ginormous Unicorn', 'Pandamonium'],
      ['Baby Unicorn', 'Yay'],
      ['Magical Kittencorn', 'Rainbow Aura'],
      ['Queen Bee Unicorn'],
    ]),
    ask: { what: 'play', player: 'Ana', card: 'Two-For-One' },
  },
  {
    players: players([['Baby Unicorn'], ['Baby Unicorn', 'Slowdown'], ['Baby Unicorn', 'Rhinocorn']]),
    ask: {
      what: 'chain',
      play: { player: 'Ana', card: 'Unicorn Swap' },
      responses: [
        { player: 'Ben', card: 'Neigh' },
        { player: 'Cy', card: 'Neigh' },
        { player: 'Ana', card: 'Super Neigh' },
      ],
    },
  },
  {
    players: players([
      ['Rhinocorn', 'Glitter Bomb', 'Sadistic Ritual', 'Stable Artillery', 'Baby Unicorn'],
      ['Baby Unicorn'],
      ['Baby Unicorn'],
    ]),
    turn: { player: 'Ana', phase: 'beginning' },
    ask: { what: 'beginning-of-turn' },
  },
  { players: players([[], [], [], []]), ask: { what: 'setup' } },
];

export default function judgeBench(): void {
  // One warm-up round so the catalog and the schemas are loaded before timing.
  for (const question of questions) askJudge(question);
  const count = 100;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const answer = askJudge(questions[i % questions.length]!);
    if ('error' in answer) throw new Error(`bench question ${i % questions.length}: ${String(answer.error)}`);
  }
  const ms = performance.now() - start;
  console.log(`judge: ${count} questions in ${ms.toFixed(1)} ms (${(ms / count).toFixed(2)} ms each)`);

  const responses = Array.from({ length: 200_000 }, (_, i) => ({
    // Ben is slowed down and Ana cannot answer her own card: every answer goes back to its hand.
    player: i % 2 === 0 ? 'Ana' : 'Ben',
    card: 'Neigh',
  }));
  const pile = {
    players: players([['Baby Unicorn'], ['Baby Unicorn', 'Slowdown'], ['Baby Unicorn', 'Rhinocorn']]),
    ask: { what: 'chain', play: { player: 'Ana', card: 'Unicorn Swap' }, responses },
  };
  const text = JSON.stringify(pile);
  const pileStart = performance.now();
  const pileAnswer = askJudge(text);
  const pileMs = performance.now() - pileStart;
  const refused = Array.isArray(pileAnswer.refused) ? pileAnswer.refused.length : String(pileAnswer.error);
  console.log(
    `judge: chain of ${responses.length} answers (${(text.length / 1e6).toFixed(1)} MB of JSON) in ${pileMs.toFixed(0)} ms, ${refused} refused`,
  );
}
