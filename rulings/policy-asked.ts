/**
 * What a policy question's asking sentence asks about, against what its story tells. A story names an infraction
 * ("my opponent missed a trigger", « il a oublié son déclencheur », 「誘発忘れ」) while asking about a procedure:
 * whether to call a judge, whether a concession stands, what a spectator may say. The story's words pull the
 * infraction's entry first, but it answers only what happened, not what was asked (MTR Players' responsibilities,
 * Spectators, Conceding). The reverse too: a story naming a procedure's actor ("a spectator pauses the game") asks
 * "foul play?", and the procedure section shares the story's words, not the question.
 *
 * Neither gate names an answer: when the asking sentence asks one kind (a procedure, or an infraction) and the
 * first entry is of the other kind, the reply is a policy "not sure" offering the closest entries, those of the kind
 * asked first. rulings/search.ts calls askedKindMismatch() on every confident policy answer (trust gates on).
 */
import type { Entry } from './schema.ts';
import { questionFocus } from './analyse/focus.ts';
import { foldTyped } from './tokenize.ts';
import { words } from './policy.ts';

/**
 * An asking sentence about a procedure: should a player call a judge, may one appeal the ruling, does a concession
 * stand, what may a spectator do. (Who may talk to whom is not one: "may my friend talk to me between games?" is
 * Outside Assistance's question.) Read on foldTyped() text (lower case, accents folded). Asking leave to call ("can I call a judge for that?",
 * « puis-je appeler l'arbitre ? ») is not one: it asks whether what happened is an infraction, and the infraction
 * answers it (policy blind: "can/may/could I call a judge" turned a right answer into "not sure", while "should/do I
 * call a judge" turned a confident wrong one; study: "Can I call a judge for that? what happens" asks for Slow Play).
 */
const ASKS_PROCEDURE = new RegExp(
  [
    words([
      // calling a judge: "should I call the judge on him?", "do I call a judge…, or is that being a shark?", "is it rude to call a judge", "when should I call"
      '(?:should|must|do) (?:i|we|you|players?) (?:just |really |even )?(?:call|get|grab) (?:a |the |over a |over the )?judges?',
      "(?:is it|it's|is that) (?:rude|bad|mean|scummy|shady|petty|a dick move) (?:for (?:me|us|him|her) )?to (?:call|get) (?:a |the )?judges?",
      'when (?:should|do|must) (?:i|we|you|players?) call', 'supposed to call (?:a |the )?judges?',
      // conceding: "does the concession stand?", "can he concede…?", "can I still concede"
      'concession stands?', '(?:can|may|could) (?:i|he|she|they|we|you) (?:still )?concede',
      // a spectator's part: "can a spectator say…", "may spectators step in", "what should a spectator do"
      '(?:can|may|should|could) (?:a |the )?spectators?', 'what should (?:a |the )?spectators? do', 'as a spectator,? (?:can|may|should) i',
      // appealing a ruling: "can I appeal the ruling?", "should we appeal?"
      '(?:can|may|could|should) (?:i|we|he|she|they|you) (?:still )?appeal', 'appeal (?:the|that|this|his|her|a) (?:ruling|decision|call|penalty)',
      // French: « dois-je appeler un arbitre ? », « faut-il appeler l'arbitre », « l'abandon tient ? »
      "(?:dois-je|faut-il|est-ce que je dois|je dois|on doit|devrais-je|je devrais) (?:\\w+ )?appeler (?:un |l')arbitre",
      'un spectateur (?:peut|doit|a le droit)', '(?:faire|fais|fait) appel de', 'peux faire appel', 'peut faire appel', "(?:l'abandon|la concession) (?:tient|compte|est valable)", '(?:peut|puis-je|peut-il|peut-elle) (?:encore )?conceder',
    ]),
    // Japanese: 「どういうときに呼ぶべき？」「呼んだほうがいい？」「ジャッジを呼ぶのは失礼？」「投了は有効？」「観戦者は言っていい？」
    ['上告(?:でき|して(?:も|いい)|すべき|した(?:ほう|方))', '呼ぶべき', '呼んだほうが', '呼んだ方が', 'ジャッジ(?:を|って)?呼ぶの(?:は|って)', '投了(?:は|って)?(?:有効|成立|取り消)', '観戦者(?:の(?:自分|私|僕|俺))?(?:は|が|って)(?:[^？?]{0,12})(?:いい|べき|できる)'].join('|'),
  ].join('|'),
  'u',
);

