import { describe, expect, it } from 'vitest';
import { lexiconFromFrequencies } from '../text/english-lexicon.ts';
import { canonicalText, normalizeAnswer } from './normalize-answer.ts';

const form = (text: string) =>
  normalizeAnswer(text, 'form')
    .map((t) => t.join('|'))
    .join(' ');
const meaning = (text: string) => canonicalText(normalizeAnswer(text, 'meaning'));

describe('answer normalisation', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(form('  Went. ')).toBe('went');
    expect(form('HAVE   been, GONE!')).toBe('have been gone');
  });

  it.each([
    ["don't", 'do not'],
    ['doesnt', 'does not'],
    ["can't", 'can not'],
    ['cannot', 'can not'],
    ["won't", 'will not'],
    ["I've", 'i have'],
    ["they're", 'they are'],
    ["'ll miss", 'will miss'],
    ["it's", 'it is|has'],
    ["he'd", 'he would|had'],
    ['it’s', 'it is|has'],
    ["let's", 'let us'],
  ])('expands %s', (text, expected) => {
    expect(form(text)).toBe(expected);
  });

  it("reads 's after a noun as the possessive, and keeps ill, were and its as words", () => {
    expect(form("grandmother's dolma")).toBe('grandmothers dolma');
    expect(form('he was ill')).toBe('he was ill');
    expect(form('they were')).toBe('they were');
  });

  it('reads numbers, decimal commas and hours alike', () => {
    expect(form('1,3 m')).toBe('1.3 m');
    expect(form('1,800 kg')).toBe('1800 kg');
    expect(form('9:00')).toBe('9');
    expect(form('40min')).toBe('40 min');
    expect(form('5th')).toBe('5th');
  });

  it('in meaning mode drops articles and reads units as one word', () => {
    expect(meaning('The 40 minutes')).toBe('40 minute');
    expect(meaning('about 1.3 meters')).toBe('about 1.3 metre');
    expect(meaning('about 1.3 m')).toBe('about 1.3 metre');
    expect(meaning('650 kilos')).toBe('650 kg');
    expect(meaning('ninety AZN')).toBe('90 manat');
    expect(meaning("at 9 o'clock")).toBe('at 9');
    expect(meaning('X-ray vehicles')).toBe('x ray vehicles');
  });

  it('reads times of day and lengths of time in one way', () => {
    expect(meaning('half past six')).toBe('6.30');
    expect(meaning('twenty past eight')).toBe('8.20');
    expect(meaning('at 8:20')).toBe('at 8.20');
    expect(meaning('quarter to five')).toBe('4.45');
    expect(meaning('ages 5 to 10')).toBe('ages 5 to 10');
    expect(meaning('children aged five to ten')).toBe('children aged 5 to 10');
    expect(meaning('from 5 to 10')).toBe('from 5 to 10');
    expect(meaning('at five to ten')).toBe('at 9.55');
    expect(meaning('at 09:00')).toBe('at 9');
    for (const text of [
      'an hour and a half',
      '1.5 hours',
      'one and a half hours',
      '1 hour and 30 minutes',
      '90 minutes',
    ])
      expect(meaning(text), text).toBe('90 minute');
    expect(meaning('half an hour')).toBe('30 minute');
    expect(meaning('when she was 6 y.o.')).toBe('when she was 6 year old');
  });

  it('reads how often in one way', () => {
    expect(meaning('two times a month')).toBe('twice month');
    expect(meaning('twice in a month')).toBe('twice month');
    expect(meaning('once a fortnight')).toBe('every 2 week');
    expect(meaning('one time in two weeks')).toBe('every 2 week');
    expect(meaning('once every 2 weeks')).toBe('every 2 week');
    // A number of days that is whole weeks is read in weeks; a number of weeks stays as said.
    expect(meaning('every 14 days')).toBe('every 2 week');
    expect(meaning('for twenty-one days')).toBe('for 3 week');
    expect(meaning('for 7 days')).toBe('for 7 day');
    expect(meaning('for four weeks')).toBe('for 4 week');
  });

  it('reads phrases that say one thing in several ways in one', () => {
    expect(meaning('no more than three minutes')).toBe('only 3 minute');
    expect(meaning('not less than ten')).toBe('at least 10');
    expect(meaning('fifty times or even more')).toBe('50 times');
    expect(meaning('60 dogs more or less')).toBe('60 dogs about');
    expect(meaning('a single bin')).toBe('1 bin');
    expect(meaning('not hot at all')).toBe('not hot');
    expect(meaning('photos were forbidden')).toBe('photos were not allowed');
    expect(meaning('he was not well')).toBe('he was ill');
    expect(meaning("he wasn't feeling well")).toBe('he was ill');
    expect(meaning('his health was too bad to come')).toBe('his was too ill to come');
    expect(meaning('she made a video of her grandmother')).toBe('she film her grandmother');
    expect(meaning('she watched a video')).toBe('she watched video');
    expect(meaning('a meal without paying for it')).toBe('meal free');
    expect(meaning("they didn't have to pay")).toBe('they did free');
    expect(meaning("a lunch they didn't pay for")).toBe('lunch they did free');
    expect(meaning('he did not pay for the bus')).toBe('he did not pay for bus');
    expect(meaning('without paying attention')).toBe('without paying attention');
    expect(meaning('>200')).toBe('more than 200');
    expect(meaning('<16')).toBe('less than 16');
    expect(meaning('240 minutes')).toBe('4 hour');
    expect(meaning('90 minutes')).toBe('90 minute');
    expect(meaning('over 2 km')).toBe('more than 2000 metre');
    expect(meaning('1m 30cm')).toBe('1.3 metre');
    expect(meaning('one metre thirty')).toBe('1.3 metre');
    expect(meaning('one metre and thirty centimetres')).toBe('1.3 metre');
    expect(meaning('1 metre 30 minutes')).toBe('1 metre 30 minute');
    expect(meaning('about 30 days')).toBe('about 1 month');
    expect(meaning('around four weeks')).toBe('around 1 month');
    expect(meaning('for four weeks')).toBe('for 4 week');
    expect(meaning('higher than 2,000 metres')).toBe('more than 2000 metre');
    expect(meaning('lighter than one kilo')).toBe('less than 1 kg');
    expect(meaning('higher than the school')).toBe('higher than school');
    expect(meaning('because of his poor health')).toBe('because of his ill');
    expect(meaning('his health is good')).toBe('his health is good');
    expect(meaning('open when lessons finish')).toBe('open after lessons');
    expect(meaning('when the classes are over')).toBe('after classes');
    expect(meaning('when lessons start')).toBe('when lessons start');
    expect(meaning('it will not be open')).toBe('it will be closed');
    expect(meaning('School No. 23')).toBe('school number 23');
    expect(meaning('twentyfive manats')).toBe('25 manat');
    expect(meaning('the 14th of May')).toBe('14 of may');
    expect(meaning('in twothousand and one')).toBe('in 2001');
    expect(meaning('the 20-th of May')).toBe('20 of may');
    expect(meaning('no bigger then a book')).toBe('no bigger than book');
    expect(meaning('cleaned by her, then she fills them')).toBe('cleaned by her then she fills them');
  });

  it('reads a slip in a number word, a unit after a number, a day, a month or a function word as that word', () => {
    const lexicon = lexiconFromFrequencies(
      ['the', 'metro', 'near', 'food', 'she', 'was'].map((word, i) => ({ word, count: 100 - i })),
    );
    const read = (text: string) => canonicalText(normalizeAnswer(text, 'meaning', lexicon));
    expect(read('nain')).toBe('9');
    expect(read('siks')).toBe('6');
    expect(read('three houres')).toBe('3 hour');
    expect(read('the houres')).toBe('houres');
    expect(read('near the metro')).toBe('near metro');
    expect(read('on the fourtenth of Mai')).toBe('on 14 of may');
    expect(read('wensday')).toBe('wednesday');
    expect(read('four Tusdays')).toBe('4 tuesday');
    expect(read('more than thre yaers')).toBe('more than 3 year');
    expect(read('only three minets')).toBe('only 3 minute');
    expect(read('becaus she was ill')).toBe('because she was ill');
    // An ordinal only as written: "teste" sounds like "tenth" but is "taste" misspelt.
    expect(read('teste')).toBe('teste');
    // A number word by sound only from its first sound: "phine" is "phone" misspelt, not "nine".
    expect(read('phine')).not.toBe('9');
    expect(read('fiv minuts')).toBe('5 minute');
    expect(read('oncu a fortnigth')).toBe('every 2 week');
    // A unit after a number with its vowels heard differently.
    expect(read('two wiks')).toBe('2 week');
  });

  it('reads a word beside a number as the number word it is one letter from, even a real word', () => {
    const lexicon = lexiconFromFrequencies(
      ['tree', 'too', 'tow', 'for', 'ours', 'hours', 'nice'].map((word, i) => ({ word, count: 100 - i })),
    );
    const read = (text: string) => canonicalText(normalizeAnswer(text, 'meaning', lexicon));
    // Before a unit or a scale word, after a tens word.
    expect(read('about tree hours')).toBe('about 3 hour');
    expect(read('too days')).toBe('2 day');
    expect(read('more than tow thousand')).toBe('more than 2000');
    expect(read('forty tree')).toBe('43');
    expect(read('twenty-tu')).toBe('22');
    // Elsewhere a real word stays itself, and a preposition one letter from a number is never one.
    expect(read('a tree in the garden')).toBe('tree in garden');
    expect(read('for hours')).toBe('for hour');
    expect(read('nice people')).toBe('nice people');
    // "ours" is "hours" only after a number.
    expect(read('four ours')).toBe('4 hour');
    expect(read('the house is ours')).toBe('house is ours');
    // "eigth" is one letter from "eight" and from "eighth": read as either.
    expect(normalizeAnswer('eigth', 'meaning', lexicon)[0]).toEqual(['8', '8th', 'eighth']);
    // "two to three hours" is a range, not a time.
    expect(read('two to three hours')).toBe('2 to 3 hour');
    expect(read('five to six')).toBe('5.55');
  });

  it('reads "above 400" and "over 400" as "more than 400", "no fewer than" as "at least"', () => {
    expect(meaning('above 400 people')).toBe('more than 400 people');
    expect(meaning('over two thousand metres')).toBe('more than 2000 metre');
    expect(meaning('under 16')).toBe('less than 16');
    expect(meaning('no fewer than 30 times')).toBe('at least 30 times');
    // Not after "just" or a comparing word, and not before a word: "over the bridge" stays.
    expect(meaning('just over 1 kg')).toBe('just over 1 kg');
    expect(meaning('over the bridge')).toBe('over bridge');
  });

  it('reads a learner\'s "more big" as "bigger", for an adjective with both comparison forms', () => {
    const lexicon = lexiconFromFrequencies(
      ['big', 'bigger', 'biggest', 'fast', 'faster', 'fastest', 'time', 'timer'].map((word, i) => ({
        word,
        count: 100 - i,
      })),
    );
    const read = (text: string) => canonicalText(normalizeAnswer(text, 'meaning', lexicon));
    expect(read('more big than you think')).toBe('bigger than you think');
    expect(read('more big then a book')).toBe('bigger than book');
    expect(read('more fast')).toBe('faster');
    expect(read('more time')).toBe('more time');
    expect(read('the most good taste')).toBe('best taste');
    expect(read('more bad')).toBe('worse');
    expect(read('most big')).toBe('biggest');
    // "more" before a comparative is a learner's double comparative; before a noun ending in -er it stays.
    expect(read('draw it more bigger')).toBe('draw it bigger');
    expect(read('more better')).toBe('better');
    expect(read('more timer')).toBe('more timer');
  });

  it('reads Azerbaijani letters as the English sounds they stand for', () => {
    expect(meaning('in Şuşa')).toBe('in shusha');
    expect(meaning('Çinar')).toBe('chinar');
  });

  it('reads "no longer" and "not anymore" as "not", and "wks" as weeks', () => {
    expect(meaning('they no longer wore them')).toBe('they not wore them');
    expect(meaning('they did not wear them anymore')).toBe('they did not wear them');
    expect(meaning('not any more')).toBe('not');
    expect(meaning('2 wks')).toBe('2 week');
  });

  it('reads more ways of saying a number, a time or how often', () => {
    expect(meaning('no longer than five minutes')).toBe('only 5 minute');
    expect(meaning('every second week')).toBe('every 2 week');
    expect(meaning('every other month')).toBe('every 2 month');
    expect(meaning('11.30 pm')).toBe('11.30');
    expect(meaning('at 9 a.m.')).toBe('at 9');
    expect(meaning('over 1 000 000 000')).toBe('more than 1000000000');
    expect(meaning('six hours and a half')).toBe('390 minute');
    // "am" elsewhere is the verb.
    expect(meaning('I am late')).toBe('i am late');
  });

  it('keeps articles in form mode: they may be the answer', () => {
    expect(form('an')).toBe('an');
    expect(form('the best')).toBe('the best');
  });

  it('folds Azerbaijani letters', () => {
    expect(meaning('Bakı')).toBe('baki');
  });
});

