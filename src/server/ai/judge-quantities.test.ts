/**
 * Amounts said another way than the key says them (quantity-said-otherwise.ts), judged by the app's judge with the
 * server's word knowledge: for each reading a right answer it lets in and wrong answers a reviewer found it let in
 * with it, another amount read as the key's.
 */
import { describe, expect, it } from 'vitest';
import type { OpenAnswerKey } from '../../domain/ai/judge-open-answer.ts';
import { judgeOpenAnswer } from '../../domain/ai/judge-scored.ts';
import { wordKnowledge } from './language-tools.ts';

const key = (question: string, answer: string): OpenAnswerKey => ({ question, answer, accepted: [answer] });
const right = (given: string, key: OpenAnswerKey) => judgeOpenAnswer(given, key, 'meaning', wordKnowledge()).correct;

describe('amounts said another way, judged whole', () => {
  it('a clause is no whole answer: its bare amount is not given the unit the question asks for', () => {
    const trip = key('How long did the trip take?', '12 minutes');
    expect(right('a bit more than ten minutes, twelve', trip)).toBe(true);
    expect(right('ten hours, twelve', trip)).toBe(false);
    expect(right('a bit more than ten hours, twelve', trip)).toBe(false);
    expect(right('10 kg, maybe 2', key('How long did she live in Paris?', '2 weeks'))).toBe(false);
    expect(right('from 9:45 to 11:15', key('How long was the break?', '15 minutes'))).toBe(false);
  });

  it('a range of clock times is the key\'s hours only when it ends the clause, not "from 2 to 6 hours"', () => {
    const open = key('How long does the museum stay open?', 'four hours');
    expect(right('from 9 to 1', open)).toBe(true);
    expect(right("from nine o'clock till one o'clock", open)).toBe(true);
    for (const wrong of ['from 2 to 6 hours', 'from 2 to 6 h', 'from 5 to 9 May', 'from 3 to 7 children'])
      expect(right(wrong, open), wrong).toBe(false);
  });

  it('two ranges, and am or pm on both ends, are read for the hours they last', () => {
    const open = key('How long does the museum stay open?', 'four hours');
    expect(right('from 9 am to 1 pm', open)).toBe(true);
    for (const wrong of ['from 9 to 1 and from 2 to 6', 'from 9 to 1, then from 3 to 5', 'from 9 pm to 1 pm'])
      expect(right(wrong, open), wrong).toBe(false);
    expect(right('from 9:15 to 9:30', key('How long was the break?', '15 minutes'))).toBe(true);
  });

  it("a duration is the key's range of times only when the question asks how long", () => {
    expect(right('four hours', key('How long is the museum open on Sundays?', 'from 9 to 1'))).toBe(true);
    expect(right('four hours', key('When is the museum open on Sundays?', 'from 9 to 1'))).toBe(false);
    expect(right('for 4 hours', key('What time is the museum open?', 'from nine to one'))).toBe(false);
  });

  it('a part of an hour after a whole number is no part alone ("one and a quarter hours")', () => {
    const quarter = key('How long was the break?', '15 minutes');
    expect(right('a quarter of an hour', quarter)).toBe(true);
    expect(right('one and a quarter hours', quarter)).toBe(false);
    expect(right('1 and a quarter hours', quarter)).toBe(false);
    expect(right('1 and a half hours', key('How long was the break?', '30 minutes'))).toBe(false);
  });

  it('"30+" and "a bit more than 1" only in the key\'s unit or none', () => {
    const practice = key('How many times did he practise?', 'at least thirty times');
    expect(right('30+ times', practice)).toBe(true);
    expect(right('30+ minutes', practice)).toBe(false);
    expect(right('30+ days', practice)).toBe(false);
    const apples = key('How many kilos of apples did she buy?', 'just over 1 kg');
    expect(right('a kilo and a little bit more', apples)).toBe(true);
    expect(right('a bit more than 1 litre', apples)).toBe(false);
  });

  it("every number said digit by digit is read, so another number beside the key's is seen", () => {
    const bus = key('What is the bus number?', '103');
    expect(right('one oh three', bus)).toBe(true);
    expect(right('one oh two, one oh three', bus)).toBe(false);
  });

  it('notes of several kinds summed, and part of a manat in a unit of its own for qepiks', () => {
    const ticket = key('How much did the ticket cost?', '20 manats');
    expect(right('one ten-manat note and two five-manat notes', ticket)).toBe(true);
    expect(right('two ten-manat notes and two five-manat notes', ticket)).toBe(false);
    const bread = key('How much does one bread cost?', 'fifty qapiks');
    expect(right('0.5 AZN', bread)).toBe(true);
    expect(right('fifty gepik', bread)).toBe(true);
    expect(right('0.6 AZN', bread)).toBe(false);
    expect(right('around 6 saat', key('How long did they work?', 'about 6 hours'))).toBe(false);
  });
});
