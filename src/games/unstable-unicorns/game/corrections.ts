// Corrections: the physical table outranks the phone. Checks that a correction leaves a possible
// table (refused with a sentence, nothing changed, otherwise) and applies it to the walker's live table.
import { z } from 'zod';
import { RuleError } from '../../../engine/game-log.ts';
import { effectiveAbilities } from '../continuous.ts';
import { cardFace, cardName, catalogOf, isCardId, PHASES, type CardId } from '../table.ts';
import type { Correction, Move, Result, TableState, Zone } from './types.ts';
import { unaccounted } from './unaccounted.ts';

const Seat = z.number().int().nonnegative();
const ZoneShape = z.union([
  z.object({ stable: Seat }).strict(),
  z.object({ hand: Seat, known: z.boolean().optional() }).strict(),
  z.object({ discard: z.literal(true) }).strict(),
  z.object({ deck: z.literal(true) }).strict(),
  z.object({ nursery: z.literal(true) }).strict(),
  z.object({ pile: z.literal(true) }).strict(),
]);
const Card = z.string().refine(isCardId, { message: 'not a card' });
const Delta = z
  .number()
  .int()
  .refine((n) => n !== 0, { message: 'a change of 0 changes nothing' });
const CorrectionShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hand'), player: Seat, delta: Delta }).strict(),
  z.object({ kind: z.literal('deck'), delta: Delta }).strict(),
  z.object({ kind: z.literal('drew'), player: Seat, count: z.number().int().positive().optional() }).strict(),
  z.object({ kind: z.literal('discarded'), player: Seat, card: Card }).strict(),
  z.object({ kind: z.literal('move'), card: Card, from: ZoneShape, to: ZoneShape }).strict(),
  z.object({ kind: z.literal('turn'), player: Seat, phase: z.enum(PHASES) }).strict(),
]);

/** A refusal in both languages of the app: the walker's message is the English one. */
type Said = { en: string; fr: string };

function refuse(said: Said): never {
  throw new RuleError('correction', said.en, said);
}

/** French "de Ben" but "d’Ana". */
function de(text: string): string {
  return /^[aeiouyhâàéèêîïôû]/i.test(text) ? `d’${text}` : `de ${text}`;
}

/** A card's name in each language (the English one where the French is unknown). */
function card2(card: CardId): Said {
  return { en: cardName(card, 'en'), fr: cardName(card, 'fr') };
}

/**
 * Cards set aside by corrections (a hand or the deck made smaller without saying where the card
 * went): the box beyond the cards the game leaves out. A hand or the deck made larger takes from them.
 */
export function setAside(t: TableState): number {
  const catalog = catalogOf(t);
  return t.outOfGame - (catalog.blackBacked(false) - catalog.blackBacked(t.twoPlayerVariant));
}

function name(t: TableState, player: number): string {
  return t.players[player]!.name;
}

/** True when this face may be among the cards nobody has seen (the deck, the unknown hand cards). */
function mayBeUnseen(t: TableState, card: CardId): boolean {
  return unaccounted(t).includes(card);
}

function zoneWords(t: TableState, zone: Zone): Said {
  if ('stable' in zone)
    return { en: `${name(t, zone.stable)}'s Stable`, fr: `l’Écurie ${de(name(t, zone.stable))}` };
  if ('hand' in zone) return { en: `${name(t, zone.hand)}'s hand`, fr: `la main ${de(name(t, zone.hand))}` };
  if ('discard' in zone) return { en: 'the discard pile', fr: 'la défausse' };
  if ('deck' in zone) return { en: 'the deck', fr: 'le paquet' };
  if ('nursery' in zone) return { en: 'the Nursery', fr: 'la Nurserie' };
  return { en: 'the Neigh pile', fr: 'la pile des Huuue' };
}

