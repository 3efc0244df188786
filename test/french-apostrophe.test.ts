// The French interface elides with the typographic apostrophe ("d’Ana", "n’est"): the words written
// in the code (the engine's refusals), the card summaries and the rules reference never use the straight one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fillText } from '../src/games/lion-and-unicorn/text.ts';
import { playRefusal, refusalSentence } from '../src/games/unstable-unicorns/legality.ts';
import type { Table } from '../src/games/unstable-unicorns/table.ts';

const ROOT = new URL('..', import.meta.url).pathname;

/** A French word elided with a straight apostrophe: "d'Ana", "n'est", "qu'un", "d'${name}". */
const STRAIGHT_ELISION =
  /(?<!\p{L})(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|presqu|quelqu|aujourd)\\?'(?=\p{L}|\$\{)/iu;
/** A straight apostrophe inside a word: anywhere in a text known to be French. */
const STRAIGHT_IN_WORD = /\p{L}'\p{L}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The text of every string and template part of a source file, with its line. */
function literals(file: string): Array<{ line: number; text: string }> {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      node.kind === ts.SyntaxKind.JsxText
    ) {
      const start = node.getStart(source);
      found.push({
        line: source.getLineAndCharacterOfPosition(start).line + 1,
        text: text.slice(start, node.end),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every string under a French key (`fr`) of a JSON value, or every string when it is all French. */
function frenchStrings(value: unknown, french: boolean, path: string, out: string[]): string[] {
  if (typeof value === 'string') {
    if (french) out.push(`${path}: ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => frenchStrings(item, french, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      frenchStrings(item, french || key === 'fr', `${path}.${key}`, out);
  }
  return out;
}

describe('French words use the typographic apostrophe', () => {
  it('in every string the code writes (refusals, corrections, history lines)', () => {
    const straight = sourceFiles('src').flatMap((file) =>
      literals(file)
        .filter(({ text }) => STRAIGHT_ELISION.test(text))
        .map(({ line, text }) => `${file.slice(ROOT.length)}:${line}: ${text}`),
    );
    expect(straight).toEqual([]);
  });

  it('in the card summaries and the rules reference', () => {
    const files = [
      ['rules/unstable-unicorns/base-2e.json', false],
      ['rules/unstable-unicorns/control-chaos.json', false],
      ['rules/lion-and-unicorn/cards.json', false],
      ['rules/unstable-unicorns/reference/fr.json', true],
    ] as const;
    const straight = files.flatMap(([file, french]) =>
      frenchStrings(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), french, file, []).filter((text) =>
        STRAIGHT_IN_WORD.test(text),
      ),
    );
    expect(straight).toEqual([]);
    // The scan reads French text: the summaries are there to be read.
    expect(
      frenchStrings(JSON.parse(readFileSync(join(ROOT, files[1][0]), 'utf8')), false, '', []).length,
    ).toBeGreaterThan(100);
  });

  it('where a name starting with a vowel is elided as the sentence is made', () => {
    // The Lion & The Unicorn's own filling of names: "la rangée d’Ana".
    expect(fillText('la rangée de {player}', { player: 'Ana' }, 'fr')).toBe('la rangée d’Ana');
    expect(fillText('la rangée de {player}', { player: 'Ben' }, 'fr')).toBe('la rangée de Ben');
    // A card played out of turn: "C’est le tour d’Ana".
    const seat = (name: string) => ({ name, stable: [], hand: { count: 1, known: ['back-kick'] } });
    const table: Table = {
      language: 'fr',
      players: [seat('Ana'), seat('Ben')],
      nursery: [],
      deck: 60,
      discard: [],
      turn: { player: 0, phase: 'action' },
      twoPlayerVariant: false,
    };
    const request = { player: 1, card: 'back-kick' };
    const refusal = playRefusal(table, request);
    expect(refusal?.code).toBe('not-your-turn');
    expect(refusalSentence(table, request, refusal!, 'fr')).toMatch(/^C’est le tour d’Ana/);
  });
});
