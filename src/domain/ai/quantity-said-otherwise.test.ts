import { describe, expect, it } from 'vitest';
import {
  hedgedBelowLowerBound,
  otherNumberInKeysBound,
  quantitySaidAsKeys,
  withNumbersAsDigits,
} from './quantity-said-otherwise.ts';

const read = (answer: string, keys: string[], question = '') => quantitySaidAsKeys(answer, keys, question);

describe('numbers read as digits for the quantity readings', () => {
  it.each([
    ["from nine o'clock till one o'clock", 'from 9 oclock till 1 oclock'],
    ['two ten-manat notes', '2 10 manat notes'],
    ['one-oh-three', '1 oh 3'],
    ['around a kilo and a little bit more', 'around 1 kilo and a little bit more'],
    ['on the second day', 'on the second day'],
    ['9:00 to 13:30', '9 to 13.30'],
    ['about 1,3 metres, 1,800 kg', 'about 1.3 metres , 1800 kg'],
  ])('%s → %s', (text, digits) => {
    expect(withNumbersAsDigits(text)).toBe(digits);
  });
});

describe('a range of clock times for the duration the key names, and back', () => {
  it('the range as long as the key\'s hours is the key\'s duration ("from 9 to 1" for four hours)', () => {
    expect(read('from 9 to 1', ['four hours', '4 hours'])).toBe('4 hours');
    expect(read("from nine o'clock till one o'clock", ['four hours'])).toBe('4 hours');
    expect(read('from 13:00 to 17:00', ['four hours'])).toBe('4 hours');
    expect(read('from 9:30 to 11', ['90 minutes'])).toBe('90 minutes');
  });
  it('the duration for a key that names the range, asked how long ("four hours" for "from nine to one")', () => {
    expect(read('four hours', ['from nine to one'], 'How long is it open?')).toBe('from 9 to 1');
    expect(read('four hours', ['from nine to one'], 'When is it open?')).toBeUndefined();
  });
  it('minutes within one hour, and am or pm on both ends read on a 24-hour clock', () => {
    expect(read('from 9:15 to 9:30', ['15 minutes'])).toBe('15 minutes');
    expect(read('from 9 am to 1 pm', ['four hours'])).toBe('4 hours');
    expect(read('from 9 to 1 on Sundays', ['four hours'])).toBe('4 hours on sundays');
    expect(read('from 9 to 1 in the afternoon', ['four hours'])).toBe('4 hours in the afternoon');
    expect(read('from 9 pm to 1 pm', ['four hours'])).toBeUndefined();
  });
  it("two ranges are no one range's length", () => {
    expect(read('from 9 to 1 and from 2 to 6', ['four hours'])).toBeUndefined();
    expect(read('from 9 to 1, then from 3 to 5', ['four hours'])).toBeUndefined();
  });
  it('a range of another length stays refused', () => {
    expect(read('from 9 to 12', ['four hours'])).toBeUndefined();
    expect(read('from 9 to 2', ['four hours'])).toBeUndefined();
    expect(read('three hours', ['from nine to one'])).toBeUndefined();
  });
  it('a range of years or kilos is no range of clock times', () => {
    expect(read('from 9 to 1 years', ['four hours'])).toBeUndefined();
    expect(read('from 6 to 10 kilos', ['four hours'])).toBeUndefined();
    expect(read('from 2 to 6 hours', ['four hours'])).toBeUndefined();
    expect(read('from 3 to 7 children', ['four hours'])).toBeUndefined();
    expect(read('from 5 to 9 May', ['four hours'])).toBeUndefined();
  });
  it('no "from", no range: "5 to 10" may be a time', () => {
    expect(read('9 to 1', ['four hours'])).toBeUndefined();
  });
});

describe("a hedge of the key's amount for the key's hedge", () => {
  it('"around sixty" for "about 60"; "nearly a month" for "about a month"', () => {
    expect(read('around sixty', ['about 60 manats', 'about sixty'])).toBe('about 60');
    expect(read('nearly a month of work', ['about a month'])).toBe('about 1 month of work');
    expect(read('roughly a third of a year', ['about four months'])).toBe('about 4 months');
  });
  it('a hedge of another amount stays refused ("almost half a year" is six months, not about five)', () => {
    expect(read('almost half a year', ['about five months'])).toBeUndefined();
    expect(read('around seventy', ['about 60 manats'])).toBeUndefined();
  });
  it('a hedge where the key hedges nothing is left to the judge', () => {
    expect(read('around sixty', ['60 manats'])).toBeUndefined();
  });
  it('"over two thousand" is no hedge of "two thousand"', () => {
    expect(read('over two thousand', ['about two thousand metres'])).toBeUndefined();
  });
});

