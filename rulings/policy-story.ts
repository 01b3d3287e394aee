/**
 * Judges' stories: "Sealed PPTQ. AP casts … NAP calls me. What's the call?", « GPT scellé … Que faites-vous ? »,
 * 「PPTQ…どうする？」. They name no infraction and no penalty, only an event and a call to a judge, so the words
 * that mark a policy question (rulings/policy.ts) miss them and the game rules (or another game) answered them.
 * A judge story goes to the policy domain. Long stories cover few of their own words and share many with procedure
 * entries (pregame, shortcuts) and neighbouring infractions, so a score lead alone is not trusted: the story is
 * answered only when the entry tagged (`concepts:`) with the situation it tells — a missed trigger, a deck that
 * doesn't match its list, a card put into a hand — clearly leads, and that entry is an infraction or a JAR fix
 * (what a judge applies). Otherwise the reply is a policy "not sure" offering the closest policy entries.
 */
import type { KnowledgeBase } from './kb.ts';
import type { Entry, Rel } from './schema.ts';
import { choiceOfInfractions, isInfraction, markedDomain, POLICY_CONCEPTS, relCounterpart, SETTING, TABLE_SITUATIONS, words } from './policy.ts';

/**
 * The events judges work at, beyond the RELs and events SETTING names: qualifiers and opens by their short names
 * (PPTQ, RPTQ, GPT, WMCQ, SCG, a 10K), tournaments in general, a round or game of one (R1G1, round 4, 3回戦).
 */
const EVENT = new RegExp(
  [
    words([
      'pptq', 'rptq', 'gpt', 'wmcq?', 'scg', 'lcq', 'nationals', '\\d+ ?k', 'tournaments?', 'tourneys?', 'events?', 'swiss', 'top ?8',
      'round \\d+', 'r\\d+g\\d', 'day (?:1|2|one|two)', 'comp', 'tournois?', 'ronde',
      // A judge telling the story: "floor judging", "I'm HJ", "L1 question", « seul arbitre », « je suis HJ ».
      'hj', 'head judge', 'floor judg(?:e|ing)', 'l[123]', 'seul arbitre', 'arbitre principal',
    ]),
    ['大会', '競技', '予選', '選手権', 'プレリ(?:リース)?(?!ュ)', 'グランプリ', '回戦'].join('|'),
  ].join('|'),
  'u',
);
const SCENE = new RegExp(SETTING.source, 'u');

/**
 * The judge is asked what to do: "What's the call?", "how should this be handled?", « Que faites-vous ? », « on fait
 * quoi ? », 「どうする？」「どう裁く？」. A rules question's "how does that resolve?" is not one.
 */
const ASKS_CALL = new RegExp(
  [
    words([
      "what(?:'s| is) the (?:call|fix|ruling|remedy)", 'what do (?:i|you|we) do', 'what now', 'what should (?:i|we|you|the judge) do',
      'how (?:do|should|would|can) (?:i|we|you) (?:handle|rule|fix)', 'how should (?:this|it|that) be (?:handled|fixed|ruled)', 'what fix', 'right call',
      '(?:do|should|must) i (?:stop|step in|intervene|call)', '(?:am i|are we) (?:supposed|meant|obliged|required|allowed) to (?:stop|step in|intervene|call)',
      'do (?:i|we) have to (?:stop|step in|intervene)', 'what do i ask', 'il faut appeler', "(?:dois-je|je dois) (?:intervenir|arreter|appeler)",
      'que faites-vous', 'que faites vous', 'on fait quoi', 'que faire', 'vous faites quoi', 'quel correctif', 'comment (?:on )?(?:repare|corrige|gere)',
    ]),
    ['どうする', 'どう裁', 'どう処理', 'どう対応', 'どうすべき', 'どうすれば', '呼ぶべき'].join('|'),
  ].join('|'),
  'u',
);

/** A judge is called in the story: "calls me over", "Judge!", « appelle l'arbitre », 「ジャッジ！」. */
const CALLED = new RegExp(
  [
    words([
      'calls? (?:me|a judge|the judge|for a judge)', 'called (?:me|a judge|the judge|for a judge)', 'calling (?:a|the) judge', 'judge call', 'judge ?!',
      "appellen?t? (?:l'|un )arbitre", "appele (?:l'|un )arbitre", 'arbitre ?!',
    ]),
    // 「ジャッジ呼んだら」: spoken Japanese drops the を
    ['ジャッジ(?:さん)?を?呼', 'ジャッジ!', 'ジャッジコール'].join('|'),
  ].join('|'),
  'u',
);

