/**
 * Tournament policy in /ruling's search: policy questions are answered from the MTR, IPG and JAR entries, game-rules
 * questions never are, and the Rules Enforcement Level asked about picks the IPG (Competitive, Professional) or the
 * JAR (Regular) entry. These questions were written for this test, not taken from the policy question set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coverageReport } from '../../rulings/coverage.ts';
import { loadKnowledgeBase, type KnowledgeBase } from '../../rulings/loader.ts';
import { askedRel, cardNamesToBlank, confidentPolicy, isPolicyEntry, markedDomain, namedInfractions, type NamedCard } from '../../rulings/policy.ts';
import { RulingsSearch } from '../../rulings/search.ts';
import { foldTyped } from '../../rulings/tokenize.ts';

let kb: KnowledgeBase;
let search: RulingsSearch;

beforeAll(() => {
  kb = loadKnowledgeBase();
  search = new RulingsSearch(kb);
});

const top = (q: string): string | undefined => search.query(q).hits[0]?.id;

describe('policy questions', () => {
  it.each([
    ['my opponent forgot his upkeep trigger, what happens at competitive?', 'mtg.policy.ipg.missed-trigger'],
    ['penalty for drawing an extra card at competitive', 'mtg.policy.ipg.hidden-card-error'],
    ['I drew 8 cards for my opening hand at an RCQ', 'mtg.policy.ipg.mulligan-procedure-error'],
    ['a spectator told my opponent which creature to attack with', 'mtg.policy.ipg.outside-assistance'],
    ['is it cheating to lie to the judge about what happened?', 'mtg.policy.ipg.cheating'],
    ['how many extra turns after time is called?', 'mtg.policy.mtr.end-of-match'],
    ['can I take notes during a match?', 'mtg.policy.mtr.notes'],
    ['can we roll a die to decide who wins the match?', 'mtg.policy.ipg.improperly-determining-winner'],
    ['my opponent offered me a rare card to concede', 'mtg.policy.ipg.bribery-wagering'],
    ['what REL is a prerelease?', 'mtg.policy.mtr.rel'],
    ['相手がライフを間違えて言ったので攻撃しなかった', 'mtg.policy.ipg.communication-policy-violation'],
    ['競技RELでデッキリストに禁止カードを書いてしまった', 'mtg.policy.ipg.decklist-problem'],
    ['ドラフトで逆方向にパスしてしまった ペナルティは？', 'mtg.policy.ipg.limited-procedure-violation'],
    ['時間切れになったら追加で何ターン？', 'mtg.policy.mtr.end-of-match'],
    ['mon adversaire n\'a pas mélangé après avoir cherché un terrain, pénalité ?', 'mtg.policy.ipg.insufficient-shuffling'],
    ['quelle pénalité pour un joueur qui arrive avec 5 minutes de retard ?', 'mtg.policy.ipg.tardiness'],
    ['les pochettes de mon adversaire sont marquées, que se passe-t-il ?', 'mtg.policy.ipg.marked-cards'],
    ['peut-on partager les lots en finale ?', 'mtg.policy.mtr.bribery-prize-split'],
    // Situations told in the words players use (policy.yaml concepts: theft, harassment, mulligan-error, a card not
    // legal in the format…), not the infraction's name.
    ['someone stole my binder at the store championship', 'mtg.policy.ipg.theft'],
    ['my opponent insulted me with a slur', 'mtg.policy.ipg.usc-major'],
    ['opponent kept 7 after mulligan to 6 by mistake', 'mtg.policy.ipg.mulligan-procedure-error'],
    ["j'ai joué un terrain de trop ce tour-ci en RCQ", 'mtg.policy.ipg.game-rule-violation'],
    ['my opponent took way too long to decide his blocks every turn, can I call a judge?', 'mtg.policy.ipg.slow-play'],
    ['PTQで連合戦略撃って、基本土地タイプ4種類しかないのに5枚引いちゃった。ゲームロス？', 'mtg.policy.ipg.hidden-card-error'],
  ])('"%s" → %s', (q, id) => {
    expect(top(q)).toBe(id);
  });

  it('answers a story-shaped question from the entry with a clear lead, and a penalty question with an infraction', () => {
    expect(top('PTQ round 3: my opponent forgot his Goblin Rabblemaster trigger, attacked with everything, and only after blocks said his goblins get +1/+0. Is that allowed?')).toBe(
      'mtg.policy.ipg.missed-trigger',
    );
    expect(top('at comp I noticed my opponent had 61 cards in his deck during game 1 after a deck check, what is the penalty?')).toBe('mtg.policy.ipg.deck-problem');
    expect(top('RCQで相手が手札を低く持っていて、ドローのたびに2枚見えてしまう。教えるべき？そのまま使っていい？')).toBe('mtg.policy.mtr.hidden-information');
  });

  it('leaves a rules story that mentions a judge to the game rules', () => {
    const result = search.query('a judge told me my 6/6 trampler blocked by two 2/2s must assign lethal damage to each blocker before the player, is that right?');
    expect(result.hits.every((h) => !h.entry || !isPolicyEntry(h.entry, kb))).toBe(true);
  });

  it('reaches every infraction and MTR section entry by its title, in English, Japanese and French', () => {
    const missed: string[] = [];
    for (const e of kb.entries.filter((x) => isPolicyEntry(x, kb))) {
      for (const lang of ['en', 'ja', 'fr'] as const) {
        const title = e.title[lang]!;
        const got = search.query(title).hits.slice(0, 2).map((h) => h.id);
        if (!got.includes(e.id)) missed.push(`${lang} "${title}" → ${got.join(', ') || 'nothing'}`);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe('Rules Enforcement Level', () => {
  it('reads the REL a question names, in three languages', () => {
    expect(askedRel(foldTyped('opponent forgot a trigger at FNM'))).toBe('regular');
    expect(askedRel(foldTyped('プレリリースで相手が1枚多く引いた'))).toBe('regular');
    expect(askedRel(foldTyped('競技RELでの誘発忘れ'))).toBe('competitive');
    expect(askedRel(foldTyped('en compétitif, un déclencheur oublié'))).toBe('competitive');
    expect(askedRel(foldTyped('at the Pro Tour, a missed trigger'))).toBe('professional');
    expect(askedRel(foldTyped('my opponent forgot a trigger'))).toBeUndefined();
  });

  it('a REL named as such wins over an event or a print the question also names', () => {
    expect(askedRel(foldTyped('プレリ版のフォイルしか持ってないけど、競技RELでマークド扱いになる？'))).toBe('competitive');
    expect(askedRel(foldTyped('My only foil is a prerelease promo. Are warped foils marked cards at Competitive REL?'))).toBe('competitive');
    expect(askedRel(foldTyped("À l'avant-première de la semaine dernière, en REL compétitif, il a oublié un déclencheur"))).toBe('competitive');
    expect(search.query('プレリ版のフォイルしか持ってないけど、フォイルが反ってたら競技RELでマークド扱いになる？').hits[0]?.id).toBe('mtg.policy.ipg.marked-cards');
    // two RELs named as such: the event decides as before
    expect(askedRel(foldTyped('at FNM (Regular REL, not Competitive REL) a missed trigger'))).toBe('regular');
  });

  it('answers with the JAR at Regular REL, the IPG at Competitive, and both when the question does not say', () => {
    expect(search.query('my opponent forgot his trigger at FNM, what happens?').hits.map((h) => h.id).slice(0, 2)).toEqual([
      'mtg.policy.jar.missed-trigger',
      'mtg.policy.ipg.missed-trigger',
    ]);
    expect(search.query('FNMで相手が1枚多く引いた').hits[0]?.id).toBe('mtg.policy.jar.extra-cards');
    expect(search.query('mon adversaire a oublié son déclencheur en compétitif').hits[0]?.id).toBe('mtg.policy.ipg.missed-trigger');
    expect(search.query('my opponent forgot his trigger, what happens?').hits.map((h) => h.id).slice(0, 2)).toEqual([
      'mtg.policy.ipg.missed-trigger',
      'mtg.policy.jar.missed-trigger',
    ]);
  });
});

describe('game rules and policy stay apart', () => {
  it('reads a rule number as a rules question and penalties as a policy one', () => {
    expect(markedDomain(foldTyped('what does 702.19b say about trample?'))).toBe('rules');
    expect(markedDomain(foldTyped('penalty for a game rule violation'))).toBe('policy');
    expect(markedDomain(foldTyped('ゲームの敗北になる？'))).toBe('policy');
    expect(markedDomain(foldTyped('how does trample work?'))).toBeUndefined();
  });

  it('never answers a question of the search-quality sets with a policy entry unless that is the expected answer', () => {
    const dir = join(import.meta.dirname, '..', 'search-quality');
    const wrong: string[] = [];
    let asked = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      for (const item of parse(readFileSync(join(dir, file), 'utf8')) as Array<{ q: string; expect: string | null }>) {
        if (typeof item.expect === 'string' && item.expect.startsWith('mtg.policy.')) continue;
        asked++;
        const result = search.query(item.q);
        const policy = result.hits.filter((h) => h.entry && isPolicyEntry(h.entry, kb));
        if (policy.length) wrong.push(`${file}: "${item.q}" → ${policy.map((h) => h.id).join(', ')}`);
      }
    }
    expect(asked).toBeGreaterThan(400);
    expect(wrong).toEqual([]);
  });

  it('never answers a policy question with a game-rules entry or a rules paragraph', () => {
    for (const q of ['penalty for a missed trigger at competitive', 'ゲームルール違反の罰則は？', 'pénalité pour jeu lent en compétitif']) {
      const result = search.query(q);
      expect(result.found).toBe(true);
      expect(result.hits.every((h) => h.entry && isPolicyEntry(h.entry, kb))).toBe(true);
    }
  });
});

describe('where a story happened and which cards it names', () => {
  const policyHits = (q: string): string[] => search.query(q).hits.filter((h) => h.entry && isPolicyEntry(h.entry, kb)).map((h) => h.id);

  it('keeps the rules answer for a rules story told at an event, in three languages', () => {
    for (const q of [
      'at FNM my opponent attacked with a 5/5 trampler and I blocked with a 1/1, how much damage does trample assign to me?',
      'en avant-première, mon adversaire attaque avec une créature qui a le piétinement, combien de blessures je prends ?',
    ]) {
      const result = search.query(q);
      expect(result.hits[0]?.id, q).toBe('mtg.trample.lethal');
      expect(policyHits(q), q).toEqual([]);
    }
    expect(markedDomain(foldTyped('競技RELで相手がトランプル持ちで攻撃してきた'))).toBe('setting');
    expect(policyHits('競技RELで相手がトランプル持ちで攻撃してきた。ブロックしたらダメージはどう割り振る？')).toEqual([]);
  });

  it('still answers a policy story told at an event from policy, at the REL it names', () => {
    expect(search.query('at the prerelease my opponent drew an extra card by accident').hits[0]?.id).toBe('mtg.policy.jar.extra-cards');
    expect(search.query('judge question from a PTQ: a player never announced his upkeep trigger and his opponent did not notice; do I step in?').hits[0]?.id).toBe(
      'mtg.policy.ipg.missed-trigger',
    );
  });

  it('does not read policy words inside card names', () => {
    const q = 'Can I sacrifice Welding Jar to regenerate my artifact creature in response to a destroy spell?';
    expect(markedDomain(foldTyped(q))).toBe('policy');
    // the rules side answers or offers its closest entries (ranking is the rules search's business); no policy entry
    const reply = search.query(q);
    const offered = [...reply.hits, ...reply.suggestions].map((h) => h.id);
    expect(offered.slice(0, 3)).toContain('mtg.core.regeneration');
    expect(offered.filter((id) => id.startsWith('mtg.policy.'))).toEqual([]);
    expect(policyHits(q)).toEqual([]);
    const cut = (text: string, cards: NamedCard[]): string =>
      cardNamesToBlank(cards, foldTyped).reduce((t, c) => t.split(foldTyped(c.text)).join(' '), foldTyped(text));
    expect(markedDomain(cut('I cast Birthing Pod', [{ text: 'Birthing Pod', via: 'capitals' }]))).toBeUndefined();
    expect(markedDomain(cut("my Judge's Familiar", [{ text: "Judge's Familiar", via: 'capitals' }]))).toBeUndefined();
    expect(askedRel(cut('my Jar of Eyeballs', [{ text: 'Jar of Eyeballs', via: 'table', known: true }]))).toBeUndefined();
    // Capitalized runs that are not cards keep their words; a card the asker means as a word stays one.
    expect(askedRel(cut('Competitive Modern: he drew an extra card', [{ text: 'Competitive Modern', via: 'capitals' }]))).toBe('competitive');
    expect(markedDomain(cut('Is it Outside Assistance?', [{ text: 'Outside Assistance', via: 'capitals' }]))).toBe('policy');
    expect(markedDomain(cut('is this Bribery?', [{ text: 'Bribery', via: 'table', known: true }]))).toBe('policy');
  });

  it('takes the policy entry for a policy situation the game rules also talk about, when it covers as much', () => {
    expect(search.query('If a player takes an extra turn after time is called, does it count toward the additional turns?').hits[0]?.id).toBe(
      'mtg.policy.mtr.end-of-match',
    );
  });

  it('answers a question weighing two infractions with the closest and keeps the other in the answer', () => {
    expect([...namedInfractions(foldTyped('GRV or HCE?'))].sort()).toEqual(['2.3', '2.5']);
    expect([...namedInfractions(foldTyped('is this a D/DLP or FtMGS?'))].sort()).toEqual(['2.6', '3.4']);
    expect(namedInfractions(foldTyped('is it a spell or an ability?')).size).toBe(0);
    const result = search.query('HCE or GRV? at an RCQ a player cast Ponder without enough mana and had already looked at the three cards');
    expect(result.found).toBe(true);
    const ids = result.hits.map((h) => h.id);
    expect(ids).toContain('mtg.policy.ipg.hidden-card-error');
    expect(ids).toContain('mtg.policy.ipg.game-rule-violation');
  });
});

describe("a player's 'my opponent did X, what happens?'", () => {
  it('is a policy question when X is a mistake at the table, and a rules question when X is a play, in three languages', () => {
    const forgot = search.query('my opponent forgot to draw a card in his draw step, what happens?');
    expect(forgot.hits.map((h) => h.id).slice(0, 2)).toEqual(['mtg.policy.ipg.game-rule-violation', 'mtg.policy.jar.other-error']);
    // The French words score the JAR's Extra Cards fix within 1.7× of its Other Error fix (rulings/policy-story.ts
    // NEIGHBOUR_LEAD) and tell neither: a policy "not sure" offering the rule-broken fix first, never a rules entry.
    const oublie = search.query('mon adversaire a oublié de piocher pendant son étape de pioche, que se passe-t-il ?');
    expect({ found: oublie.found, first: oublie.suggestions[0]?.id }).toEqual({ found: false, first: 'mtg.policy.jar.other-error' });
    for (const q of [
      'my opponent blocked my flying creature with a creature without flying or reach, what happens?',
      'mon adversaire bloque ma créature volante avec une créature sans vol, que se passe-t-il ?',
      '相手が飛行を持つクリーチャーを飛行のないクリーチャーでブロックした。どうなる？',
    ]) {
      const result = search.query(q);
      expect(result.hits[0]?.id, q).toBe('mtg.kw.flying');
      expect(result.hits.some((h) => h.entry && isPolicyEntry(h.entry, kb)), q).toBe(false);
    }
  });

  it('asking whether a penalty applies to a dispute about a shortcut, gets the shortcut when no infraction stands out', () => {
    const result = search.query(
      'RCQ: I said go to combat, my opponent tapped a creature, then I wanted to cast a spell in my main phase first and he called a judge asking for a game loss. Is that right?',
    );
    expect(result.hits[0]?.id).toBe('mtg.policy.mtr.shortcuts');
    // The same choice on the scores of a story the search is less sure of: an infraction goes first only when it
    // stands out among the infractions; otherwise the entry leading the story answers, and with no lead, nothing.
    const hit = (id: string, score: number, coverage: number) => ({ id, score, coverage, entry: kb.byId.get(id)! });
    const shortcut = hit('mtg.policy.mtr.shortcuts', 5.6, 0.27);
    const close = [shortcut, hit('mtg.policy.ipg.failure-to-maintain-game-state', 3.7, 0.13), hit('mtg.policy.ipg.hidden-card-error', 3.1, 0.19), hit('mtg.policy.ipg.usc-minor', 3.0, 0.2)];
    expect(confidentPolicy([], close, 'policy', true, kb)?.[0]?.id).toBe('mtg.policy.mtr.shortcuts');
    const clear = [shortcut, hit('mtg.policy.ipg.hidden-card-error', 4.5, 0.3), hit('mtg.policy.ipg.game-rule-violation', 1.2, 0.1)];
    expect(confidentPolicy([], clear, 'policy', true, kb)?.[0]?.id).toBe('mtg.policy.ipg.hidden-card-error');
    const tied = [shortcut, hit('mtg.policy.mtr.out-of-order', 5.2, 0.25), hit('mtg.policy.ipg.hidden-card-error', 1.0, 0.1)];
    expect(confidentPolicy([], tied, 'policy', true, kb)).toBeUndefined();
    // Answering a penalty question with something other than an infraction takes a clearer lead than usual.
    const narrow = [hit('mtg.policy.ipg.randomizing-library', 6.8, 0.23), hit('mtg.policy.mtr.game-layout', 5.0, 0.2), hit('mtg.policy.ipg.failure-to-maintain-game-state', 4.8, 0.17), hit('mtg.policy.ipg.missed-trigger', 4.0, 0.13)];
    expect(confidentPolicy([], narrow, 'policy', true, kb)).toBeUndefined();
    expect(confidentPolicy([], narrow, 'policy', false, kb)?.[0]?.id).toBe('mtg.policy.ipg.randomizing-library');
  });
});

describe('kb coverage of the policy documents', () => {
  it('covers every section of the IPG and the JAR, and every MTR section not left out on purpose', () => {
    const report = coverageReport(kb);
    for (const id of ['mtg-ipg', 'mtg-jar', 'mtg-mtr']) {
      const doc = report.documents.find((d) => d.source === id)!;
      expect(doc.sections.filter((s) => s.entries.length === 0 && !s.notCovered)).toEqual([]);
    }
    const ipg = report.documents.find((d) => d.source === 'mtg-ipg')!;
    expect(ipg.skipped).toBe(0);
    // The 23 infractions of the IPG of 2024-09-23, sections 2.1–4.8.
    expect(ipg.sections.filter((s) => /^[234]\.\d$/.test(s.anchor))).toHaveLength(23);
  });

  it('gives every infraction its penalty and REL in three languages', () => {
    const infractions = kb.entries.filter((e) => e.citations[0]?.source === 'mtg-ipg' && /^[234]\.\d$/.test(e.citations[0].rule ?? ''));
    expect(infractions).toHaveLength(23);
    for (const e of infractions) {
      expect(e.rel).toEqual(['competitive', 'professional']);
      expect(e.answer.en).toContain('**Penalty:**');
      expect(e.answer.ja).toContain('**罰則：**');
      expect(e.answer.fr).toContain('**Pénalité :**');
    }
  });
});