describe('just over an amount, as the key says it', () => {
  it('"a kilo and a little bit more", "a little over a kilo" for "just over one kilogram"', () => {
    expect(read('around a kilo and a little bit more', ['just over one kilogram'])).toBe('just over 1 kilo');
    expect(read('a little over a kilo', ['just over one kilogram'])).toBe('just over 1 kilo');
  });
  it('a little over another amount stays refused', () => {
    expect(read('a little over two kilos', ['just over one kilogram'])).toBeUndefined();
    expect(read('a bit more than 1 litre', ['just over 1 kg'])).toBeUndefined();
  });
});

describe('amounts composed', () => {
  it('notes counted ("two ten-manat notes" for twenty manats); another sum stays refused', () => {
    expect(read('two ten-manat notes', ['twenty manats'])).toBe('20 manat');
    expect(read('three ten-manat notes', ['twenty manats'])).toBeUndefined();
    expect(read('one ten-manat note and two five-manat notes', ['twenty manats'])).toBe('20 manat');
    expect(read('a ten-manat note and two five-manat notes', ['twenty manats'])).toBe('20 manat');
    expect(read('one ten-manat note and two five-dollar notes', ['twenty manats'])).toBeUndefined();
  });
  it('a part of a period in the next smaller one ("a quarter of an hour" for 15 minutes)', () => {
    expect(read('a quarter of an hour', ['15 minutes'])).toBe('15 minutes');
    expect(read('three quarters of an hour', ['45 minutes'])).toBe('45 minutes');
    expect(read('half an hour', ['15 minutes'])).toBeUndefined();
    expect(read('one and a quarter hours', ['15 minutes'])).toBeUndefined();
    expect(read('1 and a half hours', ['30 minutes'])).toBeUndefined();
  });
  it('qepiks spelled as the key spells them, and half a manat in qepiks', () => {
    expect(read('fifty gepik', ['fifty qapiks'])).toBe('50 qapiks');
    expect(read('0.5 AZN', ['fifty qapiks', '50 qapiks'])).toBe('50 qapiks');
    expect(read('0.4 AZN', ['fifty qapiks'])).toBe('40 qapiks');
    expect(read('0.5 AZN', ['fifty manats'])).toBeUndefined();
  });
});

describe('a sign for "about"', () => {
  it('"~30 days" is about 30 days', () => {
    expect(read('~30 days', ['about a month'])).toBe('about 30 days');
  });
  it('a fraction of an hour in minutes, where that is the key\'s ("2/3 of an hour" for forty minutes)', () => {
    expect(read('2/3 of an hour', ['forty minutes'])).toBe('40 minutes');
    expect(read('3/4 of an hour', ['forty minutes'])).toBeUndefined();
    expect(read('1/3 of the food', ['about a third'])).toBeUndefined();
  });
});

describe('a time from the half or quarter hour with its words slipped', () => {
  it('"half past tree", "at harf past for", "half passt four" for the key\'s time', () => {
    expect(read('half past tree', ['at half past three'])).toBe('half past 3');
    expect(read('at harf past for', ['at half past four'])).toBe('at half past 4');
    expect(read('half passt four', ['at half past four'])).toBe('half past 4');
  });
  it('another time, or a time the key does not say, stays refused', () => {
    expect(read('half past for', ['at half past five'])).toBeUndefined();
    expect(read('half past tree', ['at three'])).toBeUndefined();
    expect(read('half a tree', ['at half past three'])).toBeUndefined();
  });
});

describe('digits said one by one', () => {
  it('"one-oh-three" for 103; another number stays refused', () => {
    expect(read('one-oh-three', ['103, the ambulance number'])).toBe('103');
    expect(read('one-oh-two', ['103, the ambulance number'])).toBeUndefined();
    expect(read('one oh two, one oh three', ['103'])).toBe('102 , 103');
  });
  it('digits without an "oh" are left as said ("one two" is no 12)', () => {
    expect(read('one two', ['12'])).toBeUndefined();
  });
});