/**
 * Whether a question is a judge's story: told at an event (a REL, a qualifier, a tournament), with a judge called
 * or asked what to do (`asks`: it asks what the judge does, not only tells that one was called). `text` is
 * foldTyped() text (full-width ！ is folded to !).
 */
/** Whether a question (foldTyped() text) tells of an event or a REL: "at a PPTQ", 「店舗予選で」, « en FNM ». */
export function namesEvent(text: string): boolean {
  return EVENT.test(text) || SCENE.test(text);
}

/** A judge named or asked for: "judge", « arbitre », ジャッジ. */
const JUDGE = new RegExp(`${words(['judges?', 'judging', 'arbitres?', 'arbitrage'])}|ジャッジ`, 'u');

/**
 * Whether a question (foldTyped() text) is asked at a tournament or of a judge: an event or a REL named, a judge,
 * or a word only tournament policy uses (rulings/policy.ts markedDomain). Riftbound's entries are its game rules
 * only, so such a question goes to them only when some word of it is Riftbound's own (rulings/search.ts).
 */
export function atTournament(text: string): boolean {
  return namesEvent(text) || JUDGE.test(text) || markedDomain(text) === 'policy';
}

export function judgeStory(text: string): { asks: boolean } | undefined {
  if (!EVENT.test(text) && !SCENE.test(text)) return undefined;
  const asks = ASKS_CALL.test(text);
  return asks || CALLED.test(text) ? { asks } : undefined;
}

/**
 * A judge's story told without naming the event: a situation only tournament policy speaks of (a missed trigger, a
 * card seen, advice from a spectator: rulings/policy.ts TABLE_SITUATIONS) with the judge asked what to do ("On fait
 * quoi ?", 「どうする？」) or called to the table ("Judge!"). Read like a story told at an event. `concepts` is read
 * only when the question asks or calls. Widening it to every policy concept (notes, life totals…) cost a study wrong.
 */
export function situationAsked(text: string, concepts: () => readonly string[]): { asks: boolean } | undefined {
  const asks = ASKS_CALL.test(text);
  return (asks || CALLED.test(text)) && concepts().some((c) => TABLE_SITUATIONS.includes(c)) ? { asks } : undefined;
}

/** An entry a judge applies to a situation: an IPG infraction (2.1–4.8) or a JAR section on what to do (2.x, 3, 4). */
export function appliesToSituation(entry: Entry | undefined): boolean {
  const first = entry?.citations[0];
  return isInfraction(entry) || (first?.source === 'mtg-jar' && /^[234](?:\.\d)?$/.test(first.rule ?? ''));
}

/** The situations (rulings/policy.ts POLICY_CONCEPTS, and a game rule broken) a question's concepts tell. */
export function situations(concepts: readonly string[]): string[] {
  return concepts.filter((c) => POLICY_CONCEPTS.has(c) || c === RULE_BROKEN);
}

/**
 * A game rule broken and found out later ("noticed two turns later", « remarqué plus tard »): a situation a judge
 * fixes (Game Rule Violation), though not one that makes a question a policy one — rules questions say it too.
 */
const RULE_BROKEN = 'game-rule-violation';

/** Whether an entry is tagged with one of the situations. */
function tagged(entry: Entry | undefined, told: readonly string[]): boolean {
  return (entry?.concepts ?? []).some((c) => told.includes(c));
}

/** A tagged entry's score counts this much more: the tag says what the entry is about, the words only what it shares. */
const TAG_WEIGHT = 1.5;
/** How far the tagged entry must lead the best other entry (its REL counterpart and entries citing its sections aside). */
const STORY_LEAD = 1.2;
/** The least it must score and cover: a lead over nothing proves nothing. */
const STORY_MIN_SCORE = 2;
const STORY_MIN_COVERAGE = 0.1;

