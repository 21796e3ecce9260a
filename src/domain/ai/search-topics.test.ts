import { describe, expect, it } from 'vitest';
import { buildTopicIndex, buildTopicIndexInChunks, MIN_SCORE, searchTokens, searchTopics } from './search-topics.ts';
import { makeLocalized, makeTopic } from '../content/test-factories.ts';
import { tutorTopics } from './topic-fixtures.ts';

const index = buildTopicIndex(tutorTopics());
const best = (query: string) => searchTopics(index, query, 3)[0]?.id;

describe('offline lesson search (DESIGN.md §6)', () => {
  it('folds case and Azerbaijani and Russian letters, drops question words and stems endings', () => {
    expect(searchTokens('Məchul NÖV nədir?')).toEqual(['mechul', 'nov']);
    expect(searchTokens('Что такое страдательный залог?')).toEqual(['страдательн', 'залог']);
    expect(searchTokens('passivin qaydası')).toEqual(['passiv']);
  });

  it('matches words by prefix from 4 letters, forgives a typo in a longer word and reads English terms typed in Cyrillic', () => {
    expect(best('passiv')).toBe('passive-voice');
    expect(best('passives')).toBe('passive-voice');
    expect(best('pas')).toBeUndefined();
    expect(best('pasive voice')).toBe('passive-voice');
    expect(best('презент перфект')).toBe('present-perfect');
    expect(best('present perfekt')).toBe('present-perfect');
  });

  it('prefers the title a query names wholly', () => {
    const tenses = buildTopicIndex([
      makeTopic({ id: 'present-continuous', title: makeLocalized({ en: 'Present Continuous' }) }),
      makeTopic({ id: 'present-perfect-continuous', title: makeLocalized({ en: 'Present Perfect Continuous' }) }),
    ]);
    expect(searchTopics(tenses, 'present continuous', 1)[0]?.id).toBe('present-continuous');
    expect(searchTopics(tenses, 'present perfect continuous', 1)[0]?.id).toBe('present-perfect-continuous');
  });

  it.each([
    ['What is the passive voice?', 'passive-voice'],
    ['Passive voice nədir?', 'passive-voice'],
    ['məchul növ necə düzəlir', 'passive-voice'],
    ['mechul nov', 'passive-voice'],
    ['Что такое страдательный залог?', 'passive-voice'],
    ['when do I use present perfect with since', 'present-perfect'],
    ['used to', 'used-to-would'],
  ])('%s → %s', (query, id) => {
    expect(best(query)).toBe(id);
  });

  it('finds nothing for questions about other things', () => {
    for (const query of ['What is the capital of France?', 'tell me a joke', '', '???'])
      expect(searchTopics(index, query)).toEqual([]);
  });

  it('scores every hit at least MIN_SCORE, best first', () => {
    const hits = searchTopics(index, 'passive present perfect', 3);
    expect(hits.every((h) => h.score >= MIN_SCORE)).toBe(true);
    expect([...hits].sort((a, b) => b.score - a.score)).toEqual(hits);
  });

  it('finds a topic by the names students give it: "birinci tip", "третий тип", "комплекс обжект"', () => {
    const conditionals = buildTopicIndex([
      makeTopic({
        id: 'conditionals-real',
        title: makeLocalized({ en: 'Real Conditionals', az: 'Real şərt cümlələri', ru: 'Реальные условные' }),
      }),
      makeTopic({
        id: 'conditionals-unreal',
        title: makeLocalized({ en: 'Unreal Conditionals', az: 'Qeyri-real şərt cümlələri', ru: 'Нереальные условные' }),
      }),
      makeTopic({
        id: 'complex-object',
        title: makeLocalized({ en: 'Complex Object', az: 'Mürəkkəb tamamlıq', ru: 'Сложное дополнение' }),
      }),
    ]);
    const first = (query: string) => searchTopics(conditionals, query, 1)[0]?.id;
    expect(first('birinci tip nece qurulur')).toBe('conditionals-real');
    expect(first('ikinci tip')).toBe('conditionals-unreal');
    expect(first('объясни третий тип')).toBe('conditionals-unreal');
    expect(first('что такое комплекс обжект')).toBe('complex-object');
  });
});

describe('the index built in chunks (in the background after start-up)', () => {
  it('finds the same topics with the same scores as the index built at once', async () => {
    const chunked = await buildTopicIndexInChunks(tutorTopics(), 7);
    expect(chunked.wordCounts).toEqual(index.wordCounts);
    for (const text of [
      'passive voice',
      'birinci tip şərt',
      'разница между since и for',
      'present perfect or past simple',
    ]) {
      expect(searchTopics(chunked, text)).toEqual(searchTopics(index, text));
    }
  });
});
