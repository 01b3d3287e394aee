/**
 * Gate Ruler citations and messages: every knowledge-base id the module can cite exists, every `§section` it puts in
 * `rules` is a section of the 2021-10-21 source, every message key it writes or emits exists in en/ja/fr.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { hasKey, LOCALES } from '../../commands/i18n.ts';
import { ALL_CITES, ALL_SECTIONS } from '../../engine/gr/cites.ts';
import { docExamples, messageKeys, ROOT } from './helpers.ts';
import { run } from './gr-helpers.ts';

const kb = loadKnowledgeBase({ strict: false });

/** Scenarios that reach every part of the module. */
export const GR_CORPUS = [
  'gr ; B: u=ガード 2/2 ソウルガード soul=2 破壊時能力 ; modify u +0/+2 eot ; damage u=4 ; graveyard u',
  'gr ; B: u=3/2 ソウルガード soul=1 破壊時能力 ; damage u=2, u=2 《ヴルンツヴィークの断頭》',
  'gr ; A: s=3/3 ; B: x=2/4 ; y=2/4 ; damage x=4 y=4, B=2 from=s ; prevent next =0 《方違え》',
  'gr ; A: s=3/3 ; B: x=2/4 ; damage x=4, B=2 from=s ; prevent next =0 pick=5 ; prevent next 1 to=A',
  'gr ; A: l=5/6 ; B: x=2/5 ; damage x=5 l=5 from=l unreducible ; prevent next 3 ; prevent next 1 from=l',
  'gr ; A: dz=3 ; B: w=3/3 ; prevent next 2 to=A ; attack w>A ; prevent next =0 effect',
  'gr ; A: k=1/3 接死 ; B: v=2/5 ; y=2/5 パルジファル ; z=1/1 ; attack k>v ; end ; damage y=1 from=k combat ; attack k>z',
  'gr ; A: k=1/3 接死 stk=2 ; B: v=2/5 反撃 接死 ; attack k>v ; damage k=1 from=v combat ; prevent next all ; attack k>B',
  'gr ; A: k=3/3 接死 ; B: v=2/5 迎撃 ; damage v=1 from=k ; destroy v ; destroy k cost',
  'gr ; A: t=2/2 3回攻撃 ; attack t>B ; rest t ; attack t>B ; attack t>B ; attack t>B',
  'gr ; A: v=3/3 2回攻撃 ; w=0/1 ; attack v>B ; attack v>B ; attack w>B ; end',
  'gr ; A: w=3/3 ; attack w>w',
  'gr ; A: dz=怪異+ミリタリー,怪異,1 down=1 ; dr A 1/怪異 ; dr A 1/ミリタリー ; dr A 5 ; heal A 2 ; heal A 9 ; heal A 1',
  'gr ; A: dz=怪異*3 ; a=2/2 stay=3/怪異 ; b=2/2 stay=1/怪異 ; damage a=2 ; graveyard b ; graveyard a',
  'gr ; A: ruler=overload energy=2 ; cost A 0 ; cost A 5 discount=2 reduce=1 ; cost A 3 free ; cost A 4',
  'gr ; A: energy=2 ; cost A 3 discount=4 ; cost A 2 free ; cost A 5',
  'gr ; A: d=1/1 ; f=殺戮者の森 ; B: x=2/2 ; modify d +1/+1 from=f ; modify d copy=x ; modify d copy=f ; modify d =0/0',
  'gr ; A: u=3/3 dmg=3',
  'gr ; A: c=card ; damage c=2 ; destroy c ; end ; prevent next 1',
  'gr ; damage B=1 combat ; damage B=2, B=1 ; prevent next 1 to=B',
  'gr ; A: dz=1 ; B: w=3/3 stk=2 ; dr A 2 《空間湾曲》 ; prevent next 2 to=A 《空間湾曲》 ; prevent next 1 to=A dr=1 ; attack w>A',
  'gr ; A: dz=ミリタリー*3 energy=9 ; x=1/1 ; cost A 5 discount=2 dr=4/ミリタリー 《竜型決戦兵器 “伏雷”》 ; cost A 2 dr=9 ; graveyard x dr=9 ; modify x +1/+1 dr=9',
  'gr ; A: a=1/3 ; B: ; choose A enemy 《覚醒者の怒り》 ; prevent next =0 to=a 《覚醒者の怒り》 ; damage a=1 ; choose B any max-lv=1',
  'gr ; A: x=2/2 lv=2 ; f=1/1 lv=1 ; B: b=1/3 ; g=1/1 lv=3 ; choose B enemy max-lv=1 lower=1 《ブラックホール結界》 ; choose A enemy max-lv=f pick=g 《妖怪外教》 ; choose B enemy pick=x',
  'gr ; A: t=たたり鬼 2/2 墓地の代わりに除外 ; u=1/1 代わりに除外 ; damage t=2 ; graveyard u',
  'gr ; A: ruler=trickster ; v=1/1 ; B: ruler=dreadnought ; w=3/3 貫通 ; y=1/1 ; attack w>v ; damage A=2 from=w pierce ; damage A=1 from=y pierce ; end ; cost B 3 ; attack B>A ; attack A>B ; attack A>B',
  'gr ; A: ruler=overload energy=3 ; v=ヴァン・レイン 3/3 ; c=1/1 ; s=1/1 ; B: ; turn B ; cost A 2 event ; cost A 1 cnt ; summon A c instant ; summon A s ; turn A ; summon A v rights=2 ; summon A s sentinel ; summon A c',
  'gr ; A: ; s=1/1 ; summon A s sentinel',
  'gr ; A: r=李狐狸 1/1 ; B: k=2/2 相手に選ばれない ; choose B friendly resolve 《彼岸花の李狐狸》 ; choose A enemy ; choose A any pick=k ; choose A enemy resolve max-lv=0 《蛇神転生》',
];