/** "La main d’Ana est vide": a zone's words opening a French sentence. */
function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Why the card cannot be in that zone: every copy the box holds is seen elsewhere, or it is not there. */
function notThere(t: TableState, zone: Zone, card: CardId): Said {
  const hidden = ('hand' in zone && !t.players[zone.hand]!.hand.known.includes(card)) || 'deck' in zone;
  const where = zoneWords(t, zone);
  const named = card2(card);
  if (hidden && !mayBeUnseen(t, card)) {
    const copies = catalogOf(t).inPlay(card, t.twoPlayerVariant);
    return {
      en: `${named.en}: the game holds ${copies === 1 ? 'one copy' : `${copies} copies`}, all already seen elsewhere, so it cannot be in ${where.en}.`,
      fr: `${named.fr} : le jeu en compte ${copies === 1 ? 'un exemplaire, déjà vu' : `${copies} exemplaires, tous déjà vus`} ailleurs, donc elle ne peut pas être dans ${where.fr}.`,
    };
  }
  if ('hand' in zone && t.players[zone.hand]!.hand.count === 0)
    return { en: `${capital(where.en)} is empty.`, fr: `${capital(where.fr)} est vide.` };
  return { en: `${named.en} is not in ${where.en}.`, fr: `${named.fr} n’est pas dans ${where.fr}.` };
}

/** True when the card may really be in that zone now. */
export function holds(t: TableState, zone: Zone, card: CardId): boolean {
  if ('stable' in zone) return t.players[zone.stable]!.stable.includes(card);
  if ('hand' in zone) {
    const hand = t.players[zone.hand]!.hand;
    if (hand.known.includes(card)) return true;
    return hand.count > hand.known.length && mayBeUnseen(t, card);
  }
  if ('discard' in zone) return t.discard.includes(card);
  if ('deck' in zone) return t.deck > 0 && mayBeUnseen(t, card);
  if ('nursery' in zone) return t.nursery.includes(card);
  return t.pile.some((entry) => entry.card === card);
}

/**
 * Checks a correction against the live table: the shape, the seats, and that the table it makes
 * is possible. Throws a RuleError('correction', sentence) naming what is wrong; changes nothing.
 */
