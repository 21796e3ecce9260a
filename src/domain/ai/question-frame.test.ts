import { describe, expect, it } from 'vitest';
import type { PersonKey } from './other-person.ts';
import { leavesQuestionFrame } from './question-frame.ts';

const key = (question: string, ...texts: string[]): PersonKey => ({ question, texts });

const snow = key('What sometimes cuts the village off from the rest of the country in winter?', 'heavy snow');
const friday = key('What does Kamran have to promise to do on Friday night?', 'go to bed at ten');
const khinalug = key('How high above sea level is Khinalug?', 'more than two thousand metres');
const phones = key("How many students in Gunel's survey said they use their phones in bed?", '23');
const plastic = key('How many kilograms of plastic did the school collect in twelve months?', 'about 650 kilograms');
const teaHouse = key("In which year did Tofig's grandfather open the tea house?", '1972');
const cleanUp = key("What does the school's eco-club offer to organise once a month?", 'a clean-up day');
const academy = key('How much does the academy cost each month?', 'forty manats');
const pocket = key(
  'How many times did the writer reach for their pocket before lunch on day one?',
  'at least fifty times',
);
const lessons = key('What time do English lessons start?', 'at nine');
const swapDay = key('When does Book Swap Day finish?', 'at half past four');
const canteen = key('What can students no longer buy in the canteen?', 'fizzy drinks');
const yellow = key('What did weavers use to get the colour yellow?', 'onion skins');
const falls = key('How many times did the writer fall in one hour on the first day?', 'eleven');
const counsellor = key("On which day is the counsellor free to meet Kamran's parents?", 'Tuesday');