/**
 * The policy hits to answer a judge's story with, or undefined for a policy "not sure". `ranked` is every policy hit
 * the search scored, best first; `concepts` the question's concepts. When an entry that applies to a situation
 * (an infraction, a JAR fix) is tagged with the situation the story tells and among the closest, it decides: it
 * answers only when it clearly leads, its tag weighed in. When none is, the story's words alone decide
 * (`byWords`: the lead rule of rulings/policy.ts), and unless its own words are policy's (`policyWords`: "deck
 * check", "penalty") only an entry that applies to a situation answers: a story asking what the judge does is not
 * answered with a procedure section it merely shares words with.
 */
export function storyAnswer<H extends { id: string; score: number; coverage: number; entry?: Entry }>(
  ranked: readonly H[],
  concepts: readonly string[],
  kb: KnowledgeBase,
  byWords: () => H[] | undefined,
  policyWords = false,
): H[] | undefined {
  const told = situations(concepts);
  const byWordsIfApplies = (): H[] | undefined => {
    const hits = byWords();
    return hits && (policyWords || appliesToSituation(hits[0]?.entry)) ? hits : undefined;
  };
  if (!ranked.slice(0, CLOSEST).some((h) => appliesToSituation(h.entry) && tagged(h.entry, told))) return byWordsIfApplies();
  const weighed = ranked
    .map((h) => ({ h, s: h.score * (appliesToSituation(h.entry) && tagged(h.entry, told) ? TAG_WEIGHT : 1) }))
    .sort((a, b) => b.s - a.s);
  const first = weighed[0]!;
  // An untagged entry leads even with the tag weighed in: the words decide as when none is tagged (policyHits then
  // checks that answer against the situation told, and may give the tagged infraction close behind instead).
  if (!tagged(first.h.entry, told) || !appliesToSituation(first.h.entry)) return byWordsIfApplies();
  if (first.h.score < STORY_MIN_SCORE || first.h.coverage < STORY_MIN_COVERAGE) return undefined;
  const counterpart = first.h.entry ? relCounterpart(first.h.entry, kb)?.id : undefined;
  const cited = new Set((first.h.entry?.citations ?? []).map((c) => `${c.source}:${c.rule}`));
  const rival = weighed.find(
    ({ h }) => h.id !== first.h.id && h.id !== counterpart && !(h.entry?.citations ?? []).some((c) => cited.has(`${c.source}:${c.rule}`)),
  );
  if (rival && first.s < STORY_LEAD * rival.s) return undefined;
  return [first.h, ...ranked.filter((h) => h.id !== first.h.id)];
}

/** How many of the closest entries are looked at for one tagged with the situation told (the scored ones, in practice). */
const CLOSEST = 20;

/**
 * Whether an answer names the wrong infraction for the situation the question tells: its first entry applies to a
 * situation but is not tagged with the one told (nor is its REL counterpart), while an entry that is — another
 * infraction or JAR fix for the same REL — is among the closest. "His list says 62 main" tells a decklist problem: Deck Problem
 * answering it, with Decklist Problem close behind, is a neighbour's answer. A procedure section answering (MTR
 * Card Shuffling to "may I cut so the card I saw stays at the bottom?") is not contradicted by a tag.
 */
export function contradictsSituation<H extends { id: string; score?: number; entry?: Entry }>(
  answer: readonly H[],
  ranked: readonly H[],
  concepts: readonly string[],
  kb: KnowledgeBase,
): boolean {
  const told = situations(concepts);
  const top = answer[0]?.entry;
  // A procedure section tagged with a situation of its own (MTR 5.2's prize splits are about bribery) is a neighbour too.
  if (!told.length || !top) return false;
  // A procedure section tagged with no situation (MTR Players) answering a story of a player dropping, while the section
  // tagged with it (MTR Dropping) scores close behind: the words chose a neighbour, "not sure" offers both.
  if (!(appliesToSituation(top) || situations(top.concepts ?? []).length > 0)) return untaggedOverTold(top, ranked, told);
  if (tagged(top, told) || tagged(relCounterpart(top, kb), told)) return false;
  // A neighbour answers at the same REL: the IPG infraction for theft is no rival of the JAR's serious problems.
  const sameRel = (e: Entry | undefined): boolean => !top.rel || !e?.rel || e.rel.some((r) => top.rel!.includes(r));
  // A procedure section answering (End of Match, tagged time called) has a procedure tagged with the situation told
  // (Conceding or Drawing, an intentional draw) for a neighbour too.
  const neighbour = (e: Entry | undefined): boolean => appliesToSituation(e) || !appliesToSituation(top);
  return ranked.slice(0, CLOSEST).some((h) => neighbour(h.entry) && tagged(h.entry, told) && sameRel(h.entry));
}

