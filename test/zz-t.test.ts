import { it } from 'vitest';
import { tokenize } from '../rulings/tokenize.ts';
import { loadKnowledgeBaseFast } from '../rulings/kb.ts';
it('x', async () => {
  console.log(tokenize("dégâts degats blessures blessure enlève retire retirer légale légal illégale valide tue tuer détruit meurt renvoie revient", false).join(' '));
  const kb = await loadKnowledgeBaseFast({});
  for (const id of ['mtg.damage.to-planeswalker', 'rb.target.illegal-on-resolution', 'rb.card.cull-the-weak', 'mtg.usg1998.errata-lifeline']) {
    const e = kb.byId.get(id)!;
    console.log(id, JSON.stringify((e as any).fr ?? e).slice(0, 700));
  }
});