describe('an answer that contradicts its own question', () => {
  it('refuses another season than the question’s', () => {
    expect(leavesQuestionFrame('heavy snow in summer', snow)).toBe(true);
  });

  it('refuses another day than the question’s', () => {
    expect(leavesQuestionFrame('go to bed at ten on Saturday', friday)).toBe(true);
    expect(leavesQuestionFrame('that he will go to bed at ten on Thursday', friday)).toBe(true);
  });

  it('refuses another month than the question’s', () => {
    const march = key('What did the club plant in March?', 'apple trees');
    expect(leavesQuestionFrame('apple trees in April', march)).toBe(true);
    expect(leavesQuestionFrame('apple trees in March', march)).toBe(false);
  });

  it('refuses the other side of a level', () => {
    expect(leavesQuestionFrame('more than two thousand metres below sea level', khinalug)).toBe(true);
  });

  it('refuses another place where a thing is done', () => {
    expect(leavesQuestionFrame('23 students use their phones at school', phones)).toBe(true);
  });

  it('refuses another member of a closed class than the question’s (a material)', () => {
    expect(leavesQuestionFrame('650 kilograms of paper', plastic)).toBe(true);
  });

  it('refuses another person in the question’s person’s role', () => {
    expect(leavesQuestionFrame('in 1972 his father opened it', teaHouse)).toBe(true);
  });

  it('refuses a rate for another period, or a rate where the question asks for a total', () => {
    expect(leavesQuestionFrame('a clean-up day once a year', cleanUp)).toBe(true);
    expect(leavesQuestionFrame('forty manats for every training session', academy)).toBe(true);
    expect(leavesQuestionFrame('650 kilograms of plastic every month', plastic)).toBe(true);
  });

  it('refuses another span than the question’s', () => {
    expect(leavesQuestionFrame('fifty times during the whole week', pocket)).toBe(true);
  });

  it('refuses the opposite of the question’s word said of the key’s thing', () => {
    expect(leavesQuestionFrame('they finish at nine', lessons)).toBe(true);
    expect(leavesQuestionFrame('it starts at half past four', swapDay)).toBe(true);
    expect(leavesQuestionFrame('fizzy drinks are sold every day now', canteen)).toBe(true);
  });

  it('refuses the journey both ways asked about the journey to a place', () => {
    const sheki = key('How long does the bus journey to Sheki take?', 'about five hours');
    expect(leavesQuestionFrame('about five hours there and back together', sheki)).toBe(true);
    expect(leavesQuestionFrame('It takes about four hours to go there and come back.', sheki)).toBe(true);
    const bothWays = key('How long does the bus journey to Sheki take?', 'five hours', 'ten hours there and back');
    expect(leavesQuestionFrame('ten hours there and back', bothWays)).toBe(false);
    expect(leavesQuestionFrame('about five hours by bus', sheki)).toBe(false);
  });

  it('keeps the question’s own member repeated', () => {
    expect(leavesQuestionFrame('heavy snow in winter', snow)).toBe(false);
    expect(leavesQuestionFrame('go to bed at ten on Friday', friday)).toBe(false);
    expect(leavesQuestionFrame('more than 2000 metres above sea level', khinalug)).toBe(false);
    expect(leavesQuestionFrame('a clean-up day every month', cleanUp)).toBe(false);
    expect(leavesQuestionFrame('a clean-up day, monthly', cleanUp)).toBe(false);
    expect(leavesQuestionFrame('about 650 kg of plastic in a year', plastic)).toBe(false);
    expect(leavesQuestionFrame('they collected around six hundred and fifty kilos in one year', plastic)).toBe(false);
    expect(leavesQuestionFrame('they start at nine', lessons)).toBe(false);
  });

  it('keeps a true extra detail beside the question’s member', () => {
    expect(leavesQuestionFrame('heavy snow in winter, and sometimes in spring too', snow)).toBe(false);
    expect(leavesQuestionFrame('half past four, it starts at two', swapDay)).toBe(false);
    expect(leavesQuestionFrame('at nine, and they finish at half past twelve', lessons)).toBe(false);
  });

  it('reads another member only in the clause that says the key, or in an answer of one clause', () => {
    expect(leavesQuestionFrame('heavy snow, in summer the roads are open', snow)).toBe(false);
    expect(leavesQuestionFrame('heavy snow. In summer it is easy to get there', snow)).toBe(false);
    expect(leavesQuestionFrame("to go to bed at ten o'clock, on Thursday he studies with her brother", friday)).toBe(
      false,
    );
    const radio = key('What can students do on the radio on Wednesdays?', 'request their favourite songs');
    expect(leavesQuestionFrame('request their favourite songs; on Mondays there is school news', radio)).toBe(false);
    // The key's own clause, or a clause of nothing but the member, still refuses.
    expect(leavesQuestionFrame('in summer, heavy snow', snow)).toBe(true);
    expect(leavesQuestionFrame('heavy snow, in summer', snow)).toBe(true);
    expect(leavesQuestionFrame('go to bed at ten, on Saturday', friday)).toBe(true);
    expect(leavesQuestionFrame('request songs on Mondays, it is fun', radio)).toBe(true);
    // Elsewhere, a member beside the question's own word still refuses.
    expect(leavesQuestionFrame('in 1972, his father opened it', teaHouse)).toBe(true);
  });

  it('reads the journey both ways only in the clause of the answer’s time', () => {
    const sheki = key('How long does the bus journey to Sheki take?', 'about five hours');
    expect(leavesQuestionFrame('about five hours, the same to come back', sheki)).toBe(false);
    expect(leavesQuestionFrame('five hours. Coming back takes longer', sheki)).toBe(false);
    expect(leavesQuestionFrame('about five hours for the round trip', sheki)).toBe(true);
    expect(leavesQuestionFrame('there and back', sheki)).toBe(true);
  });

  it('keeps a member in another role than the question’s', () => {
    expect(leavesQuestionFrame('onion skins; red came from madder root', yellow)).toBe(false);
    expect(leavesQuestionFrame('eleven times, her brother counted', falls)).toBe(false);
    expect(leavesQuestionFrame('Tuesday after lessons, to talk about vet and doctor careers', counsellor)).toBe(false);
  });

  it('keeps a member the key names itself', () => {
    const sunday = key('What does Aysel do on Saturday?', 'she helps her grandmother and rests on Sunday');
    expect(leavesQuestionFrame('she helps her grandmother, and on Sunday she rests', sunday)).toBe(false);
  });

  it('passes answers that name no member, period or opposite', () => {
    expect(leavesQuestionFrame('heavy snow', snow)).toBe(false);
    expect(leavesQuestionFrame('23', phones)).toBe(false);
  });
});