/**
 * The policy hits a question is answered with, or undefined: a judge's story (`story`) by storyAnswer, any other
 * question by its words (`byWords`); `contradicted` when that answer names a neighbouring infraction of the situation
 * the question tells (and the question does not name it): a policy "not sure" then, whatever the words' lean.
 * `text` is the question's foldTyped() text.
 */
export function policyHits<H extends { id: string; score: number; coverage: number; entry?: Entry }>(
  ranked: readonly H[],
  concepts: readonly string[],
  kb: KnowledgeBase,
  byWords: () => H[] | undefined,
  text: string,
  story?: { policyWords: boolean },
): H[] | 'contradicted' | undefined {
  const hits = story ? storyAnswer(ranked, concepts, kb, byWords, story.policyWords) : byWords();
  if (!hits) return undefined;
  // "Is that LEC or HCE?": an infraction the question names is an answer it asks about, whatever its tags.
  const named = choiceOfInfractions(text).has(hits[0]?.entry?.citations[0]?.rule ?? '');
  if (named || !contradictsSituation(hits, ranked, concepts, kb)) return hits;
  // The one infraction tagged with the situation told, close behind the neighbour the words chose, answers instead.
  const told = toldInfraction(hits, ranked, concepts, kb);
  return told ? [told, ...ranked.filter((h) => h.id !== told.id)] : 'contradicted';
}

/**
 * How far an answer that applies to a situation (an infraction, a JAR fix) must lead the closest other one, when
 * nothing the question tells backs it (no situation it or its REL counterpart is tagged with, nor the subject of one):
 * more than any question needs by its words (rulings/policy.ts LEAD, 1.3–1.4), since only the words chose it. Policy blind rounds 6–13 (2026-11-28, with the backing below): 1.5 → 1.7, wrong 20 → 19, right 167 unchanged;
 * study unchanged.
 */
const NEIGHBOUR_LEAD = 1.7;

/**
 * What a question reads that names an infraction's subject without telling the situation: a story reading "trigger"
 * tells of a trigger, "mulligan" of a mulligan (as rulings/policy-tags.ts SUBJECTS), so Missed Trigger or Mulligan
 * Procedure Error answering it is backed by what is told.
 */
const SUBJECT_OF: Readonly<Record<string, string>> = { trigger: 'missed-trigger', mulligan: 'mulligan-error' };

/**
 * Whether an answer is too close to a neighbour to be given with confidence: it is an infraction or a JAR fix, the
 * closest other entry that applies to a situation (its REL counterpart and entries citing its sections aside) scores
 * within NEIGHBOUR_LEAD of it, and nothing the question says tells them apart — it reads no situation the answer is
 * tagged with (`concepts:`, the facts that set one infraction apart from its neighbours) and names neither by its
 * abbreviation. "Forgot to draw, noticed seconds later" scores Hidden Card Error just above Game Rule Violation: a
 * "not sure" offering both is honest, naming one is a coin toss. `text` is the question's foldTyped() text.
 */
export function tooCloseToNeighbour<H extends { id: string; score: number; entry?: Entry }>(
  answer: readonly H[],
  ranked: readonly H[],
  concepts: readonly string[],
  kb: KnowledgeBase,
  text: string,
): boolean {
  const first = answer[0];
  const top = first?.entry;
  if (!first || !top || !appliesToSituation(top) || tagged(top, concepts)) return false;
  // Backed too by its REL counterpart's tag (Hidden Card Error for "drawing an extra card", the JAR's Extra Cards is
  // tagged with it) or by the subject of its situation read (a story reading "trigger" for Missed Trigger).
  if (tagged(relCounterpart(top, kb), concepts) || tagged(top, concepts.map((c) => SUBJECT_OF[c] ?? c))) return false;
  // So does a procedure section it relates to (Outside Assistance's MTR section on spectators), not a neighbour's fix.
  if ((top.related ?? []).map((id) => kb.byId.get(id)).some((e) => !appliesToSituation(e) && tagged(e, concepts))) return false;
  const counterpart = relCounterpart(top, kb)?.id;
  const cited = new Set(top.citations.map((c) => `${c.source}:${c.rule}`));
  const rival = ranked.find((h) => h.id !== first.id && h.id !== counterpart && !(h.entry?.citations ?? []).some((c) => cited.has(`${c.source}:${c.rule}`)));
  if (!rival || !appliesToSituation(rival.entry)) return false;
  const named = choiceOfInfractions(text);
  if ([top, rival.entry].some((e) => named.has(e?.citations[0]?.rule ?? ''))) return false;
  // The answer and its counterpart at the other RELs answer together (a JAR fix may lead where the question asks the IPG's penalty).
  const score = Math.max(...ranked.filter((h) => h.id === first.id || h.id === counterpart).map((h) => h.score), 0);
  return score < NEIGHBOUR_LEAD * rival.score;
}

