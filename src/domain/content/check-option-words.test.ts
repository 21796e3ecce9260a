import { describe, expect, it } from 'vitest';
import { englishWordForms } from '../text/english-word-forms.ts';
import { checkOptionWords, isFindTheMistake, optionProblems } from './check-option-words.ts';
import { makeContent, makeGrammarMc, makeQuizItem, makeTopic } from './test-factories.ts';

const WORDS = (
  'the a my you it he she we they i to and be is am are was were being been will has have had do does did up late ' +
  'yesterday when got home guests our shop today game sentence with mistake choose complete variant back wrong hers ' +
  'school river city festival book going goes go went can must more than ever worst painted flat year'
).split(' ');
const words = englishWordForms({
  frequencies: WORDS.map((word, i) => ({ word, count: 1000 - i })),
  lemmas: {
    noun: new Set(['win', 'match', 'rain', 'fun', 'team']),
    verb: new Set(['like', 'buy', 'give', 'win', 'stay', 'finish', 'rain', 'watch', 'send', 'visit', 'equip', 'play']),
    adj: new Set(['open', 'late', 'warm']),
    adv: new Set(['late']),
  },
});

const problems = (option: string, question = 'They ___ yesterday.'): string[] =>
  optionProblems(option, question, words);

describe('optionProblems (an option is a real English form)', () => {
  it('accepts real forms, used rightly or wrongly', () => {
    for (const option of ['bought', 'will buy', 'has bought', "won't give", 'was raining', 'hers', "Nigar's"]) {
      expect(problems(option), option).toEqual([]);
    }
  });
  it('reports words no one writes, and apostrophe forms that do not exist', () => {
    expect(problems('buyed')).toEqual(['"buyed" (not a word; the form is bought)']);
    expect(problems("willn't give")).toEqual([`"willn't" (no such contraction)`]);
    expect(problems("her's")).toEqual([`"her's" (possessive pronouns take no apostrophe)`]);
    expect(problems('stayd')).toEqual(['"stayd" (not an English word)']);
  });
  it('reports a verb phrase no one writes: modal, have, do and be before the wrong form', () => {
    expect(problems('will have being')).toEqual(['"have being": have takes a past participle']);
    expect(problems('will gave')).toEqual(['"will gave": a modal takes the bare infinitive']);
    expect(problems('Did you been staying', '___ up late?')).toEqual(['"Did you been": do takes the bare infinitive']);
    expect(problems('is win', 'Our team ___ the match!')).toEqual(['"is win": be does not take a bare verb']);
  });
  it('reports a modal before another modal or to, be before been, and a comparison marked twice', () => {
    expect(problems('will can')).toEqual(['"will can": a modal takes the bare infinitive']);
    expect(problems('must to')).toEqual(['"must to": a modal takes the bare infinitive']);
    expect(problems('is been painted')).toEqual(['"is been": be does not take been']);
    expect(problems('more warmer')).toEqual(['"more warmer": the comparative already has its ending']);
    expect(problems('worst than')).toEqual(['"worst than": than follows a comparative']);
    expect(problems('worst', 'It was ___ than ever.')).toEqual([]);
  });
  it('reads a two-gap option in its sentence: "Did / left" makes "Did the guests left"', () => {
    expect(problems('Did / left', '___ the guests ___ when you got home?')).toEqual([
      '"Did the guests left": do takes the bare infinitive',
    ]);
    expect(problems('Had / left', '___ the guests ___ when you got home?')).toEqual([]);
  });
  it('leaves alone a real word the stem makes wrong, and be before a word that may be a noun or adjective', () => {
    expect(problems('gave', 'He will ___ it back.')).toEqual([]);
    expect(problems('is open', 'The shop ___ today.')).toEqual([]);
    expect(problems('is fun', 'The game ___.')).toEqual([]);
  });
});

describe('checkOptionWords (the rule over the curriculum)', () => {
  it('reports a test question and a lesson quiz item, and leaves out find-the-mistake items', () => {
    const bad = makeGrammarMc({ options: ['buy', 'bought', 'buyed', 'buying', 'buys'], answer: 'bought' });
    const mistake = makeGrammarMc({
      id: 'topic-002',
      question: 'Choose the sentence with a mistake.',
      options: ['I buyed it.', 'I bought it.', 'I will buy it.', 'I am buying it.', 'I buy it.'],
      answer: 'I buyed it.',
    });
    const content = makeContent({
      topics: [
        makeTopic(
          {
            questions: [bad, mistake],
            quiz: [makeQuizItem({ options: ['bought', 'buyed', 'buy'], correctAnswerIndex: 0 })],
          },
          0,
        ),
      ],
    });
    expect(checkOptionWords(content, words)).toEqual([
      {
        code: 'option-not-english',
        where: 'grammar/topic/topic-001',
        detail: '"buyed" (not a word; the form is bought)',
      },
      {
        code: 'option-not-english',
        where: 'grammar/topic/quiz[0]',
        detail: '"buyed" (not a word; the form is bought)',
      },
    ]);
  });
  it('checks the candidates of a combination item with a sentence, not a bare list of forms', () => {
    const withSentence = makeGrammarMc({
      question: 'Choose the correct variants.\nThey ___ a flat last year.\n1. bought\n2. buyed\n3. got\n4. had',
      options: ['1, 2', '1, 3', '2, 4', '3, 4', '1, 3, 4'],
      answer: '1, 3',
    });
    const formsOnly = makeGrammarMc({
      id: 'topic-002',
      question: 'Choose the correct Past Simple forms.\n1. bought\n2. buyed\n3. went\n4. goed',
      options: ['1, 2', '1, 3', '2, 4', '3, 4', '1, 3, 4'],
      answer: '1, 3',
    });
    const content = makeContent({ topics: [makeTopic({ questions: [withSentence, formsOnly] }, 0)] });
    expect(checkOptionWords(content, words)).toEqual([
      {
        code: 'option-not-english',
        where: 'grammar/topic/topic-001',
        detail: '"buyed" (not a word; the form is bought)',
      },
    ]);
  });
  it('knows find-the-mistake instructions from stems that only mention mistakes', () => {
    expect(isFindTheMistake('Choose the wrong variant to complete the sentence.\nI ___ it.')).toBe(true);
    expect(isFindTheMistake('Find the incorrect sentence.')).toBe(true);
    expect(isFindTheMistake('There are ___ mistakes in your essay. Well done!')).toBe(false);
  });
});
