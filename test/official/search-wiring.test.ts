/**
 * The imported rules pack as the running bot sees it: its paragraphs join the search index next to the
 * knowledge base, /rule and /define answer from it, and without a pack the bot says how to import one.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleSession } from '../../bot/console.ts';
import { createServices } from '../../bot/services.ts';
import { savePack } from '../../rulings/official/index.ts';
import { HAVE_CR, realPack } from './helpers.ts';

const saved = process.env.RULEBOT_DATA_DIR;
afterAll(() => {
  process.env.RULEBOT_DATA_DIR = saved;
});

describe.skipIf(!HAVE_CR)('official rules in the running bot', () => {
  beforeAll(() => {
    process.env.RULEBOT_DATA_DIR = mkdtempSync(join(tmpdir(), 'rulebot-pack-'));
    savePack(realPack());
  });

  it('finds both the knowledge-base entry and 702.19b in the top 3 for "trample"', async () => {
    const services = await createServices();
    const ids = services.search.query('trample', { lang: 'en' }).hits.slice(0, 3).map((h) => h.id);
    expect(ids).toContain('mtg.trample.lethal');
    expect(ids).toContain('mtg-cr:702.19b');
  });

  it('answers from an entry first, with the paragraphs it cites, and from the rules text only where no entry answers', async () => {
    const services = await createServices();
    const ids = (q: string) => services.search.query(q, { lang: 'en' }).hits.map((h) => h.id);
    // a thousand paragraphs mention the stack; the entry that explains it comes first, its rule right after
    expect(ids('what is the stack').slice(0, 2)).toEqual(['mtg.core.stack-basics', 'mtg-cr:405.1']);
    expect(ids('what is priority')[0]).toBe('mtg.core.priority');
    // an entry says what became of mana burn (mana empties with no loss of life): it answers before the glossary
    expect(ids('mana burn')[0]).toBe('mtg.core.mana-pool-empties');
    // no entry is about Vanguard: the rules paragraph is the answer, quoted with its number
    const vanguard = services.search.query('what is a vanguard', { lang: 'en' });
    expect(vanguard.found).toBe(true);
    expect(vanguard.hits[0]).toMatchObject({ id: 'mtg-cr:313.1', kind: 'official' });
  });

  it('answers /rule 702.19b and /define trample from the pack, labelled with the effective date', async () => {
    const session = createConsoleSession(await createServices(), 'fr');
    const rule = (await session.handle('/rule 702.19b')).text;
    expect(rule).toContain('702.19b');
    expect(rule).toContain('2025');
    const define = (await session.handle('/define trample')).text;
    expect(define.toLowerCase()).toContain('trample');
  });
});

describe('without an imported pack', () => {
  it('explains how to import one', async () => {
    process.env.RULEBOT_DATA_DIR = mkdtempSync(join(tmpdir(), 'rulebot-empty-'));
    const session = createConsoleSession(await createServices(), 'en');
    expect((await session.handle('/rule 702.19b')).text).toContain('https://magic.wizards.com/en/rules');
    expect((await session.handle('/define trample')).text).toContain('https://magic.wizards.com/en/rules');
  });
});
