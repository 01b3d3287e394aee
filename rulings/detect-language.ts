/**
 * Which language a question is written in, so the reply comes back in it. Kana or kanji → Japanese. Between
 * French and English, function words and accents decide; English card names inside a French sentence ("est-ce
 * que Cull the Weak cible ?") must not flip it, so French signals count double.
 */
import type { Locale } from './locales.ts';
import { fold } from './tokenize.ts';

// Kana and kanji, without U+30FB (・), which also appears in notation such as "DR 2/A・B".
const JAPANESE_CHARS = /[\u3041-\u309f\u30a0-\u30fa\u30fc-\u30ff\u3400-\u9fff\uff66-\uff9f]/g;
/** Bracketed names (《方違え》, 【接死】, 『…』, 「…」) are quoted, not the language of the sentence around them. */
const QUOTED = /《[^》]*》|【[^】]*】|『[^』]*』|「[^」]*」/g;
const FRENCH_ACCENTS = /[àâçéèêëîïôûùüÿœæ]/i;
const FRENCH_WORDS = new Set(
  ('le la les un une des du de est sont que qui quoi quand comment pourquoi est-ce qu cible cibles ' +
    'carte cartes joueur joueuse adversaire bataille blessures degats dommages bloque bloquer bloqueur ' +
    'attaquant attaque si avec sans dans sur pour par mais ou et peut peux doit faut il elle ils on ' +
    'mon ma mes son sa ses leur ce cette ces au aux ne pas plus quel quelle quels quelles ca vs contre ' +
    'piétinement pietinement initiative contact mortel lien vie terrain sort capacite').split(/\s+/),
);
const ENGLISH_WORDS = new Set(
  ('the a an is are does do did how what when where which who why can could would should will if of to in ' +
    'on with and or my your it this that there happen happens work works damage blocked blocker blockers ' +
    'against still its deal deals count counts does doesn\'t what\'s ' +
    'attack attacking target targets card player opponent battle trample deathtouch').split(/\s+/),
);

export interface DetectedLanguage {
  lang: Locale;
  /** False when the text has no clue either way (a lone card name, a rule number). */
  confident: boolean;
}

export function detectLanguage(text: string): DetectedLanguage {
  const unquoted = text.replace(QUOTED, ' ');
  const japanese = (unquoted.match(JAPANESE_CHARS) ?? []).length;
  const bracketed = unquoted.length !== text.length;
  if (japanese === 0 && !bracketed) return latinLanguage(text);
  // A Japanese card name or term inside a French or English sentence ("avec 方違え je réduis…") is quoted, not
  // the sentence's language: the Latin words decide when they clearly outnumber the Japanese characters.
  const latin = latinLanguage(unquoted.replace(JAPANESE_CHARS, ' '));
  const latinLetters = (unquoted.match(/[a-zà-ÿœæ]/gi) ?? []).length;
  if (latin.confident && latinLetters >= 4 * japanese) return latin;
  // A card name in kanji or katakana carries almost no hiragana: a Japanese sentence does (particles, verb
  // endings). Several Latin words around few hiragana are an English or French sentence quoting a name.
  const latinWords = (unquoted.match(/[a-zà-ÿœæ][a-zà-ÿœæ'’-]*/gi) ?? []).length;
  const hiragana = (unquoted.match(/[\u3041-\u309f]/g) ?? []).length;
  if (latin.confident && latinWords >= 3 && hiragana * 2 < latinWords) return latin;
  return { lang: 'ja', confident: true };
}

function latinLanguage(text: string): DetectedLanguage {
  // One accented name (Pokémon) is not a French sentence: accents count once, French words decide.
  let fr = FRENCH_ACCENTS.test(text) ? 1 : 0;
  let en = 0;
  const words = fold(text).split(/[^a-z0-9'-]+/).flatMap((w) => w.split(/'/));
  for (const w of words) {
    if (!w) continue;
    if (FRENCH_WORDS.has(w)) fr += 2;
    if (ENGLISH_WORDS.has(w)) en += 1;
  }
  if (/\b(qu|l|d|j|n|s|c)'/i.test(text) || /\s[?!:;]/.test(text)) fr += 1;
  if (fr === 0 && en === 0) return { lang: 'en', confident: false };
  // One English game word alone ("trample") is how anyone types a keyword: not enough to override the user's locale.
  return fr > en ? { lang: 'fr', confident: true } : { lang: 'en', confident: en >= 2 && fr < en };
}
