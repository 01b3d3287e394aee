/**
 * Trust first (issue #25): a story that names an infraction while its asking sentence asks about a procedure (should
 * I call a judge?), or that names a procedure's actor (a spectator) while asking "foul play?", is not answered with
 * the entry of what the story told: the reply is "not sure", the entries of the kind asked first
 * (rulings/policy-asked.ts). Asking leave to call a judge ("can I call a judge for that?") asks whether it is an
 * infraction, and keeps the infraction's answer. The questions were written for this test, not taken from the sets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { askedKind } from '../rulings/policy-asked.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
afterEach(() => search.setTrustGates(true));

const INFRACTION = /^mtg\.policy\.(?:ipg|jar)\./;
/** The infractions the stories below tell (a trigger missed, an extra card drawn). */
const STORY_INFRACTION = /^mtg\.policy\.(?:ipg|jar)\.(?:missed-trigger|extra-cards|hidden-card-error)$/;

const SHOULD_CALL = [
  'At a big comp event I noticed my opponent missed his own trigger. Should I call a judge on him, or is that rude?',
  '競技イベントで相手が誘発忘れをしてた。相手に悪いけど、こういうときってジャッジを呼ぶべき？',
  'En RCQ mon adversaire a oublié son déclencheur. Dois-je appeler un arbitre ?',
  'FNM, my opponent drew an extra card. Should I call a judge or just let it go?',
];

describe('a story naming an infraction, asking whether to call a judge', () => {
  it.each(SHOULD_CALL)('%s → "not sure", a procedure offered first', (question) => {
    const r = search.query(question);
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.suggestions[0]?.id).not.toMatch(INFRACTION);
    // the story's infraction is not among the choices either (it would be listed first again, tagged with what was told)
    expect(r.suggestions.some((h) => STORY_INFRACTION.test(h.id))).toBe(false);
  });

  it('was answered with the story\'s infraction without the gate', () => {
    search.setTrustGates(false);
    const r = search.query(SHOULD_CALL[2]!);
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toMatch(INFRACTION);
  });

  it('rulebot ask says "not sure" in French and lists the procedure first, exit 1', async () => {
    const out: string[] = [];
    const code = await main(['ask', SHOULD_CALL[2]!], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('Pas sûr — voici les plus proches');
    expect(text).toContain('1. Les responsabilités des joueurs en tournoi (MTR 1.10)');
    expect(code).toBe(1);
  });
});

describe('a story naming an infraction, asking whether the ruling can be appealed', () => {
  it.each([
    'At the RCQ my opponent drew an extra card and the judge gave him a warning. Can I appeal the ruling?',
    '競技イベントで相手の誘発忘れにジャッジが何もしなかった。上告できる？',
  ])('%s → MTR Appeals first (answered, or offered first when "not sure"), never the infraction answered', (question) => {
    const r = search.query(question);
    // Asked for a penalty ("warning"), the story's infraction no longer goes before MTR Appeals, tagged with the
    // appeal the question tells (rulings/policy.ts confidentPolicy): the English one is answered with it outright.
    expect(r.found ? r.hits[0]?.id : r.suggestions[0]?.id).toBe('mtg.policy.mtr.appeals');
  });
});

describe("a story naming a spectator, asking 'foul play?'", () => {
  const FOUL = 'Comp REL. My opponent skipped his draw step with an empty library and cast a creature. A spectator stopped the match. Foul play?';
  it('is "not sure" with an infraction offered first, not the spectators\' section answered', () => {
    const r = search.query(FOUL);
    expect(r.match).toBe('unsure');
    expect(r.suggestions[0]?.id).toMatch(INFRACTION);
  });
});

describe('a story asking only "infraction?", a procedure section tagged with nothing first', () => {
  const DICE = 'PPTQ. My opponent kept his dice on his library the whole game. Infraction?';
  it('is "not sure" with an infraction offered first', () => {
    const r = search.query(DICE);
    expect(r.match).toBe('unsure');
    expect(r.suggestions[0]?.id).toMatch(INFRACTION);
    // without the gate the MTR's markers section answered, sharing only the story's words
    search.setTrustGates(false);
    expectAnswered(search, DICE, 'mtg.policy.mtr.markers-dice');
  });
});

describe('questions the gate leaves alone', () => {
  it.each([
    // asking what the penalty is: the infraction answers
    ["PPTQ: my opponent forgot his trigger and I noticed. What's the penalty?", 'mtg.policy.ipg.missed-trigger'],
    // asking leave to call a judge: whether it is an infraction
    ['Comp REL, my opponent forgot his trigger. Can I call a judge for that?', 'mtg.policy.ipg.missed-trigger'],
  ])('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it('reads what the asking sentence asks', () => {
    expect(askedKind('My opponent missed a trigger. Should I call a judge?')).toBe('procedure');
    expect(askedKind('相手がシャッフルを仕込んでいる。それってマナー違反？ジャッジを呼ぶべき？')).toBeUndefined();
    expect(askedKind('A spectator paused the game. Foul play?')).toBe('infraction');
    expect(askedKind('Can I call a judge for that?')).toBeUndefined();
    // asking leave as well as naming cheating: read as an infraction asked, but an untagged section may answer it
    expect(askedKind("J'attaque sans rien dire. A-t-on le droit de taire sa capacité, ou c'est de la triche ?")).toBe('infraction');
  });
});