/** How many of the closest entries, and how close to the first one's score, a procedure tagged with the told situation must be. */
const TOLD_CLOSEST = 6;
const TOLD_SHARE = 0.5;

/**
 * Whether an answer tagged with no situation stands over a procedure section tagged with the situation the question
 * tells that scores at least half as much among the closest (policy held out over dev + rounds 1–9, 2026-11-27:
 * wrong 19 → 17, right unchanged). An infraction tagged with it is not such a rival: a procedure answering a story
 * about a card seen (MTR Card Shuffling to "may I cut so the card I saw stays at the bottom?") stays the answer.
 */
function untaggedOverTold<H extends { id: string; score?: number; entry?: Entry }>(top: Entry, ranked: readonly H[], told: readonly string[]): boolean {
  const best = ranked[0]?.score ?? 0;
  return ranked.slice(0, TOLD_CLOSEST).some((h) => h.entry !== top && tagged(h.entry, told) && !appliesToSituation(h.entry) && (h.score ?? 0) >= TOLD_SHARE * best);
}

/**
 * The closest entries to offer when an answer was contradicted by the situation told: the closest entry tagged with
 * it first (MTR Dropping for « je veux partir », even when the words ranked it sixth), then the three closest.
 */
export function toldFirst<H extends { id: string; entry?: Entry }>(ranked: readonly H[], concepts: readonly string[], kb: KnowledgeBase, rel?: Rel): H[] {
  const told = situations(concepts);
  const tagged1 = ranked.slice(0, CLOSEST).find((h) => tagged(h.entry, told));
  // The REL asked about picks between an infraction and its JAR fix (the IPG's when none is named, as answers do).
  const other = tagged1?.entry ? relCounterpart(tagged1.entry, kb) : undefined;
  const wanted = rel ?? 'competitive';
  const swap = other?.rel?.includes(wanted) && !tagged1!.entry!.rel?.includes(wanted) ? ranked.find((h) => h.id === other.id) : undefined;
  const first = swap ?? tagged1;
  return [...(first ? [first] : []), ...ranked.slice(0, 3).filter((h) => h.id !== first?.id)].slice(0, 3);
}

/** How close behind the words' first entry the infraction tagged with the told situation must score to answer instead. */
const TOLD_INFRACTION_SHARE = 0.6;

/**
 * The infraction (or JAR fix) to answer with when the words chose a neighbour of the situation the question tells:
 * the only one among the closest tagged with it (its REL counterpart aside), scoring at least TOLD_INFRACTION_SHARE of
 * the first entry. "I wrote 'Jace' on my decklist: game loss?" shares more words with Deck Problem, but tells a
 * decklist problem. Two tagged infractions (a spectator's advice: Outside Assistance and…) leave it "not sure".
 * Policy held out over dev + rounds 1–9 (2026-11-27): right 227 → 231, wrong unchanged.
 */
function toldInfraction<H extends { id: string; score: number; entry?: Entry }>(hits: readonly H[], ranked: readonly H[], concepts: readonly string[], kb: KnowledgeBase): H | undefined {
  const told = situations(concepts);
  const near = ranked.slice(0, TOLD_CLOSEST).filter((h) => appliesToSituation(h.entry) && tagged(h.entry, told));
  const first = near[0];
  if (!first) return undefined;
  const counterpart = first.entry ? relCounterpart(first.entry, kb)?.id : undefined;
  if (near.some((h) => h.id !== first.id && h.id !== counterpart)) return undefined;
  return first.score >= TOLD_INFRACTION_SHARE * hits[0]!.score ? first : undefined;
}
