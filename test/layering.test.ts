// The layering rule of DESIGN.md is enforced by lint: the engine and the games are pure, so an import
// of the screens, the storage or the camera from there fails `npm run check`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;

async function lintAs(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the layering lint rule', () => {
  it('refuses src/games importing the UI, the store or the scanner', { timeout: 60_000 }, async () => {
    for (const from of ['../../ui/app-state.ts', '../../store/games.ts', '../../scan/match.ts']) {
      const code = `import * as x from '${from}';\nexport const y = x;\n`;
      expect(await lintAs('src/games/unstable-unicorns/example.ts', code)).toContain('no-restricted-imports');
    }
  });

  it('refuses src/engine importing dexie, solid-js or yjs', { timeout: 60_000 }, async () => {
    for (const library of ['dexie', 'solid-js', 'yjs']) {
      const code = `import * as x from '${library}';\nexport const y = x;\n`;
      expect(await lintAs('src/engine/example.ts', code)).toContain('no-restricted-imports');
    }
  });

  it('lets the UI import the games', { timeout: 60_000 }, async () => {
    const code = `import * as x from '../../games/unstable-unicorns/table.ts';\nexport const y = x;\n`;
    expect(await lintAs('src/ui/unstable-unicorns/example.ts', code)).not.toContain('no-restricted-imports');
  });
});
