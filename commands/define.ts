/**
 * /define term:<term> — the official glossary entry (MTG, when imported) and the rules it points to, for a term
 * typed in English, Japanese or French: a term the glossary does not have as typed is read through the search's
 * concept lexicon (rulings/lexicon: トランプル, piétinement → trample) and looked up under that concept's English
 * words. Without the official rules, or with a term the glossary lacks, the knowledge base's entry answers instead;
 * only when neither has it is the reply "not in the glossary" / "not available" (private, in the asker's language).
 */
import { join } from 'node:path';
import { defineTerm, type TermLookup } from '../rulings/official/index.ts';
import { yamlFiles, RULINGS_DIR } from '../rulings/kb.ts';
import { searchWithCardNames } from './card-names.ts';
import { replyLocale, type CommandContext } from './context.ts';
import { command } from './command.ts';
import { t, type Locale } from './i18n.ts';
import { renderNoPack, renderTermLookup } from './render/official.ts';
import { entryView } from './ruling.ts';
import { parseYamlFiles } from './yaml-cache.ts';
import type { ReplyView } from './types.ts';

let englishForms: Map<string, string[]> | undefined;

/** Each concept's English words, from the lexicon's files (read once, through the YAML cache). */
function conceptWords(id: string): string[] {
  if (!englishForms) {
    englishForms = new Map();
    for (const file of parseYamlFiles(yamlFiles(join(RULINGS_DIR, 'lexicon')), 'lexicon-en')) {
      const concepts = (file as { concepts?: Array<{ id?: unknown; en?: unknown }> } | null)?.concepts ?? [];
      for (const c of concepts) if (typeof c.id === 'string' && Array.isArray(c.en)) englishForms.set(c.id, c.en.filter((w): w is string => typeof w === 'string'));
    }
  }
  return [id.replace(/-/g, ' '), ...(englishForms.get(id) ?? [])];
}

/** The glossary entry for `term`, as typed or through the concepts the lexicon reads in it. */
function lookUp(ctx: CommandContext, term: string): { lookup: TermLookup; readAs?: string } | undefined {
  const pack = ctx.services.official?.pack;
  if (!pack) return undefined;
  const direct = defineTerm(pack, term);
  if (direct.status === 'found') return { lookup: direct };
  for (const concept of ctx.services.search.analyse(term).concepts) {
    for (const word of conceptWords(concept)) {
      const lookup = defineTerm(pack, word);
      if (lookup.status === 'found') return { lookup, readAs: lookup.term.term };
    }
  }
  return { lookup: direct };
}

/** The knowledge base's entry for the term, in the language it was typed in (else the reply language). */
function fromKnowledgeBase(ctx: CommandContext, term: string, fallback: Locale, ephemeral: boolean, why: string): ReplyView | undefined {
  const result = searchWithCardNames(ctx, term, { fallbackLang: fallback });
  const top = result.found ? result.hits.find((h) => h.entry) : undefined;
  if (!top) return undefined;
  const lang = result.langDetected ? result.lang : fallback;
  const view = entryView(ctx, top.id, lang, ephemeral);
  if (!view) return undefined;
  const first = view.sections[0]!;
  view.sections[0] = { ...first, description: `_${t(lang, why)}_\n\n${first.description}` };
  return view;
}

export const defineCommand = command({
  spec: {
    name: 'define',
    kind: 'slash',
    options: [
      { name: 'term', type: 'string', required: true, maxLength: 100 },
      { name: 'private', type: 'boolean' },
    ],
  },
  async run(ctx, options) {
    const ephemeral = options.private === true;
    const lang = replyLocale(ctx.invocation, ephemeral);
    const asker = ctx.invocation.userLocale;
    const term = options.term.trim();
    const pack = ctx.services.official?.pack;
    const found = lookUp(ctx, term);
    if (pack && found?.lookup.status === 'found') {
      const sections = renderTermLookup(lang, pack, found.lookup);
      if (found.readAs) sections[0] = { ...sections[0]!, description: `_${t(lang, 'official.define.read_as', { typed: term, term: found.readAs })}_\n${sections[0]!.description}` };
      return { locale: lang, ephemeral, sections };
    }
    const kb = fromKnowledgeBase(ctx, term, lang, ephemeral, pack ? 'official.define.from_kb' : 'official.define.from_kb_no_pack');
    if (kb) return kb;
    // No answer ("not available yet", "not in the glossary") is the asker's business, in the asker's language.
    if (!pack || !found) return { locale: asker, ephemeral: true, sections: renderNoPack(asker, 'mtg', ctx.services.rulesUpdates === true) };
    return { locale: asker, ephemeral: true, sections: renderTermLookup(asker, pack, found.lookup) };
  },
});
