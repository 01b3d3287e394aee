/**
 * Which of a named card's keywords the question points at (issue #24). A creature's keyword line ("Flying,
 * lifelink") is on the card whatever is asked: "I attack with Cavalier of Night and they chump with a 1/1, how much
 * life do I gain?" is about its lifelink, "does the Wrangler get its counter in time for the Ogre's trigger?" is not
 * about the Ogre's reach. A keyword is what the question asks about the card when the question names a rules
 * concept the keyword works through (its domain below): life gained for lifelink, blocking for flying or menace, a
 * target for hexproof, destruction for indestructible. Otherwise the keyword is the card's, not the question's: it
 * does not lean the ranking (rulings/cards/card-concepts.ts hints).
 *
 * Only keywords whose rule is about one kind of event are here (evergreen abilities printed on many creatures); a
 * rarer keyword (cascade, storm, afflict) on a named card is nearly always the point and keeps its hint.
 */

/** A keyword concept → the question concepts (lexicon ids) that point at it. */
const DOMAINS: Readonly<Record<string, readonly string[]>> = (() => {
  const combat = ['attack', 'block', 'several-blockers', 'damage-assignment', 'hits-player', 'combat-timing', 'damage-on-stack', 'stays-blocked', 'unblocked'];
  const blocking = ['block', 'several-blockers', 'cant-be-blocked', 'block-requirement', 'unblocked'];
  const targeting = ['target', 'illegal-target', 'partial-targets', 'fizzle', 'aura', 'equipment', 'non-targeted'];
  const dying = ['destroy', 'dies', 'board-wipe', 'zero-toughness', 'minus-pt', 'sba', 'regenerate', 'dies-trade'];
  return {
    'first-strike': [...combat, 'dies', 'destroy', 'deathtouch', 'trample', 'lifelink', 'double-strike'],
    'double-strike': [...combat, 'dies', 'destroy', 'deathtouch', 'trample', 'lifelink', 'first-strike'],
    deathtouch: [...combat, ...dying, 'trample', 'first-strike', 'double-strike', 'indestructible'],
    trample: [...combat, 'deathtouch', 'planeswalker', 'first-strike', 'double-strike', 'protection'],
    lifelink: [...combat, 'life-gain', 'life-loss', 'double-strike', 'first-strike'],
    indestructible: [...dying, 'sacrifice', 'exile', 'deathtouch'],
    hexproof: targeting,
    shroud: targeting,
    ward: [...targeting, 'counter-spell'],
    protection: [...targeting, ...blocking, 'damage-assignment', 'prevention', 'unattach', 'board-wipe'],
    flying: blocking,
    reach: blocking,
    menace: blocking,
    landwalk: blocking,
    vigilance: ['attack', 'tap', 'declare-attack', 'tap-attacker', 'untap-step'],
    haste: ['summoning-sickness', 'attack', 'tap', 'tap-symbol', 'activate', 'declare-attack'],
    flash: ['timing', 'respond', 'stack', 'priority', 'combat-timing', 'act-first'],
  };
})();

/** Whether `concept` is a keyword whose hint the question must point at (see DOMAINS). */
export function isPointedKeyword(concept: string): boolean {
  return Object.hasOwn(DOMAINS, concept);
}

/**
 * Whether the question (its concepts, lexicon ids) points at the card's keyword `concept`: it names the keyword
 * itself or a concept the keyword works through. A concept that is no such keyword is always pointed at.
 */
export function keywordPointed(concept: string, asked: readonly string[]): boolean {
  const domain = DOMAINS[concept];
  if (!domain) return true;
  return asked.includes(concept) || domain.some((c) => asked.includes(c));
}
