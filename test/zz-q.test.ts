import { it } from 'vitest';
import { createServices } from '../bot/services.ts';
import { tokenize } from '../rulings/tokenize.ts';
it('x', async () => {
  const s = await createServices({ features: [] });
  for (const q of ["dans Riftbound si ma cible n'est plus valide quand le sort se résout il se passe quoi", "les dgts sur un PW ça enlève des marqueurs loyauté ?", "la carte Riftbound où chaque joueur tue une de ses propres unités, ça cible ?", "l'enchantement d'Urza qui renvoie une créature morte en jeu à la fin du tour, il marche pour les créatures adverses ?", "相手のユニットを破壊したら、もう対応で守れないの？"]) {
    const r = s.search.query(q, {});
    console.log(q, '\n  tokens', tokenize(q, false).join(' '), '\n  found', r.found, r.game, r.hits.slice(0, 3).map((h) => `${h.id} ${h.coverage.toFixed(2)}`), 'sugg', r.suggestions.slice(0, 3).map((h) => `${h.id} ${h.coverage.toFixed(2)}`));
  }
});