/**
 * An asking sentence about an infraction or a penalty: "foul play?", "is that a penalty?", "infraction?",
 * « infraction ? », « pénalité ? », 「違反？」「ペナルティは？」. Read on the asking sentence alone.
 */
const ASKS_INFRACTION = new RegExp(
  [
    words(['foul play', 'infractions?', 'penalty', 'penalties', 'penalised', 'penalized', 'cheating', 'is that a (?:warning|game loss)', 'what infraction', 'pénalités?', 'penalites?', 'sanctions?', 'triche']),
    ['違反', 'ペナルティ', '反則', '不正', '警告'].join('|'),
  ].join('|'),
  'u',
);

/**
 * An asking sentence that asks leave, "is it allowed… or is it cheating?", « a-t-on le droit de…, ou c'est de la
 * triche ? », 「…していいの？」: the rule of play that allows it (a procedure section) answers it as well as an infraction.
 */
const ASKS_LEAVE = new RegExp(
  [
    words(['allowed', 'legal', 'can (?:i|we|you|he|she|they)', 'may (?:i|we|he|she|they)', 'le droit', 'autorise', 'permis', 'a-t-on', 'peut-on', 'puis-je', 'peut-il', 'peut-elle']),
    ['いいの', 'いいか', 'してもいい', 'できる', '許され'].join('|'),
  ].join('|'),
  'u',
);

/** The sentences that ask (ending in ? or ？), or the focus, else the whole question; foldTyped(). */
function askingText(question: string): string {
  const asking = question.match(/[^.!?。！？\n]*[?？]/gu);
  if (asking?.length) return foldTyped(asking.join(' '));
  return foldTyped(questionFocus(question)?.text ?? question);
}

/** What the question's asking sentence asks about: a procedure, an infraction, or neither read. */
export function askedKind(question: string): 'procedure' | 'infraction' | undefined {
  const asking = askingText(question);
  // 「それってマナー違反？ジャッジを呼ぶべき？」asks both: the infraction answers it.
  if (ASKS_PROCEDURE.test(asking)) return ASKS_INFRACTION.test(asking) ? undefined : 'procedure';
  // An infraction asked after a story (a focus of its own): the story alone says what the answer is about otherwise.
  const focus = questionFocus(question);
  if (focus && ASKS_INFRACTION.test(foldTyped(focus.text))) return 'infraction';
  return undefined;
}

/**
 * Whether a confident policy answer answers the story rather than the asking sentence: the asking sentence asks about
 * a procedure and the first entry is an infraction or a JAR fix (`appliesToSituation`), or it asks about an infraction
 * and the first entry is a procedure section tagged (`concepts:`) only with what the story told, not with anything
 * the asking sentence says (`askedConcepts`), or tagged with nothing while the asking sentence asks no leave.
 * Measured (2026-11-29, from main 6d87023e): policy blind right 225 → 225, confidently wrong 28 → 26; study 147 → 147,
 * 4 → 2; real and Riftbound unchanged. Untagged sections counted without the leave check: study −1 right (« a-t-on
 * le droit de taire sa capacité, ou c'est de la triche ? » is answered by MTR 4.5).
 */
