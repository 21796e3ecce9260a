/**
 * The irregular forms of English that inflection rules cannot make, so the word-form rules can tell "bought" (a
 * word) from "buyed" (the regular ending on an irregular verb, which no one writes). Verbs: base, past, past
 * participle; a slash separates variants that are both standard (learned/learnt). Nouns and adjectives: the
 * irregular plural or comparison.
 */
const VERBS = `
arise arose arisen|awake awoke awoken|be was/were been|bear bore born/borne|beat beat beaten|become became become
begin began begun|bend bent bent|bet bet bet|bind bound bound|bite bit bitten|bleed bled bled|blow blew blown
break broke broken|breed bred bred|bring brought brought|broadcast broadcast broadcast|build built built
burn burned/burnt burned/burnt|burst burst burst|buy bought bought|catch caught caught|choose chose chosen
cling clung clung|come came come|cost cost cost|creep crept crept|cut cut cut|deal dealt dealt|dig dug dug
do did done|draw drew drawn|dream dreamed/dreamt dreamed/dreamt|drink drank drunk|drive drove driven
eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|fight fought fought|find found found|flee fled fled
fly flew flown|forbid forbade forbidden|forecast forecast forecast|forget forgot forgotten|forgive forgave forgiven
freeze froze frozen|get got got/gotten|give gave given|go went gone|grind ground ground|grow grew grown
hang hung/hanged hung/hanged|have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt
keep kept kept|kneel knelt/kneeled knelt/kneeled|know knew known|lay laid laid|lead led led|lean leaned/leant leaned/leant
leap leaped/leapt leaped/leapt|learn learned/learnt learned/learnt|leave left left|lend lent lent|let let let
lie lay lain|light lit/lighted lit/lighted|lose lost lost|make made made|mean meant meant|meet met met
mistake mistook mistaken|misunderstand misunderstood misunderstood|overcome overcame overcome|oversleep overslept overslept
pay paid paid|prove proved proved/proven|put put put|quit quit quit|read read read|rebuild rebuilt rebuilt
rewrite rewrote rewritten|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen
seek sought sought|sell sold sold|send sent sent|set set set|sew sewed sewn/sewed|shake shook shaken|shine shone shone
shoot shot shot|show showed shown/showed|shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk|sit sat sat
sleep slept slept|slide slid slid|smell smelled/smelt smelled/smelt|speak spoke spoken|speed sped/speeded sped/speeded
spell spelled/spelt spelled/spelt|spend spent spent|spill spilled/spilt spilled/spilt|spin spun spun|spit spat spat
split split split|spoil spoiled/spoilt spoiled/spoilt|spread spread spread|spring sprang sprung|stand stood stood
steal stole stolen|stick stuck stuck|sting stung stung|stink stank stunk|strike struck struck|swear swore sworn
sweep swept swept|swim swam swum|swing swung swung|take took taken|teach taught taught|tear tore torn|tell told told
think thought thought|throw threw thrown|understand understood understood|undertake undertook undertaken
upset upset upset|wake woke woken|wear wore worn|weep wept wept|win won won|wind wound wound|withdraw withdrew withdrawn
write wrote written|forgo forwent forgone|outgrow outgrew outgrown|overhear overheard overheard|overtake overtook overtaken
undo undid undone|uphold upheld upheld|withstand withstood withstood|foresee foresaw foreseen|mislead misled misled
`;

const NOUNS = `child children|man men|woman women|person people/persons|foot feet|tooth teeth|goose geese|mouse mice
ox oxen|sheep sheep|fish fish/fishes|deer deer|policeman policemen|policewoman policewomen|fireman firemen
businessman businessmen|businesswoman businesswomen|postman postmen|sportsman sportsmen|grandchild grandchildren`;

const ADJECTIVES = `good better best|bad worse worst|far farther/further farthest/furthest|little less least
many more most|much more most|well better best|ill worse worst`;

export interface IrregularVerb {
  base: string;
  past: readonly string[];
  participle: readonly string[];
}

function rows(table: string): string[][] {
  return table
    .split(/[|\n]/)
    .map((row) => row.trim())
    .filter((row) => row !== '')
    .map((row) => row.split(/\s+/));
}

export const IRREGULAR_VERBS: readonly IrregularVerb[] = rows(VERBS).map(([base = '', past = '', participle = '']) => ({
  base,
  past: past.split('/'),
  participle: participle.split('/'),
}));

export const IRREGULAR_PLURALS: readonly { singular: string; plural: readonly string[] }[] = rows(NOUNS).map(
  ([singular = '', plural = '']) => ({ singular, plural: plural.split('/') }),
);

export const IRREGULAR_COMPARISONS: readonly { base: string; forms: readonly string[] }[] = rows(ADJECTIVES).map(
  ([base = '', comparative = '', superlative = '']) => ({
    base,
    forms: [...comparative.split('/'), ...superlative.split('/')],
  }),
);
