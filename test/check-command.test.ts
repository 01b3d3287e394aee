import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { createConsoleSession } from '../bot/console.ts';
import { createServices } from '../bot/services.ts';
import { extractScenario } from '../commands/check.ts';
import { HELP_EXAMPLES } from '../commands/help.ts';
import { checkScenario } from '../engine/index.ts';
import { GAMES } from '../rulings/games.ts';

const SIX_SIX = 'mtg; A: w=6/6 trample; B: x=2/2; y=0/4 dmg=1; attack w>B; block x,y>w';

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('/check in the console', () => {
  it('resolves a scenario with outcome, choices and a cited trace, in the user’s language', async () => {
    const session = createConsoleSession(await createServices(), 'fr');
    const { text } = await session.handle(`/check ${SIX_SIX}`);
    expect(text).toContain('702.19b');
    expect(text).toContain('mtg.trample.lethal');
    expect(text).toMatch(/x=2 y=3 B=1/);
  });

  it('shows a localized parse error with a caret and a suggestion', async () => {
    const session = createConsoleSession(await createServices(), 'ja');
    const { text } = await session.handle('/check mtg; A: w=6/6 trampel; attack w>B');
    expect(text).toContain('^');
    expect(text).toContain('trample');
  });

  it('without a scenario opens the form at the prompt: players, then what happens, then the game; errors name the box', async () => {
    const session = createConsoleSession(await createServices(), 'en');
    const form = (await session.handle('/check')).text;
    expect(form).toContain('Check a position');
    expect(form).toContain('▸ Players and their objects — one or more lines, then an empty line');
    for (const line of ['A: c=3/3', 'B: g=2/2']) expect((await session.handle(line)).text).toBe('');
    expect((await session.handle('')).text).toContain('▸ What happens, one action a line');
    for (const line of ['attack c', 'blok g>c']) await session.handle(line);
    expect((await session.handle('')).text).toContain('▸ Game (mtg, rb or gr) (optional: an empty line skips it) — one line');
    const reply = (await session.handle('')).text;
    expect(reply).toContain('“What happens” box, line 2, column 1:');
    expect(reply).toContain('Did you mean “block”?');
  });

  it('the form’s answer shows the position back in the notation', async () => {
    const session = createConsoleSession(await createServices(), 'fr');
    await session.handle('/check');
    for (const line of ['A: c=3/3', 'B: g=2/2', '', 'attaque c', 'bloque g>c', '']) await session.handle(line);
    const reply = (await session.handle('mtg')).text;
    expect(reply).toContain('## En notation (à copier pour /check scenario:)\n```\nmtg ; A: c=3/3 ; B: g=2/2 ; attack c ; block g>c\n```');
    expect(reply).toContain('g meurt');
  });
});

describe('rulebot check', () => {
  it('prints JSON with the canonical scenario and the outcome', async () => {
    const r = await cli(['check', SIX_SIX, '--json', '--lang', 'en']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ ok: true, game: 'mtg', canonical: expect.stringContaining('block x,y>w') });
    expect(json.outcome.length).toBeGreaterThan(0);
    expect(json.outcome[0].text).toEqual(expect.any(String));
  });

  it('exits 1 with positioned errors on bad input', async () => {
    const r = await cli(['check', 'mtg; A: w=6/6; B: x=2/2; attack w>B; block q>w', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).errors[0]).toMatchObject({ line: expect.any(Number), col: expect.any(Number) });
  });
});

describe('scenario text from a message', () => {
  it('takes the notation out of a code block or a /check line', () => {
    expect(extractScenario('look:\n```\nmtg\nA: w=2/2\n```')).toBe('mtg\nA: w=2/2');
    expect(extractScenario('/check scenario:mtg; A: w=2/2')).toBe('mtg; A: w=2/2');
  });
});

describe('/help examples', () => {
  it('every example shown in /help parses and resolves', () => {
    for (const game of GAMES) {
      for (const example of HELP_EXAMPLES[game]) {
        const result = checkScenario(example);
        expect({ example, ok: result.ok }).toEqual({ example, ok: true });
      }
    }
  });
});