export function askedKindMismatch(
  question: string,
  top: Entry | undefined,
  appliesToSituation: (e: Entry | undefined) => boolean,
  askedConcepts: () => readonly string[],
  infractionTagged: (concept: string) => boolean,
): boolean {
  if (!top) return false;
  const kind = askedKind(question);
  if (kind === 'procedure') return appliesToSituation(top);
  if (kind === 'infraction') {
    if (appliesToSituation(top)) return false;
    // A procedure section tagged with nothing says nothing the story told: it answers a question asking leave, not one
    // asking only which infraction or penalty.
    if (!(top.concepts ?? []).length) return !ASKS_LEAVE.test(foldTyped(questionFocus(question)?.text ?? ''));
    // A procedure section tagged with the situation an infraction is tagged with too (MTR sleeves and the IPG's Marked
    // Cards, both "marked") is that infraction's twin: it answers "what's the infraction?" with the same sections.
    if ((top.concepts ?? []).some(infractionTagged)) return false;
    const asked = askedConcepts();
    return !(top.concepts ?? []).some((c) => asked.includes(c));
  }
  return false;
}

/**
 * The closest entries to offer after a mismatch (up to three, as every "not sure"): those of the kind asked, among
 * the six closest; the closest of any kind when none is. The other kind is left out: the policy "not sure" lists
 * entries tagged with a concept read first (rulings/search.ts policyChoicesByConcept), and the story's infraction
 * is tagged with what it told, so it would come first again.
 */
export function kindAskedFirst<H extends { entry?: Entry }>(
  question: string,
  ranked: readonly H[],
  appliesToSituation: (e: Entry | undefined) => boolean,
  askedConcepts: readonly string[] = [],
): H[] {
  const procedure = askedKind(question) === 'procedure';
  const ofKind = (h: H): boolean => h.entry !== undefined && appliesToSituation(h.entry) !== procedure;
  // One of the kind asked tagged with what the asking sentence says (MTR Appeals for 「上告できる？」) comes first,
  // from among the twenty closest.
  const asked = ranked.slice(0, 20).filter((h) => ofKind(h) && (h.entry?.concepts ?? []).some((c) => askedConcepts.includes(c)));
  const wanted = [...asked, ...ranked.slice(0, 6).filter((h) => ofKind(h) && !asked.includes(h))];
  return (wanted.length ? wanted : ranked).slice(0, 3);
}

/**
 * An asking sentence that asks whether what happened is the game's own rule rather than a judge's penalty or a
 * tournament's: "is that a game loss from the judge, or do I just lose the game by the rules?", « c'est une règle de
 * tournoi ou du jeu ? », 「これってFNMのローカルルール？」, or whether a judge's word is a real rule ("is that a real
 * rule?", « c'est une vraie règle ? », 「ゲームのルールなの？」). The story's words (a judge, a penalty, an event) lean to
 * policy, but the Comprehensive Rules answer it.
 */
const ASKS_GAME_RULES = new RegExp(
  [
    words([
      "or (?:do|does|did|is|am|are|would|just)[^?]{0,40} by the (?:game(?:'s)? |comprehensive |actual |normal )?rules",
      '(?:tournament|policy|judge|ipg|mtr) (?:rule|thing|call|penalty) or (?:a |the )?(?:game|rules?|comprehensive rules?)(?: rule| thing)?',
      "(?:a |the )?(?:game(?:'s)?|rules?) (?:rule|thing) or (?:a |the )?(?:tournament|policy|judge)",
      'regles? (?:de|du) tournoi ou (?:de |du )?jeu', 'regles? du jeu ou (?:de |du )?tournoi',
      "is (?:that|this|it) (?:a |an )?(?:real|actual|official) (?:game )?rule", "(?:a |the )?judge (?:ruling|thing) or (?:a |the )?(?:real |actual )?rule",
      "(?:c'est|est-ce) (?:une )?(?:vraie )?regle (?:du jeu|de magic)", '(?:vraie|vraiment une) regle',
    ]),
    ['ローカルルール', 'ゲームのルール(?:なの|なん|って|？|\\?)', '本当のルール', '公式のルール'].join('|'),
  ].join('|'),
  'u',
);

/** Whether the asking sentence asks if it is the game's own rule (ASKS_GAME_RULES), read on askingText(). */
export function asksGameRules(question: string): boolean {
  return ASKS_GAME_RULES.test(askingText(question));
}
