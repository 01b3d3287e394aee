/**
 * /check with no scenario, on a phone: a form (a Discord modal) with the players and their objects in one box and
 * what happens, one action a line, in another — the game defaults to Magic. The boxes become one scenario in the
 * notation (a line of a box is a line of the scenario), checked with the one-line form's limits and errors; errors
 * say which box and line, and the answer shows the scenario back in notation, so the judge learns to type it.
 */
import { getGame } from '../engine/index.ts';
import { customId } from './custom-id.ts';
import { t, type Locale } from './i18n.ts';
import { MAX_SCENARIO } from './limits.ts';
import type { ModalView } from './types.ts';

/** The form, in the asker's language; `ephemeral`: the answer is private (the `private` option). */
export function checkForm(lang: Locale, ephemeral: boolean): ModalView {
  return {
    id: customId('check', 'form', ephemeral ? 'p' : 'g'),
    title: t(lang, 'check.form.title'),
    inputs: [
      { id: 'players', label: t(lang, 'check.form.players'), style: 'paragraph', placeholder: t(lang, 'check.form.players_placeholder'), required: true, maxLength: MAX_SCENARIO },
      { id: 'actions', label: t(lang, 'check.form.actions'), style: 'paragraph', placeholder: t(lang, 'check.form.actions_placeholder'), required: false, maxLength: MAX_SCENARIO },
      { id: 'game', label: t(lang, 'check.form.game'), style: 'short', value: 'mtg', required: false, maxLength: 20 },
    ],
  };
}

export interface FormScenario {
  /** The scenario in the notation, one line per line of the boxes. */
  text: string;
  /** Which box (and line of it) a line of `text` came from, for error messages. */
  place(line: number): string | undefined;
}

const lines = (text: string | undefined): string[] => (text ?? '').replace(/\r\n?/g, '\n').replace(/\s+$/, '').split('\n').filter((l, i, all) => all.length > 1 || l.trim() !== '');

/** The submitted boxes as one scenario. A whole scenario pasted into the first box keeps its own game line. */
export function formScenario(fields: Record<string, string>, lang: Locale): FormScenario {
  const players = lines(fields.players);
  const actions = lines(fields.actions);
  const firstWord = (players[0] ?? '').trim().split(/[\s;]+/)[0] ?? '';
  const gameLine = firstWord && getGame(firstWord) ? [] : [(fields.game ?? '').trim() || 'mtg'];
  const offset = gameLine.length;
  return {
    text: [...gameLine, ...players, ...actions].join('\n'),
    place(line) {
      if (line <= offset) return t(lang, 'check.form.where_game');
      if (line <= offset + players.length) return t(lang, 'check.form.where_players', { line: line - offset });
      return t(lang, 'check.form.where_actions', { line: line - offset - players.length });
    },
  };
}
