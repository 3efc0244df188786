// The Control & Chaos boxes against the card facts in ../shared/cards/control-chaos.csv: each box's
// faces, copies and totals, shared faces adding up when boxes combine, and deck files that do not fit.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  baseGame,
  catalogFor,
  compositionFor,
  compositionProblem,
  controlChaos,
  copiesInBox,
  loadBoxesDeck,
} from '../../src/games/unstable-unicorns/catalog.ts';
import controlChaosFile from '../../rules/unstable-unicorns/control-chaos.json';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const csvText = readFileSync(resolve(root, '../shared/cards/control-chaos.csv'), 'utf8');

/** One CSV line into fields; quoted fields may hold commas and doubled quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
  }
  fields.push(field);
  return fields;
}

const [header, ...lines] = csvText.trim().split('\n');
const columns = csvFields(header!);
const rows = lines.map((line) => {
  const fields = csvFields(line);
  return Object.fromEntries(columns.map((column, i) => [column, fields[i] ?? ''])) as Record<string, string>;
});
const perBox = (row: Record<string, string>, box: 'control' | 'chaos'): number =>
  Number(row[box === 'control' ? 'copies_control' : 'copies_chaos']);

// The data file, read as data: every face by its catalogue number.
const fileFaces = new Map<string, { id: string; name: string; title: string; type: string }>();
for (const card of controlChaos.cards)
  fileFaces.set(card.number, { id: card.id, name: card.name.en, title: card.title.en, type: card.type });
for (const held of controlChaos.alsoHolds) {
  const face = baseGame.cards.find((card) => card.id === held.id)!;
  fileFaces.set(held.number, { id: held.id, name: face.name.en, title: face.title.en, type: face.type });
}

describe('Control & Chaos faces against the card list', () => {
  it('has one face for each row of the list, and no other', () => {
    expect(rows).toHaveLength(119);
    expect([...fileFaces.keys()].sort()).toEqual(rows.map((row) => row.code).sort());
  });

  it('gives every face the name, printed title and type of the list', () => {
    for (const row of rows) {
      const face = fileFaces.get(row.code!)!;
      expect(face.name, row.code).toBe(row.name_en);
      expect(face.title, row.code).toBe(row.printed_title);
      expect(face.type, row.code).toBe(row.type);
    }
  });

  it('holds in each box the copies the list gives, face by face', () => {
    for (const box of ['control', 'chaos'] as const) {
      const catalog = catalogFor({ boxes: [box] });
      for (const row of rows) {
        const face = fileFaces.get(row.code!)!;
        expect(copiesInBox(box, face.id), `${box} ${row.name_en}`).toBe(perBox(row, box));
        expect(catalog.copies(face.id), `${box} ${row.name_en}`).toBe(perBox(row, box));
      }
      // Nothing from the base game slips in, apart from the shared Neigh and Super Neigh.
      const listed = new Set(
        rows.filter((row) => perBox(row, box) > 0).map((row) => fileFaces.get(row.code!)!.id),
      );
      expect(catalog.faces.map((face) => face.id).sort()).toEqual([...listed].sort());
    }
  });

  it('totals each box as the list does: 140 black-backed cards and 10 Babies', () => {
    for (const box of ['control', 'chaos'] as const) {
      const catalog = catalogFor({ boxes: [box] });
      const sum = (keep: (row: Record<string, string>) => boolean) =>
        rows.filter(keep).reduce((total, row) => total + perBox(row, box), 0);
      const blackBacked = sum((row) => row.type !== 'baby-unicorn');
      expect(catalog.blackBacked(false)).toBe(blackBacked);
      expect(catalog.babies).toHaveLength(sum((row) => row.type === 'baby-unicorn'));
      // control-chaos.md: 140 black-backed cards and 150 playable cards in each deck.
      expect(blackBacked).toBe(140);
      expect(catalog.babies).toHaveLength(10);
      expect(catalog.faces).toHaveLength(rows.filter((row) => perBox(row, box) > 0).length);
    }
  });

  it('adds both decks up: 119 faces, 300 copies, two of every Baby', () => {
    const both = catalogFor({ boxes: ['control', 'chaos'] });
    expect(both.faces).toHaveLength(119);
    expect(both.blackBacked(false) + both.babies.length).toBe(300);
    expect(both.babies).toHaveLength(20);
    for (const row of rows.filter((r) => r.type === 'baby-unicorn'))
      expect(both.babies.filter((id) => id === fileFaces.get(row.code!)!.id)).toHaveLength(2);
    expect(both.copies('neigh')).toBe(21);
    expect(both.copies('raccoonicorn')).toBe(6);
    expect(both.copies('unwind-and-rewind')).toBe(3);
    expect(both.copies('absorb-and-reflect')).toBe(3);
  });

  it('adds the base game Neigh to the Control Neigh: one face, 14 + 11 copies', () => {
    const mixed = catalogFor({ boxes: ['base-2e', 'control'] });
    expect(mixed.copies('neigh')).toBe(14 + 11);
    expect(mixed.copies('super-neigh')).toBe(2);
    expect(mixed.blackBacked(false)).toBe(114 + 140);
    expect(mixed.babies).toHaveLength(13 + 10);
  });

  it('leaves only the base game listed cards out of a 2-player game', () => {
    const mixed = catalogFor({ boxes: ['base-2e', 'chaos'] });
    expect(mixed.blackBacked(true)).toBe(82 + 140);
    expect(mixed.inPlay('basic-unicorn-red', true)).toBe(0);
    expect(mixed.inPlay('raccoonicorn', true)).toBe(3);
    expect(catalogFor({ boxes: ['control'] }).blackBacked(true)).toBe(140);
  });

  it('keeps the base game as printed when no box is named', () => {
    const base = catalogFor(undefined);
    expect(base.boxes).toEqual(['base-2e']);
    expect(base.blackBacked(false)).toBe(114);
    expect(base.blackBacked(true)).toBe(82);
    expect(base.babies).toHaveLength(13);
    expect(base.faces).toHaveLength(84);
    expect(base.inBoxes('raccoonicorn')).toBe(false);
  });

  it('follows a table correction of the copies', () => {
    const table = catalogFor({ boxes: ['control'], copies: { neigh: 12, raccoonicorn: 2 } });
    expect(table.copies('neigh')).toBe(12);
    expect(table.blackBacked(false)).toBe(140 + 1 - 1);
    const lost = catalogFor({ boxes: ['control'], copies: { 'archangel-unicorn': 0 } });
    expect(lost.faces.some((face) => face.id === 'archangel-unicorn')).toBe(false);
    expect(lost.inBoxes('archangel-unicorn')).toBe(true);
  });

  it('refuses a box it does not know, and a correction outside the boxes, by name', () => {
    expect(compositionProblem({ boxes: ['dragons'] })).toMatch(/decks: "dragons"/);
    expect(compositionProblem({ boxes: [] })).toMatch(/decks/);
    expect(compositionProblem({ boxes: ['control'], copies: { 'absorb-and-reflect': 2 } })).toMatch(
      /Absorb and Reflect is not in the boxes/,
    );
    expect(compositionProblem({ boxes: ['control'], copies: { neigh: -1 } })).toMatch(/copies: Neigh/);
    expect(compositionProblem({ boxes: ['control', 'chaos'], copies: { neigh: 12 } })).toBeNull();
  });
});

describe('Control & Chaos summaries and abilities', () => {
  it('writes every summary in both languages, never the list text itself', () => {
    const listed = new Set(rows.map((row) => row.summary_en));
    for (const card of controlChaos.cards) {
      expect(card.summary.en.length, card.id).toBeGreaterThan(20);
      expect(card.summary.fr.length, card.id).toBeGreaterThan(20);
      expect(listed.has(card.summary.en), card.id).toBe(false);
    }
  });

  it('gives every Baby the Nursery replacement of the base game Babies', () => {
    const baseBaby = baseGame.cards.find((card) => card.type === 'baby-unicorn')!;
    for (const card of controlChaos.cards.filter((c) => c.type === 'baby-unicorn'))
      expect(card.abilities, card.id).toEqual(baseBaby.abilities);
  });

  it('gives every face an ability, except the Basic Unicorns, which have none on purpose', () => {
    for (const card of controlChaos.cards) {
      if (card.type === 'basic-unicorn') expect(card.abilities, card.id).toEqual([]);
      else expect(card.abilities.length, card.id).toBeGreaterThan(0);
    }
    expect(controlChaos.cards.filter((card) => card.type === 'basic-unicorn')).toHaveLength(7);
  });

  it('plays every face with an ability in a scenario of the control-chaos tests', () => {
    // A face is "in a scenario" when a test file of control-chaos names its id (in a table or a play).
    const dir = new URL('./control-chaos/', import.meta.url);
    const texts = readdirSync(dir)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'))
      .join('\n');
    const missing = controlChaos.cards
      .filter((card) => card.abilities.length > 0 && card.type !== 'baby-unicorn')
      .filter((card) => !texts.includes(`'${card.id}'`));
    expect(missing.map((card) => card.id)).toEqual([]);
  });

  it('has no French names yet: the French print of these cards is not known', () => {
    for (const card of controlChaos.cards) expect(card.name.fr, card.id).toBeUndefined();
  });
});

describe('loading a deck file of several boxes', () => {
  const good = () =>
    structuredClone(controlChaosFile) as unknown as Record<string, unknown> & {
      cards: Array<Record<string, unknown>>;
    };
  it('loads the file as it is', () => {
    expect(loadBoxesDeck(good()).cards).toHaveLength(117);
  });
  it('refuses a face without a count for each box', () => {
    const bad = good();
    bad.cards[20]!.copies = { control: 1 };
    expect(() => loadBoxesDeck(bad)).toThrow(/copies must give a count for each box/);
  });
  it('refuses a face in no box', () => {
    const bad = good();
    bad.cards[20]!.copies = { control: 0, chaos: 0 };
    expect(() => loadBoxesDeck(bad)).toThrow(/in none of the boxes/);
  });
  it('refuses a face without a French summary', () => {
    const bad = good();
    bad.cards[5]!.summary = { en: 'Something' };
    expect(() => loadBoxesDeck(bad)).toThrow(/cards\.5\.summary\.fr/);
  });
  it('refuses an id used twice', () => {
    const bad = good();
    bad.cards[3]!.id = bad.cards[2]!.id;
    expect(() => loadBoxesDeck(bad)).toThrow(/used twice/);
  });
});

describe('a new game from the players’ own boxes', () => {
  it('adds each box, corrected or printed, and keeps only the faces that differ', () => {
    // Their Control box lost one Neigh (11 -> 10); their Chaos box is as printed (10 Neighs).
    expect(compositionFor(['control', 'chaos'], { control: { neigh: 10 } })).toEqual({
      boxes: ['control', 'chaos'],
      copies: { neigh: 20 },
    });
    // A correction back to the printed count changes nothing.
    expect(compositionFor(['control'], { control: { neigh: 11 } })).toEqual({ boxes: ['control'] });
    // Corrections of a box not in the game are not used.
    expect(compositionFor(['base-2e'], { control: { neigh: 3 } })).toEqual({ boxes: ['base-2e'] });
  });

  it('passes over stored corrections that do not fit the box', () => {
    expect(
      compositionFor(['chaos'], {
        chaos: { 'archangel-unicorn': 2, neigh: -3, raccoonicorn: 2.5, weeniecorn: 1 },
      }),
    ).toEqual({ boxes: ['chaos'], copies: { weeniecorn: 1 } });
  });
});