export function checkCorrection(t: TableState, raw: unknown): Correction {
  const shape = CorrectionShape.safeParse(raw);
  if (!shape.success) {
    const issue = shape.error.issues[0]!;
    const field = issue.path.join('.') || 'correction';
    refuse({
      en: `This correction is not understood (${field}: ${issue.message}).`,
      fr: `Cette correction n’est pas comprise (${field} : ${issue.message}).`,
    });
  }
  const c = shape.data as Correction;
  const seats = t.players.length;
  const seat = (player: number) => {
    if (player >= seats)
      refuse({
        en: `There is no player ${player + 1} at this table.`,
        fr: `Il n’y a pas de joueur ${player + 1} à cette table.`,
      });
  };
  switch (c.kind) {
    case 'hand': {
      seat(c.player);
      const count = t.players[c.player]!.hand.count + c.delta;
      if (count < 0)
        refuse({
          en: `${name(t, c.player)}'s hand would hold ${count} cards.`,
          fr: `La main ${de(name(t, c.player))} aurait ${count} cartes.`,
        });
      if (c.delta > setAside(t))
        refuse({
          en: `Every card of the game is already on the table: say where ${name(t, c.player)}'s card came from (drew one more, or move a card).`,
          fr: `Toutes les cartes du jeu sont déjà sur la table : dites d’où vient la carte ${de(name(t, c.player))} (a pioché 1 de plus, ou déplacer une carte).`,
        });
      return c;
    }
    case 'deck': {
      const count = t.deck + c.delta;
      if (count < 0)
        refuse({ en: `The deck would hold ${count} cards.`, fr: `Le paquet aurait ${count} cartes.` });
      if (c.delta > setAside(t))
        refuse({
          en: 'Every card of the game is already on the table: say where the card came from (move a card).',
          fr: 'Toutes les cartes du jeu sont déjà sur la table : dites d’où vient la carte (déplacer une carte).',
        });
      return c;
    }
    case 'drew': {
      seat(c.player);
      const count = c.count ?? 1;
      if (count > t.deck)
        refuse({
          en: `The deck holds ${t.deck} cards: ${name(t, c.player)} cannot draw ${count}.`,
          fr: `Le paquet a ${t.deck} cartes : ${name(t, c.player)} ne peut pas en piocher ${count}.`,
        });
      return c;
    }
    case 'discarded': {
      seat(c.player);
      if (cardFace(c.card).type === 'baby-unicorn')
        refuse({
          en: 'A Baby Unicorn is never in a hand nor in the discard pile.',
          fr: 'Un Bébé Licorne n’est jamais dans une main ni dans la défausse.',
        });
      if (!holds(t, { hand: c.player }, c.card)) refuse(notThere(t, { hand: c.player }, c.card));
      return c;
    }
    case 'move': {
      for (const zone of [c.from, c.to]) {
        if ('stable' in zone) seat(zone.stable);
        if ('hand' in zone) seat(zone.hand);
      }
      if (!catalogOf(t).inBoxes(c.card))
        refuse({
          en: `${cardName(c.card, 'en')} is not in the boxes of this game.`,
          fr: `${cardName(c.card, 'fr')} n’est pas dans les boîtes de cette partie.`,
        });
      if (catalogOf(t).inPlay(c.card, t.twoPlayerVariant) === 0)
        refuse(
          catalogOf(t).copies(c.card) === 0
            ? {
                en: `${cardName(c.card, 'en')}: this table's box holds no copy of it.`,
                fr: `${cardName(c.card, 'fr')} : la boîte de cette table n’en contient aucun exemplaire.`,
              }
            : {
                en: `${cardName(c.card, 'en')} is left in the box in the 2-player game.`,
                fr: `${cardName(c.card, 'fr')} reste dans la boîte dans la partie à 2 joueurs.`,
              },
        );
      if (JSON.stringify(c.from) === JSON.stringify(c.to))
        refuse({ en: 'The card would stay where it is.', fr: 'La carte resterait où elle est.' });
      const baby = cardFace(c.card).type === 'baby-unicorn';
      if (baby && !('stable' in c.to || 'nursery' in c.to))
        refuse({
          en: 'A Baby Unicorn is only ever in a Stable or in the Nursery.',
          fr: 'Un Bébé Licorne n’est jamais ailleurs que dans une Écurie ou dans la Nurserie.',
        });
      if (!baby && 'nursery' in c.to)
        refuse({
          en: 'Only Baby Unicorns go in the Nursery.',
          fr: 'Seuls les Bébés Licornes vont dans la Nurserie.',
        });
      if ('pile' in c.to && t.pile.length === 0)
        refuse({
          en: 'No card is being played: nothing is on the Neigh pile to put a card on.',
          fr: 'Aucune carte n’est en train d’être jouée : la pile des Huuue est vide, rien où poser une carte.',
        });
      if (!holds(t, c.from, c.card)) refuse(notThere(t, c.from, c.card));
      return c;
    }
    case 'turn':
      seat(c.player);
      if (t.pile.length > 0)
        refuse({
          en: 'A card is on the Neigh pile: finish that play, or move the card off the pile, first.',
          fr: 'Une carte est sur la pile des Huuue : finissez ce coup, ou retirez d’abord la carte de la pile.',
        });
      return c;
  }
}

/**
 * What a correction needs of the walker (machine.ts Walk): the live table, and where to tell the
 * hidden-card moves and the results. Written out here so this file does not import machine.ts back.
 */
interface TableWalk {
  t: TableState;
  move(move: Move): void;
  say(result: Result): void;
}

/** Takes the card out of a zone (checked to be there); returns the seat it belonged to, if any. */
function takeOut(w: TableWalk, zone: Zone, card: CardId): number | undefined {
  const t = w.t;
  if ('stable' in zone) {
    const stable = t.players[zone.stable]!.stable;
    stable.splice(stable.lastIndexOf(card), 1);
    return zone.stable;
  }
  if ('hand' in zone) {
    const hand = t.players[zone.hand]!.hand;
    hand.count -= 1;
    const at = hand.known.indexOf(card);
    if (at >= 0) hand.known.splice(at, 1);
    w.move({ fromHand: zone.hand, card });
    return zone.hand;
  }
  if ('discard' in zone) t.discard.splice(t.discard.lastIndexOf(card), 1);
  else if ('deck' in zone) {
    t.deck -= 1;
    w.move({ fromDeck: card });
  } else if ('nursery' in zone) t.nursery.splice(t.nursery.indexOf(card), 1);
  else {
    let at = t.pile.length - 1;
    while (t.pile[at]!.card !== card) at -= 1;
    const [entry] = t.pile.splice(at, 1);
    return entry!.player;
  }
  return undefined;
}

