// The Lion & The Unicorn's public face for the app and the CLI: rules, views, words and positions.
// Import from here rather than from the files inside, which may move.
export { Animal, animalCard, animalNamed, animalOf, lionBox, startingAnimals } from './cards.ts';
export {
  LionEventSchema,
  LionSetup,
  loadLionGame,
  lionRules,
  winningSet,
  type LionCard,
  type LionCorrection,
  type LionPile,
  type LionPlay,
  type LionDecision,
  type LionEvent,
  type LionNews,
  type LionSeat,
  type LionState,
  type LionStep,
} from './game.ts';
export {
  viewFor,
  type LionCardView,
  type LionDecisionView,
  type LionSeatView,
  type LionTableView,
} from './view.ts';
export { describeCorrection, describeEvent, animalName, fillText, lionText, type LionWords } from './text.ts';
export { layTable, cardOf, type LionPosition, type PlacedCard } from './position.ts';
export { answerLionAndUnicorn } from './judge.ts';
export { LionRefusal, refusalIn, refusalText, type LionRefusalCode } from './refusals.ts';