describe('a bound and a bare amount', () => {
  it('"30+ times" for the key\'s "at least thirty times"; "40+" for it stays refused', () => {
    expect(read('30+ times', ['at least thirty times'])).toBe('at least 30 times');
    expect(read('40+ times', ['at least thirty times'])).toBeUndefined();
    expect(read('30+ days', ['at least thirty times'])).toBeUndefined();
  });
  it("a bare amount asked how high is the key's amount in its unit", () => {
    const question = 'How high above sea level is the village?';
    expect(read('over two thousand', ['more than two thousand metres'], question)).toBe('more than 2000 metres');
    expect(read('two thousand', ['more than two thousand metres'], question)).toBeUndefined();
    expect(read('over three thousand', ['more than two thousand metres'], question)).toBeUndefined();
    expect(read('over two thousand', ['more than two thousand metres'], 'Where is the village?')).toBeUndefined();
  });
});

describe('a range said with "up to"', () => {
  it('"at least eight and up to ten hours" for "between eight and ten hours"; another range stays refused', () => {
    expect(read('at least eight and up to ten hours', ['between eight and ten hours'])).toBe('between 8 and 10 hours');
    expect(read('from 8 up to 10', ['8 to 10 hours'])).toBe('between 8 and 10');
    expect(read('from 8 up to 9 hours', ['between eight and ten hours'])).toBeUndefined();
  });
});

describe("another number in the key's bound", () => {
  it('"for at least 1 minute" where the key says "for at least ten minutes", in its optional part too', () => {
    const keys = ['Press on the cut with a clean cloth (for at least ten minutes).', 'press on the cut'];
    expect(otherNumberInKeysBound('press on the cut for at least 1 minute', keys)).toBe(true);
    expect(otherNumberInKeysBound('press on the cut for at least ten minutes', keys)).toBe(false);
  });
  it("another bound or another unit is not this rule's", () => {
    const keys = ['for at least ten minutes'];
    expect(otherNumberInKeysBound('for more than 1 minute', keys)).toBe(false);
    expect(otherNumberInKeysBound('for at least 2 hours', keys)).toBe(false);
  });
});

describe("a part that only describes the key's amount, beside it", () => {
  it('"a bit more than ten minutes, twelve", "nearly a quarter of an hour, 12 minutes" for twelve minutes', () => {
    expect(read('a bit more than ten minutes, twelve', ['twelve minutes'])).toBe('12');
    expect(read('nearly a quarter of an hour, 12 minutes', ['twelve minutes'])).toBe('12 minutes');
    expect(read('a bit more than one metre, about 1.3', ['about 1.3 metres'])).toBe('about 1.3');
  });
  it("a description the key's amount does not meet stays ('half a day, four hours')", () => {
    expect(read('half a day, four hours', ['four hours'])).toBeUndefined();
    expect(read('more than twenty minutes, twelve', ['twelve minutes'])).toBeUndefined();
    expect(read('nearly ten minutes, twelve', ['twelve minutes'])).toBeUndefined();
  });
  it("the key's own amount is never left out, nor is a part left without the key's number", () => {
    expect(read('about 6.5 hours, but teenagers need 8 to 10', ['about 6.5 hours'])).toBeUndefined();
    expect(read('a bit more than ten minutes, eleven', ['twelve minutes'])).toBeUndefined();
  });
});

describe('each reading is read once', () => {
  it.each([
    ['from 9 to 1', ['four hours', 'from nine to one']],
    ['around sixty', ['about 60', 'around 60 manats']],
    ['a little over a kilo', ['a little over one kilogram']],
  ])('%s', (answer, keys) => {
    const once = read(answer, keys);
    expect(once === undefined ? undefined : read(once, keys)).toBeUndefined();
  });
});

describe('just under a number the key bounds from below', () => {
  it('"nearly fifty times" for "at least fifty times", "almost three years" for "more than three years"', () => {
    expect(hedgedBelowLowerBound('nearly fifty times', ['at least fifty times'])).toBe(true);
    expect(hedgedBelowLowerBound('almost three years', ['more than three years'])).toBe(true);
  });
  it('the hedge where the key hedges too, or under another number, is no bound', () => {
    expect(hedgedBelowLowerBound('almost three years', ['about three years'])).toBe(false);
    expect(hedgedBelowLowerBound('nearly sixty times', ['at least fifty times'])).toBe(false);
    expect(hedgedBelowLowerBound('fifty times', ['at least fifty times'])).toBe(false);
  });
});