/** Puts the card into a zone; a card entering a Stable offers its enter effects. */
function putInto(w: TableWalk, zone: Zone, card: CardId, owner: number | undefined): void {
  const t = w.t;
  if ('stable' in zone) {
    const stable = t.players[zone.stable]!.stable;
    stable.push(card);
    offer(w, { player: zone.stable, index: stable.length - 1 }, 'enter');
  } else if ('hand' in zone) {
    const hand = t.players[zone.hand]!.hand;
    hand.count += 1;
    if (zone.known !== false) hand.known.push(card);
    w.move({ toHand: zone.hand, card });
  } else if ('discard' in zone) t.discard.push(card);
  else if ('deck' in zone) {
    t.deck += 1;
    w.move({ toDeck: [card] });
  } else if ('nursery' in zone) t.nursery.push(card);
  else t.pile.push({ player: owner ?? t.turn.player, card });
}

/**
 * The triggered effects a correction makes apply, offered to the card's controller: the table may
 * have carried them out already, so each is optional.
 */
function offer(w: TableWalk, spot: { player: number; index: number }, on: 'enter' | 'leave'): void {
  const card = w.t.players[spot.player]!.stable[spot.index]!;
  for (const ability of effectiveAbilities(w.t, spot)) {
    if (ability.on === on)
      w.t.chain.push({ card, controller: spot.player, effect: ability.effect, optional: true, trigger: on });
  }
}

/** Applies a checked correction to the live table, with its hidden-card moves and results. */
export function applyCorrection(w: TableWalk, c: Correction): void {
  const t = w.t;
  w.say({ kind: 'corrected', correction: c });
  switch (c.kind) {
    case 'hand': {
      const hand = t.players[c.player]!.hand;
      hand.count += c.delta;
      t.outOfGame -= c.delta;
      // The table does not know which card left: what it knew of that hand may have left with it.
      if (c.delta < 0) hand.known = [];
      for (let i = 0; i < Math.abs(c.delta); i++)
        w.move(c.delta > 0 ? { boxToHand: c.player } : { handToBox: c.player });
      return;
    }
    case 'deck':
      t.deck += c.delta;
      t.outOfGame -= c.delta;
      for (let i = 0; i < Math.abs(c.delta); i++)
        w.move(c.delta > 0 ? { boxToDeck: true } : { deckToBox: true });
      return;
    case 'drew': {
      const count = c.count ?? 1;
      t.deck -= count;
      t.players[c.player]!.hand.count += count;
      for (let i = 0; i < count; i++) w.move({ draw: c.player });
      w.say({ kind: 'drew', player: c.player, count, source: 'correction' });
      return;
    }
    case 'discarded':
      takeOut(w, { hand: c.player }, c.card);
      t.discard.push(c.card);
      w.say({ kind: 'discarded', player: c.player, card: c.card });
      return;
    case 'move': {
      // A card leaving a Stable for the discard pile was sacrificed or destroyed: its leave effects are offered.
      if ('stable' in c.from && 'discard' in c.to) {
        const stable = t.players[c.from.stable]!.stable;
        offer(w, { player: c.from.stable, index: stable.lastIndexOf(c.card) }, 'leave');
      }
      const owner = takeOut(w, c.from, c.card);
      putInto(w, c.to, c.card, owner);
      return;
    }
    case 'turn': {
      const changed = c.player !== t.turn.player;
      const same = !changed && c.phase === t.turn.phase;
      t.turn = {
        player: c.player,
        phase: c.phase,
        number: t.turn.number + (changed ? 1 : 0),
        playsLeft: same ? t.turn.playsLeft : 1,
        played: same ? t.turn.played : 0,
        ending: false,
      };
      // Whatever was waiting to resolve belongs to the moment the table has left.
      t.chain = [];
      if (changed && t.turnsBegun) t.turnsBegun[c.player] = (t.turnsBegun[c.player] ?? 0) + 1;
      const own = t.turnsBegun?.[c.player];
      if (changed)
        w.say({
          kind: 'turn',
          player: c.player,
          number: t.turn.number,
          ...(own !== undefined ? { own } : {}),
        });
      return;
    }
  }
}