describe('answer normalisation: numbers, dates and slips as learners write them', () => {
  /** Common words first (ranks under 10,000), then a rare one. */
  const lexicon = lexiconFromFrequencies(
    [
      'the',
      'number',
      'sick',
      'he',
      'was',
      'paper',
      'her',
      'with',
      'hot',
      'tea',
      'fruit',
      'juice',
      'there',
      'is',
      'ice',
      'in',
      'maybe',
      'think',
      'today',
      ...Array.from({ length: 10_500 }, (_, i) => `filler${i}`),
      'tee',
    ].map((word, i) => ({ word, count: 100_000 - i })),
  );
  const read = (text: string) => canonicalText(normalizeAnswer(text, 'meaning', lexicon));

  it('reads %, per cent, procent, "200+", "6 1/2", "1 bln" and "more 400"', () => {
    expect(read('70%')).toBe('70 percent');
    expect(read('70 per cent')).toBe('70 percent');
    expect(read('70 procent')).toBe('70 percent');
    expect(read('200+ houses')).toBe('more than 200 houses');
    expect(read('about 6 1/2')).toBe('about 6.5');
    expect(read('over 1 bln')).toBe('more than 1 billion');
    expect(read('more 400 guests')).toBe('more than 400 guests');
    expect(read('2 more 400')).toBe('2 more 400');
  });

  it('reads a time on the 24-hour clock as the afternoon time too, and a month’s short name beside a number', () => {
    expect(normalizeAnswer('23:30', 'meaning')).toEqual([['23.30', '11.30']]);
    expect(read('5th nov')).toBe('5 november');
    expect(read('nov 5')).toBe('november 5');
    expect(read('sept')).toBe('sept');
    expect(read('sept 5')).toBe('september 5');
  });

  it('takes a slip for the common word it sounds like or is one letter from, not for a number, day or month', () => {
    expect(read('he was sik')).toBe('he was sik');
    expect(read('fiv')).toBe('5');
    expect(read('the nomber')).toBe('nomber');
    expect(read('wensday')).toBe('wednesday');
    expect(read('on tusdays')).toBe('on tuesday');
    expect(read('paper with her mams')).toBe('paper with her mams');
    // A rare real word of three letters beside no number is no number word: "hot tee" is not "hot ten".
    expect(read('hot tee')).toBe('hot tee');
    // As near to a common word as to a month or a number word it sounds like, it is the common word.
    expect(read('fruit juce')).toBe('fruit juce');
    expect(read('ther is ice')).not.toMatch(/^3/);
    expect(read('in agust')).toBe('in august');
  });

  it('reads "dosent", "didint" and "cant" as the negation they spell', () => {
    expect(read('dosent')).toBe('does not');
    expect(read('didint')).toBe('did not');
    expect(read('cant')).toBe('can not');
  });

  it('reads a share said as a fraction or "out of" as its percent, and a fraction of an hour as minutes', () => {
    expect(read('about one third')).toBe('about 33 percent');
    expect(read('around a third of our food')).toBe('around 33 percent of our food');
    expect(read('about 33%')).toBe('about 33 percent');
    expect(read('two thirds of the class')).toBe('67 percent of class');
    expect(read('a quarter of the students')).toBe('25 percent of students');
    expect(read('one third, for example apples')).toBe('33 percent for example apples');
    expect(read('seven out of ten students')).toBe('70 percent students');
    expect(read('one out of every three kilos')).toBe('33 percent kg');
    expect(read('one in every three things')).toBe('33 percent things');
    expect(read('one in three days')).toBe('1 in 3 day');
    expect(read('a third of an hour')).toBe('20 minute');
    expect(read('one third maybe')).toBe('33 percent maybe');
    expect(read('a third I think')).toBe('33 percent i think');
    expect(read('two thirds today')).toBe('67 percent today');
    // A place in a row stays one, and "a quarter past six" is a time.
    expect(read('the third month')).toBe('3rd month');
    expect(read('a third time')).toBe('3rd time');
    expect(read('a quarter past six')).toBe('6.15');
  });

  it('reads a share said in parts as its percent, only with "out of" or "part"', () => {
    expect(read('roughly one part out of three')).toBe('roughly 33 percent');
    expect(read('about one of three part')).toBe('about 33 percent');
    expect(read('one part from three parts')).toBe('33 percent');
    expect(read('one of three children')).toBe('1 of 3 children');
    expect(read('four parts out of three')).toBe('4 parts out of 3');
  });

  it('reads "half eleven" as 11.30, "take your time" as "not hurry", "the shape of" as "like", "double-check" as "check twice"', () => {
    expect(read('in half eleven')).toBe('in 11.30');
    expect(read('half an hour')).toBe('30 minute');
    expect(read('half 6 hours')).toBe('half 6 hour');
    expect(read('take your time when you are cooking')).toBe('not hurry when you are cooking');
    expect(read('the shape of the sun')).toBe('like sun');
    expect(read('it has the same shape as the sun')).toBe('it has like sun');
    expect(read('she double-checks the number')).toBe('she checks twice number');
    expect(read('books where some pages are not there')).toBe('books where some pages are missing');
  });

  it('reads the first two of a row said one by one as "the first two"', () => {
    expect(read('in lessons one and two')).toBe('in 1st 2 lessons');
    expect(read('during lesson 1 and lesson 2')).toBe('during 1st 2 lesson');
    expect(read('in the first and second lessons')).toBe('in 1st 2 lessons');
    expect(read('the first two lessons')).toBe('1st 2 lessons');
    // Other numbers, a range and a count of units stay as they are.
    expect(read('lessons 3 and 4')).toBe('lessons 3 and 4');
    expect(read('between 1 and 2')).toBe('between 1 and 2');
    expect(read('pages 1 and 2 hours')).toBe('pages 1 and 2 hour');
  });

  it('reads minutes after or before an hour as the time, a thousand million as a billion, centimetres as metres', () => {
    expect(read('thirty minutes after eleven')).toBe('11.30');
    expect(read('ten minutes to nine')).toBe('8.50');
    expect(normalizeAnswer('half an hour before midnight', 'meaning')).toEqual([['23.30', '11.30']]);
    // Minutes before something that is no hour stay a length of time.
    expect(read('ten minutes before the bus leaves')).toBe('10 minute before bus leaves');
    expect(read('more than one thousand million')).toBe('more than billion');
    expect(read('two thousand million')).toBe('2 billion');
    expect(read('130 cm')).toBe('1.3 metre');
    expect(read('about 1.3 metres')).toBe('about 1.3 metre');
  });

  it('drops the numbers of a list and reads a day in the plural as the day', () => {
    expect(read('1) nervous 2) it interrupted their thoughts')).toBe('nervous it interrupted their thoughts');
    expect(read('room (6)')).toBe('room 6');
    expect(read('on Wednesdays')).toBe('on wednesday');
  });

  it('reads "o clock" as "o\'clock" and a learner\'s "two hundreds" as 200', () => {
    expect(read('half past eleven o clock')).toBe('11.30');
    expect(read('in more than two hundreds houses')).toBe('in more than 200 houses');
    expect(read('hundreds of houses')).not.toMatch(/\d/);
  });

  it('reads digits before "hundred" or "thousand" as one number, as the words are read', () => {
    expect(read('more than 2 thousand meters')).toBe('more than 2000 metre');
    expect(read('2,5 thousand manat')).toBe('2500 manat');
    expect(read('3 hundred people')).toBe('300 people');
  });

  it('reads "th" written "t" as the ordinal, where the slip is as near to a tens word', () => {
    expect(read('after the sixt lesson')).toBe('after 6th lesson');
    expect(read('the fift day')).toBe('5th day');
    expect(read('sixty')).toBe('60');
  });

  it('spells out short forms of a quantity: two neighbouring numbers before a unit, "30x", "minimum", "\'72", "y.", "man."', () => {
    expect(read('6/7 hours')).toBe('6 or 7 hour');
    expect(read('6/7 h a day')).toBe('6 or 7 hour day');
    expect(read('1/3')).toBe('1/3');
    expect(read('2/3 of the food')).toBe('2/3 of food');
    expect(read('minimum 30x')).toBe('at least 30 times');
    expect(read('3 x-ray cars')).toBe('3 x ray cars');
    expect(read("in '72")).toBe('in 1972');
    expect(read("in '09")).toBe('in 2009');
    expect(read('in 2009 y.')).toBe('in 2009');
    expect(read('approx. 60 man.')).toBe('about 60 manat');
    expect(read('2 men')).toBe('2 men');
  });

  it('reads a count said by a word as its number ("a dozen days", "a couple of days", "9 pcs"), never in grammar', () => {
    expect(read('a dozen days')).toBe('12 day');
    expect(read('half a dozen days')).toBe('6 day');
    expect(read('for a couple of days')).toBe('for 2 day');
    expect(read('9 pcs.')).toBe('9 pieces');
    expect(form('a couple of days')).toBe('a couple of days');
  });

  it('reads a quantity said in another unit in the one keys use', () => {
    expect(read('half a month')).toBe('2 week');
    expect(read('a quarter of a year')).toBe('3 month');
    expect(read('three quarters of a year')).toBe('9 month');
    expect(read('half an hour')).toBe('30 minute');
    expect(read('half of the year')).toBe('half of year');
    expect(read('four decades')).toBe('40 year');
    expect(read('48 hours')).toBe('2 day');
    expect(read('36 hours')).toBe('36 hour');
    expect(read('0.65 tonnes')).toBe('650 kg');
    expect(read('1000 ml')).toBe('1 litre');
    expect(read('500 ml')).toBe('500 ml');
    expect(read('a hundred qepik')).toBe('1 manat');
    expect(read('50 qepik')).toBe('50 qepik');
    expect(read('4 weeks or so')).toBe('about 1 month');
    expect(read('a little heavier than a kilo')).toBe('little more than 1 kg');
    expect(read('1 kg and a little more')).toBe('more than 1 kg');
    expect(read('next Tue')).toBe('next tuesday');
    expect(read('on sat')).toBe('on saturday');
    expect(read('the sun')).toBe('sun');
    expect(read('half pass eleven')).toBe('11.30');
  });

  it('reads a share and a comparison as Azerbaijani and Russian speakers put them in English', () => {
    expect(read('about third part of all food')).toBe('about 33 percent of all food');
    expect(read('one in three parts of all food')).toBe('33 percent of all food');
    expect(read('the third part of the film')).toBe('3rd part of film');
    expect(read('it is higher from 2000 metre')).toBe('it is more than 2000 metre');
    expect(read('Leyla have sixteen age')).toBe('leyla have 16 year old');
    expect(read('she began at age 13')).toBe('she began at age of 13');
    expect(read('at the age of 13')).toBe('at age of 13');
    expect(read('in time when you sleeps')).toBe('when you sleeps');
    expect(read('in time for dinner')).toBe('in time for dinner');
    expect(read("they're close together")).toBe('they are close to each other');
    expect(read('bringing the skis close together')).toBe('bringing skis close together');
    expect(read("don't use the phone while eating")).toBe('do not use phone during meals');
    expect(read('while eating breakfast')).toBe('while eating breakfast');
    expect(read('she fell over eleven times')).toBe('she fell 11 times');
    expect(read('over eleven times')).toBe('more than 11 times');
    expect(read('Wednesday, after six lesson')).toBe('wednesday after 6th lesson');
    expect(read('after six lessons')).toBe('after 6 lessons');
    expect(read('after 5 years')).toBe('after 5 year');
    expect(read('it weighed a lot')).toBe('it was heavy');
    expect(read('the watermelon weighs too much')).toBe('watermelon is too heavy');
    expect(read('it weighed a lot of kilos')).toBe('it weighed lot of kg');
    expect(read("it didn't weigh much")).toBe('it did not weigh much');
    expect(read('he came from 5 o clock')).toBe('he came from 5');
  });

  it('reads a range said by its bounds, a latest time and an ordinal birthday as keys put them', () => {
    expect(read('at least eight hours but not more than ten')).toBe('8 to 10 hour');
    expect(read('no less than 8 and no more than 10 hours')).toBe('8 to 10 hour');
    expect(read('at least 10 but not more than 8')).toBe('at least 10 but only 8');
    expect(read('no more than 3')).toBe('only 3');
    expect(read('not later than twenty past eight')).toBe('by 8.20');
    expect(read('her fifteenth birthday')).toBe('her 15 year old');
  });
});
