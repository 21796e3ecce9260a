import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../domain/text/fold-for-search.ts';
import { filterTopics } from './search.ts';

const topic = (id: string, title: [string, string, string], description: [string, string, string]) => ({
  id,
  title: { en: title[0], az: title[1], ru: title[2] },
  description: { en: description[0], az: description[1], ru: description[2] },
});

const topics = [
  topic(
    'passive-voice',
    ['Passive Voice', 'Passive Voice (məchul növ)', 'Passive Voice (страдательный залог)'],
    ['How to form the passive.', 'Məchul növün düzəldilməsi.', 'Как образуется страдательный залог.'],
  ),
  topic(
    'articles',
    ['Articles', 'Artikllar', 'Артикли'],
    ['When to use a, an and the.', 'İsimlərdən əvvəl a, an və the.', 'Когда нужны a, an и the.'],
  ),
  topic(
    'word-formation',
    ['Word formation', 'Söz yaradıcılığı', 'Словообразование'],
    ['Prefixes and suffixes.', 'Şəkilçilər.', 'Приставки и суффиксы, ёмкие слова.'],
  ),
];
const ids = (query: string) => filterTopics(topics, query).map((t) => t.id);

describe('lesson search (LEARN-02, LEARN-03)', () => {
  it('a blank query shows every topic, in order', () => {
    expect(ids('')).toEqual(['passive-voice', 'articles', 'word-formation']);
    expect(ids('   ')).toEqual(['passive-voice', 'articles', 'word-formation']);
  });

  it('is case-insensitive and trimmed: "PASSIVE " finds the passive voice', () => {
    expect(ids('PASSIVE ')).toEqual(['passive-voice']);
  });

  it('finds a topic by a word that appears only in another language than the interface', () => {
    expect(ids('страдательный')).toEqual(['passive-voice']);
    expect(ids('artikllar')).toEqual(['articles']);
    expect(ids('suffixes')).toEqual(['word-formation']);
  });

  it('searches descriptions as well as titles', () => {
    expect(ids('приставки')).toEqual(['word-formation']);
  });

  it('folds the Azerbaijani İ/ı/I and ə, and the Russian ё, like a student types them', () => {
    expect(ids('İSİMLƏRDƏN')).toEqual(['articles']);
    expect(ids('isimlerden')).toEqual(['articles']);
    expect(ids('yaradiciligi')).toEqual(['word-formation']);
    expect(ids('SÖZ YARADICILIĞI')).toEqual(['word-formation']);
    expect(ids('емкие')).toEqual(['word-formation']);
    expect(ids('МӘCHUL')).toEqual([]); // a Cyrillic М is not a Latin M
    expect(ids('MƏCHUL')).toEqual(['passive-voice']);
  });

  it('needs every word of the query, in any field', () => {
    expect(ids('passive залог')).toEqual(['passive-voice']);
    expect(ids('passive suffixes')).toEqual([]);
  });

  it('finds nothing for nonsense', () => {
    expect(ids('zzzz')).toEqual([]);
  });

  it('folding is the same in every locale', () => {
    expect(foldForSearch('İzmir IŞIQ')).toBe('izmir isiq');
    expect(foldForSearch('  Ёж\tи  ЙОД ')).toBe('еж и иод');
  });
});
