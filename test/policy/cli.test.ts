/** `rulebot ipg` / `rulebot mtr` and the console's /ipg, /mtr, with the shipped knowledge base. */
import { describe, expect, it } from 'vitest';
import { main } from '../../bot/cli.ts';
import { createConsoleSession } from '../../bot/console.ts';
import { createServices } from '../../bot/services.ts';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('rulebot ipg / mtr', () => {
  it('prints an infraction by abbreviation, in the --lang language', async () => {
    const r = await run(['ipg', 'FtMGS', '--lang', 'ja']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('適正なゲームの状態の維持の失敗（IPG 2.6）');
    expect(r.out).toContain('**罰則：**競技・プロRELとも警告');
  });

  it('prints the JAR fix with --rel regular', async () => {
    const r = await run(['ipg', 'looking at extra cards', '--rel', 'regular', '--lang', 'fr']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Une carte de la bibliothèque vue par accident au niveau Régulier (JAR)');
  });

  it('--json gives the section, the match and our summary', async () => {
    const r = await run(['mtr', '2.11', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      document: 'mtg-mtr',
      number: '2.11',
      title: 'Taking Notes',
      match: 'number',
      entry: { id: 'mtg.policy.mtr.notes', citations: [{ source: 'mtg-mtr', rule: '2.11', date: '2026-02-27' }] },
      official: null,
    });
    const d = JSON.parse((await run(['ipg', 'd/dlp', '--json'])).out);
    expect(d).toMatchObject({ number: '3.4', match: 'abbreviation', abbreviations: ['DLP', 'D/DLP'] });
  });

  it('exits 1 on an unknown section and 2 on a bad --rel', async () => {
    const miss = await run(['mtr', 'banana split']);
    expect(miss.code).toBe(1);
    expect(miss.out).toContain('The MTR has no section matching “banana split”');
    // what to type instead is the MTR's own kind of section, not the IPG's abbreviations
    expect(miss.out).toContain('Try a section number (4.2) or a topic (shortcuts).');
    expect(miss.out).not.toContain('GRV');
    const ipg = await run(['ipg', 'banana split', '--lang', 'fr']);
    expect([ipg.code, ipg.out]).toEqual([1, expect.stringContaining('une abréviation (GRV)')]);
    const bad = await run(['ipg', 'GRV', '--rel', 'casual']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--rel must be one of regular, competitive, professional');
  });
});

describe('console /ipg and /mtr', () => {
  it('answers in the console language, with the rel option', async () => {
    const session = createConsoleSession(await createServices(), 'fr');
    const a = await session.handle('/ipg USC-Major');
    expect(a.text).toContain('Conduite antisportive — majeure (IPG 4.2) : le harcèlement');
    const b = await session.handle('/ipg MT rel:regular');
    expect(b.text).toContain('Capacité déclenchée oubliée au niveau Régulier (JAR)');
    const c = await session.handle('/mtr boucle');
    expect(c.text).toContain('Raccourcir une boucle : annoncer un nombre d\'itérations (MTR 4.4)');
  });
});

describe('policy questions through rulebot ask and the console /ruling', () => {
  it('rulebot ask answers from the IPG and the JAR, and leaves a rules story told at an event to the rules', async () => {
    const both = await run(['ask', 'my opponent forgot his upkeep trigger, what happens?', '--json']);
    expect(both.code).toBe(0);
    const answer = JSON.parse(both.out) as { hits: Array<{ id: string; citations: Array<{ source: string; rule: string | null }> }> };
    expect(answer.hits.slice(0, 2).map((h) => h.id)).toEqual(['mtg.policy.ipg.missed-trigger', 'mtg.policy.jar.missed-trigger']);
    expect(answer.hits[0]!.citations[0]).toMatchObject({ source: 'mtg-ipg', rule: '2.1' });
    const rules = await run(['ask', 'at FNM my opponent attacked with a 5/5 trampler and I blocked with a 1/1, how much damage does trample assign to me?', '--json']);
    const ids = (JSON.parse(rules.out) as { hits: Array<{ id: string }> }).hits.map((h) => h.id);
    expect(ids[0]).toBe('mtg.trample.lethal');
    expect(ids.filter((id) => id.startsWith('mtg.policy.'))).toEqual([]);
  });

  it('the console answers a policy question in its language, at the REL asked about', async () => {
    const session = createConsoleSession(await createServices(), 'ja');
    const a = await session.handle('/ruling question:競技RELで相手がデッキリストと違うカードを使っていた。ペナルティは？');
    // The answer itself (before the buttons and the related menu) is the IPG's alone: the REL was named.
    const shown = (text: string): string => text.split('[1] ')[0]!;
    expect(shown(a.text)).toContain('IPG 3.4');
    expect(shown(a.text)).not.toContain('JAR');
    const b = await session.handle('/ruling question:en FNM mon adversaire a pioché une carte de trop');
    expect(shown(b.text)).toContain('(JAR)');
    expect(shown(b.text)).not.toContain('IPG 2.3');
  });
});
