/**
 * Japanese and French names players read on their cards and in the judges' documents, met by the entry that
 * answers them: the official localized keyword name (goad is « inciter » on French cards and 攻撃強要 on Japanese
 * ones), a common French noun for a trigger (« déclencheur »), and the Infraction Procedure Guide's "Outside
 * Assistance" as judges translate it. Each question is written in words of its own.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('official ja/fr names players use', () => {
  it('French goad (« inciter ») is answered with the goad entry', () => {
    expectAnswered(search, "J'ai incité la créature de mon voisin, elle est obligée d'attaquer quelqu'un d'autre que moi ?", 'mtg.kw.goad');
  });

  it('Japanese goad (攻撃強要) is answered with the goad entry', () => {
    expectAnswered(search, '攻撃強要されたクリーチャーって、強要したプレイヤーを攻撃してもいいの？', 'mtg.kw.goad');
  });

  it('« déclencheur » is a trigger, as « capacité déclenchée » is', () => {
    expect(search.analyse('Le déclencheur de ma créature va sur la pile avant ou après le sort ?').concepts).toContain('trigger');
    expect(search.analyse('Les déclencheurs de mes deux créatures, je les mets dans quel ordre ?').concepts).toContain('trigger');
  });

  it('« assistance extérieure » and 外部からの助言 name Outside Assistance', () => {
    expect(search.analyse("Un spectateur m'a soufflé mon attaque : c'est de l'assistance extérieure ?").concepts).toContain('outside-assistance');
    expect(search.analyse('観戦者の外部からの助言って、どんなペナルティになる？').concepts).toContain('outside-assistance');
    expectAnswered(search, "Quelle pénalité pour de l'assistance extérieure en compétitif ?", 'mtg.policy.ipg.outside-assistance');
  });

  it('« initiative » is first strike and « parade » is ward, the names French cards print', () => {
    expect(search.analyse("Ma créature avec l'initiative affronte une créature avec contact mortel : laquelle meurt ?").concepts).toContain('first-strike');
    expect(search.analyse("Sa créature a la double initiative, elle inflige ses blessures deux fois ?").concepts).toEqual(expect.arrayContaining(['double-strike']));
    expect(search.analyse("Sa créature a la double initiative, elle inflige ses blessures deux fois ?").concepts).not.toContain('first-strike');
    expectAnswered(search, 'Sa créature a parade 2, je dois payer pour la cibler ?', 'mtg.kw.ward');
  });

  it('« reste bloquée » asks whether an attacker stays blocked', () => {
    expectAnswered(search, 'Si on retire le bloqueur du combat, ma créature reste bloquée ou elle blesse le joueur ?', 'mtg.combat.blocked-stays-blocked');
  });
});
