/**
 * A second thing beside the key in a list (second-thing.ts), judged by the app's judge with the server's word
 * knowledge on the bank's own questions, their rationales and passages included: the rationale names the passage's
 * rival thing ("Sabina suggests ice cream"), and WordNet's wider senses and definitions join words that name other
 * things ("sugar" and "bread" are both slang for money, "love" is defined with "strength"), so neither may tell which
 * words are the key's. Wrong lists the rules or the scorer accept are refused; the key said alone stays right.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeByRules, type OpenAnswerKey } from '../../domain/ai/judge-open-answer.ts';
import { judgeOpenAnswer } from '../../domain/ai/judge-scored.ts';
import { loadContent } from '../content/load-content.ts';
import { openAnswerKey, passageText } from './ai-service.ts';
import { indexContent, type ContentIndex } from './content-index.ts';
import { wordKnowledge } from './language-tools.ts';

let content: ContentIndex;
beforeAll(() => {
  content = indexContent(loadContent('content'));
});

function bankKey(id: string): OpenAnswerKey {
  const entry = content.question(id);
  if (entry === undefined || entry.section === 'grammar' || entry.question.type !== 'open')
    throw new Error(`no open passage question ${id}`);
  return openAnswerKey({ question: entry.question, passage: passageText(entry) });
}

const right = (given: string, key: OpenAnswerKey) => judgeOpenAnswer(given, key, 'meaning', wordKnowledge()).correct;
const rulesAccept = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning', wordKnowledge()).correct;

/** A wrong list the rules accept, and the app's judge refuses. */
function refusedThoughRulesAccept(key: OpenAnswerKey, ...answers: string[]) {
  for (const given of answers) {
    expect(rulesAccept(given, key), given).toBe(true);
    expect(right(given, key), given).toBe(false);
  }
}

describe('a second thing beside the key in a list, on the bank’s questions', () => {
  it('the rationale’s rival thing is no word of the key’s: "ice cream and fruit juice" for "fruit juice"', () => {
    const juice = bankKey('listening-06-q7');
    expect(juice.support).toMatch(/ice cream/);
    refusedThoughRulesAccept(juice, 'ice cream and fruit juice', 'ice cream and juice');
    for (const given of ['fruit juice', 'some fruit juice', 'juice']) expect(right(given, juice), given).toBe(true);
    const violin = bankKey('reading-22-q7');
    refusedThoughRulesAccept(violin, 'violin and tar');
    expect(right('the violin', violin)).toBe(true);
  });

  it('a wider synonym or a definition is no word of the key’s: "sugar" for "bread", "love" for "strength"', () => {
    const shop = bankKey('reading-16-q7');
    refusedThoughRulesAccept(shop, 'bread, milk and sugar');
    for (const given of ['bread and milk', 'milk and bread', 'some bread and milk'])
      expect(right(given, shop)).toBe(true);
    const strength = bankKey('reading-14-q6');
    refusedThoughRulesAccept(strength, 'strength and love');
    expect(right('strength', strength)).toBe(true);
  });

  it('a slip of a key word stays the key’s, a real word too where the judge reads it as a slip', () => {
    const shop = bankKey('reading-16-q7');
    for (const given of ['bred and milk', 'bred and milc', 'bread and mlik'])
      expect(right(given, shop), given).toBe(true);
    // "tee" is an English word, a vowel from "tea": a learner's spelling of the key's word.
    const tea = bankKey('reading-16-q8');
    for (const given of ['hot tee with lemon and cake', 'tee and kake']) expect(right(given, tea), given).toBe(true);
    expect(right('tea and coffee', tea)).toBe(false);
  });

  it('a list the rules refuse and the scorer would accept: "methane and carbon dioxide" for "methane"', () => {
    const gas = bankKey('reading-11-q5');
    expect(rulesAccept('methane and carbon dioxide', gas)).toBe(false);
    expect(right('methane and carbon dioxide', gas)).toBe(false);
    expect(right('mostly methane', gas)).toBe(true);
  });
});
