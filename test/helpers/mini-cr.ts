/**
 * A small rules document in the Comprehensive Rules' layout, written here (no text of the real rules): enough
 * numbered rules for the importer to accept it, two keyword sections and a glossary. For tests that need an
 * imported pack when the real file (../shared/reference) is absent.
 */
import { parseRulesFile } from '../../rulings/official/parse.ts';
import type { RulesPack } from '../../rulings/official/types.ts';

export function miniCrText(): string {
  const lines = ['Magic: The Gathering Comprehensive Rules', '', 'These rules are effective as of February 7, 2025.', '', 'Contents', '', '1. Game Concepts', '7. Additional Rules', 'Glossary', 'Credits', ''];
  lines.push('1. Game Concepts', '', '100. General', '');
  for (let i = 1; i <= 24; i++) lines.push(`100.${i}. Placeholder rule number ${i} of the test document.`, '');
  lines.push('7. Additional Rules', '', '702. Keyword Abilities', '');
  lines.push('702.2. Deathtouch', '', '702.2a Test text: deathtouch is a static ability.', '', '702.2b Test text: any damage from a deathtouch source is enough to destroy a creature.', '');
  lines.push('702.19. Trample', '', '702.19a Test text: trample is a static ability that changes how combat damage is assigned.', '', '702.19b Test text: the attacker assigns lethal damage to its blockers first, and the rest may go to the player.', '');
  lines.push('Glossary', '', 'Deathtouch', 'Test text: a keyword ability. See rule 702.2, "Deathtouch."', '', 'Trample', 'Test text: a keyword ability about combat damage. See rule 702.19, "Trample."', '');
  lines.push('Credits', '', 'Test credits.', '', 'These rules are effective as of February 7, 2025.');
  return lines.join('\r\n');
}

export function miniPack(): RulesPack {
  const r = parseRulesFile(Buffer.from(miniCrText()));
  if (!r.ok) throw new Error(`mini CR: ${r.message}`);
  return r.pack;
}