function sources(): string[] {
  const dir = join(ROOT, 'engine', 'gr');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

describe('Gate Ruler citations', () => {
  it('every id the module can cite exists in the knowledge base, as a Gate Ruler entry', () => {
    for (const id of ALL_CITES) {
      const entry = kb.byId.get(id);
      expect(entry, id).toBeDefined();
      expect(entry!.game).toBe('gr');
    }
  });

  it('every section it cites is a section of the 2021-10-21 update', () => {
    const source = kb.sources.get('gr-update-2021-10-21');
    expect(source?.version).toBe('2021-10-21');
    const anchors = new Set(source!.sections!.map((s) => s.anchor));
    for (const s of ALL_SECTIONS) expect(anchors.has(s), s).toBe(true);
  });

  it('steps, choices and notes of every scenario cite known ids and known rule references', () => {
    // only sections a user can open: no paragraph numbers of documents the project does not hold
    const allowedRules = new Set(ALL_SECTIONS.map((s) => `§${s}`));
    const scenarios = [...GR_CORPUS, ...docExamples().filter((e) => e.kind === 'scenario' && /^(gr|ゲートルーラー)\b/i.test(e.text)).map((e) => e.text)];
    const used = new Set<string>();
    for (const text of scenarios) {
      const r = run(text);
      const res = r.resolution;
      for (const x of [...res.steps, ...res.choices, ...res.violations, ...res.warnings, ...res.assumptions]) {
        for (const c of x.cites ?? []) {
          expect(ALL_CITES, `${text}: ${c}`).toContain(c);
          used.add(c);
        }
        for (const rule of x.rules ?? []) expect(allowedRules.has(rule), `${text}: ${rule}`).toBe(true);
      }
      for (const s of res.steps) expect(s.rules?.length, `${text}: ${s.key}`).toBeGreaterThan(0);
      for (const k of messageKeys(res)) for (const locale of LOCALES) expect(hasKey(k, locale), `${locale}: ${k}`).toBe(true);
    }
    // every entry the module can cite is reached by some scenario
    expect([...used].sort()).toEqual([...ALL_CITES].sort());
  });
});

describe('Gate Ruler messages', () => {
  it('every key written in the module source exists in every locale', () => {
    const keys = new Set<string>();
    const helpers: Array<[RegExp, string]> = [
      [/(?:this|run)\.step\(\s*'([a-z0-9-]+)'/g, 'engine-gr.step.'],
      [/(?:this|run)\.step\(\s*[^,]+\? '([a-z0-9-]+)'/g, 'engine-gr.step.'],
      [/(?:this|run)\.violate\('([a-z0-9-]+)'/g, 'engine-gr.violation.'],
      [/(?:this|run)\.warn\('([a-z0-9-]+)'/g, 'engine-gr.warning.'],
      [/(?:this|run)\.assume\('([a-z0-9-]+)'/g, 'engine-gr.assumption.'],
      [/\bmsg\('([a-z0-9.-]+)'/g, 'engine-gr.'],
      [/\bexpected\('([a-z0-9-]+)'/g, 'engine-gr.expected.'],
      [/\$\{NS\}\.(parse\.[a-z0-9-]+)/g, 'engine-gr.'],
    ];
    for (const src of sources()) for (const [re, prefix] of helpers) for (const m of src.matchAll(re)) keys.add(prefix + m[1]);
    expect(keys.size).toBeGreaterThan(120);
    for (const k of keys) for (const locale of LOCALES) expect(hasKey(k, locale), `${locale}: ${k}`).toBe(true);
  });
});
