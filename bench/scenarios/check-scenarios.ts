/** The scenarios the benchmark checks: typical ones, the worst cases (many blockers, double strike with replacements), a timeline and each newer rule family. */
const manyBlockers = `mtg; A: w=20/20 trample deathtouch; B: ${Array.from({ length: 12 }, (_, i) => `b${i}=2/${2 + (i % 4)}`).join('; ')}; attack w>B; block ${Array.from({ length: 12 }, (_, i) => `b${i}`).join(',')}>w`;

export const CHECK_SCENARIOS: Record<string, string> = {
  'trample vs two blockers': 'mtg; A: w=6/6 trample; B: x=2/2; y=0/4 dmg=1; attack w>B; block x,y>w',
  'protection from green': 'mtg; A: w=6/6 green trample; B: x=2/2 pro:green; attack w>B; block x>w',
  'battle siege': 'mtg; A: a=3/3; t=4/4 trample; s=battle def=5 siege protector=B; B: x=2/2; attack a>s; attack t>s; block x>t',
  'double strike + replacements': 'mtg; A: d=4/4 double-strike trample lifelink; f=Furnace of Rath double-damage; B prevent-each:1; x=2/2 prevent:1; attack d>B; block x>d',
  'twelve blockers (worst case)': manyBlockers,
  // the kernel's timeline: a spell in response, a dies trigger, a static anthem and a pump (layers), then cleanup
  'timeline (response + trigger + layers)':
    'mtg; A: w=3/3 trample; h=Anthem (static: +1/+1 yours); B: x=Blood Pet 2/2 (dies: damage 1 A); attack w; block x>w; cast B Shock: damage 2 w; cast A Giant Growth: +3/+3 w; end',
  // this round's rule families: a band blocked by a banding creature, a 2HG team combat, a flash blocker, damage on the stack
  'banding both ways': 'mtg; A: w=1/1 banding; v=5/5 trample; B: x=2/2 banding; y=3/3; attack band w,v>B; block x,y>w',
  'two-headed giant': 'mtg; teams A,B vs C,D; A: w=3/3 lifelink; B: v=2/2 infect; C: x=2/2; D: y=1/1; attack w>C v>D; block x>v',
  'flash blocker + timing': 'mtg; A: w=3/3; B: z=1/1; attack w; cast B v=Ambush Viper 2/1 deathtouch flash; cast B Shock red instant: damage 2 w; block v>w',
  'ruleset 2009 (damage on the stack)': 'mtg; A: w=3/3; B: x=Mogg Fanatic 1/1; attack w; block x>w; next; activate x: sacrifice self & damage 1 w; ruleset 2009',
};

