/** The scenarios the benchmark checks: typical ones, the worst cases (many blockers, double strike with replacements) and a timeline. */
const manyBlockers = `mtg; A: w=20/20 trample deathtouch; B: ${Array.from({ length: 12 }, (_, i) => `b${i}=2/${2 + (i % 4)}`).join('; ')}; attack w>B; block ${Array.from({ length: 12 }, (_, i) => `b${i}`).join(',')}>w`;

export const CHECK_SCENARIOS: Record<string, string> = {
  'trample vs two blockers': 'mtg; A: w=6/6 trample; B: x=2/2; y=0/4 dmg=1; attack w>B; block x,y>w',
  'protection from green': 'mtg; A: w=6/6 green trample; B: x=2/2 pro:green; attack w>B; block x>w',
  'battle siege': 'mtg; A: a=3/3; t=4/4 trample; B: x=2/2; s=battle def=5 siege protector=B; attack a>s; attack t>s; block x>t',
  'double strike + replacements': 'mtg; A: d=4/4 double-strike trample lifelink; f=Furnace of Rath double-damage; B prevent-each:1; x=2/2 prevent:1; attack d>B; block x>d',
  'twelve blockers (worst case)': manyBlockers,
  // the kernel's timeline: a spell in response, a dies trigger, a static anthem and a pump (layers), then cleanup
  'timeline (response + trigger + layers)':
    'mtg; A: w=3/3 trample; h=Anthem (static: +1/+1 yours); B: x=Blood Pet 2/2 (dies: damage 1 A); attack w; block x>w; cast B Shock: damage 2 w; cast A Giant Growth: +3/+3 w; end',
};

