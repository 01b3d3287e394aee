/**
 * rulebot ipg <infraction | abbreviation | number> [--rel regular|competitive|professional] [--lang] [--json]
 * rulebot mtr <section number | topic> [--lang] [--json]
 *
 * The same lookups as /ipg and /mtr, through the same handlers; --json prints the section, our summary and the
 * official text when the document was imported.
 */
import { runCommand } from '../../commands/dispatch.ts';
import { isLocale, type Locale } from '../../commands/i18n.ts';
import { findPolicySection, type PolicyDocId } from '../../rulings/policy-lookup.ts';
import { RELS } from '../../rulings/schema.ts';
import { consoleInvocation } from '../console.ts';
import { officialRulesFeature } from '../official-feature.ts';
import { createServices } from '../services.ts';
import { renderText } from '../text-render.ts';
import { hitJson } from './ask.ts';
import { parseArgs, UsageError, type CliCommand } from './types.ts';

function policyCli(name: 'ipg' | 'mtr', doc: PolicyDocId, option: string, also: PolicyDocId[]): CliCommand {
  const usage =
    name === 'ipg'
      ? 'rulebot ipg <infraction | abbreviation | number> [--rel regular|competitive|professional] [--lang en|ja|fr] [--json]'
      : 'rulebot mtr <section number | topic> [--lang en|ja|fr] [--json]';
  return {
    name,
    usage,
    async run(args, io) {
      const { positionals, flags } = parseArgs(args, { lang: true, json: false, ...(name === 'ipg' ? { rel: true } : {}) });
      const query = positionals.join(' ').trim();
      const lang = typeof flags.lang === 'string' ? flags.lang : 'en';
      if (!query || !isLocale(lang)) throw new UsageError(`usage: ${usage}`);
      const rel = typeof flags.rel === 'string' ? flags.rel : undefined;
      if (rel !== undefined && !(RELS as readonly string[]).includes(rel)) throw new UsageError(`--rel must be one of ${RELS.join(', ')}, not "${rel}"`);
      const services = await createServices({ features: [officialRulesFeature] });
      if (flags.json) {
        const packs = services.policyPacks ?? {};
        for (const d of [doc, ...also]) {
          const found = findPolicySection(services.kb, d, query);
          if (found.status !== 'found') continue;
          const s = found.section;
          const official = packs[d]?.sections.find((x) => x.number === s.number);
          const entry = s.entry ? services.search.query(s.entry.id).hits[0] : undefined;
          io.out(
            JSON.stringify(
              {
                document: d,
                number: s.number,
                title: s.title,
                match: found.match,
                abbreviations: s.abbreviations,
                entry: entry ? hitJson(services.kb, entry, lang as Locale) : null,
                notCovered: s.notCovered ?? null,
                official: official ? { effectiveDate: packs[d]!.effectiveDate, page: official.page, title: official.title, text: official.text } : null,
              },
              null,
              2,
            ),
          );
          return 0;
        }
        io.out(JSON.stringify({ query, error: `no section of ${doc} matches "${query}"` }, null, 2));
        return 1;
      }
      const view = await runCommand({ services, invocation: consoleInvocation(lang as Locale) }, name, { [option]: query, ...(rel ? { rel } : {}) });
      io.out(renderText({ ...view, actions: [] }));
      return view.sections.some((s) => s.tone === 'error') ? 1 : 0;
    },
  };
}

export const ipgCliCommand = policyCli('ipg', 'mtg-ipg', 'infraction', ['mtg-jar']);
export const mtrCliCommand = policyCli('mtr', 'mtg-mtr', 'section', []);
