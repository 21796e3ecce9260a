import { describe, expect, it } from 'vitest';
import { deniesKeyAction, saysOppositeAction, saysOtherHands, type ActionKey } from './other-action.ts';

const fastFood: ActionKey = {
  question: 'Apart from running with a group, what did Aygun do to improve?',
  texts: ['She stopped eating fast food.', 'she stopped eating fast food'],
};
const lessons: ActionKey = { question: 'What time do English lessons start?', texts: ['at nine', 'nine'] };
const swapDay: ActionKey = { question: 'When does Book Swap Day finish?', texts: ['at half past four'] };
const musicDay: ActionKey = {
  question: 'What is celebrated on 18 September, and why on that date?',
  texts: ["the Day of National Music, because it is Hajibeyov's birthday"],
};
const books: ActionKey = {
  question: 'What did the students do with the books that were left at the end?',
  texts: ["They gave them to the children's hospital in the city."],
};
const dress: ActionKey = { question: "Who made Aytan's blue dress?", texts: ['her aunt'] };
const boxes: ActionKey = {
  question: 'Who gave the students the wooden boxes?',
  texts: ['a furniture shop near the school', 'a shop that sells furniture'],
};
const patterns: ActionKey = {
  question: 'What did Aysel do so that the patterns would not be forgotten?',
  texts: ['She filmed her grandmother and wrote the patterns down.', 'filmed her grandmother'],
};
const password: ActionKey = {
  question: 'Which password should you change first, and why?',
  texts: ['Your email password, because whoever controls your email can usually reset everything else.'],
};
const bin: ActionKey = { question: 'What kind of waste would the suggested fourth bin be for?', texts: ['food waste'] };
const houses: ActionKey = { question: 'How many houses did the water come into?', texts: ['more than two hundred'] };
const shoe: ActionKey = { question: 'Which item did nobody come to take?', texts: ['the left shoe'] };
const bulud: ActionKey = {
  question: 'What did Bulud eat in his first week?',
  texts: ['nothing, nobody could feed him'],
};

describe('the opposite of the key’s action', () => {
  it('refuses the opposite of the key’s verb, the rest kept', () => {
    expect(saysOppositeAction('she started eating fast food', fastFood)).toBe(true);
    expect(saysOppositeAction("they sold them to the children's hospital", books)).toBe(true);
  });

  it('refuses the opposite of the question’s verb beside the key’s thing', () => {
    expect(saysOppositeAction('they finish at nine', lessons)).toBe(true);
    expect(saysOppositeAction('it starts at half past four', swapDay)).toBe(true);
  });

  it('refuses a death for a birthday', () => {
    expect(saysOppositeAction('the Day of National Music, because Hajibeyov died on that date', musicDay)).toBe(true);
  });

  it('keeps a synonym or a learner’s verb for the key’s', () => {
    expect(saysOppositeAction('her aunt sewed it', dress)).toBe(false);
    expect(saysOppositeAction("they donated them to the children's hospital", books)).toBe(false);
    expect(saysOppositeAction('she quit eating fast food', fastFood)).toBe(false);
    expect(saysOppositeAction('the Day of National Music, because Hajibeyov was born on that day', musicDay)).toBe(
      false,
    );
  });

  it('keeps the opposite in a clause of its own beside the key', () => {
    expect(saysOppositeAction('half past four, it starts at two', swapDay)).toBe(false);
    expect(saysOppositeAction('at nine, and they finish at half past twelve', lessons)).toBe(false);
  });

  it('keeps an answer that says the action too, or negates', () => {
    expect(saysOppositeAction('they start at nine and finish at eleven', lessons)).toBe(false);
    expect(saysOppositeAction('she started eating healthier, no more fast food', fastFood)).toBe(false);
  });

  it('keeps both actions where the key or the question says both', () => {
    expect(saysOppositeAction('a shop that sells furniture, close to the school', boxes)).toBe(false);
  });
});

const swap: ActionKey = {
  question: "What happened at Leyla's swap party?",
  texts: ['She and her friends exchanged the clothes they no longer wore.', 'they swapped clothes'],
};
const money: ActionKey = {
  question: 'What did the class decide to do with the money?',
  texts: ["They gave it to a children's hospital."],
};
const fridge: ActionKey = {
  question: 'Why take a photo of your fridge before you go shopping?',
  texts: ["so that you don't buy what you already have", 'to avoid buying what you already have'],
};

describe('another way a thing changed hands than the key’s', () => {
  it('refuses selling, buying, throwing away or giving away for swapping', () => {
    for (const given of [
      'they sold their old clothes',
      'they bought new clothes in a shop',
      'they threw away the clothes they did not wear',
      'they gave their clothes to poor people',
    ])
      expect(saysOtherHands(given, swap), given).toBe(true);
  });

  it('refuses buying for giving', () => {
    expect(saysOtherHands("they bought sweets for a children's hospital", money)).toBe(true);
  });

  it('keeps the key’s way in other words, and giving to each other for swapping', () => {
    expect(saysOtherHands('they traded clothes they did not wear', swap)).toBe(false);
    expect(saysOtherHands('they gave each other the clothes they did not wear any more', swap)).toBe(false);
    expect(saysOtherHands("they donated it to a children's hospital", money)).toBe(false);
  });

  it('keeps another way beside the key’s, said or denied', () => {
    expect(saysOtherHands('they swapped some clothes and sold the rest', swap)).toBe(false);
    expect(saysOtherHands("so you don't buy food you already have and throw food away", fridge)).toBe(false);
  });

  it('keeps the question’s way, and reads no way where the key says none', () => {
    const boxes = { question: 'Who gave the students the boxes?', texts: ['a shop that sells furniture'] };
    expect(saysOtherHands('furniture shop was give them', boxes)).toBe(false);
    expect(saysOtherHands('she bought it in a shop', { question: 'Who made the dress?', texts: ['her aunt'] })).toBe(
      false,
    );
  });
});

describe('a denial of the key’s action', () => {
  it('refuses an answer that says nothing was done', () => {
    expect(deniesKeyAction('nothing, nobody wrote them down', patterns)).toBe(true);
    expect(deniesKeyAction('she did nothing, her grandmother wrote them down', patterns)).toBe(true);
    expect(deniesKeyAction('No one. She forgot them.', patterns)).toBe(true);
  });

  it('refuses a denial as the subject of the key’s own verb', () => {
    expect(deniesKeyAction('the email password, because nobody can reset anything from your email', password)).toBe(
      true,
    );
  });

  it('refuses everything but the key’s thing', () => {
    expect(deniesKeyAction('everything except food', bin)).toBe(true);
  });

  it('keeps a denial that says "only"', () => {
    expect(deniesKeyAction('nothing but food waste', bin)).toBe(false);
    expect(deniesKeyAction('nobody else, only she filmed her grandmother', patterns)).toBe(false);
    expect(deniesKeyAction('nothing except food', bin)).toBe(false);
  });

  it('keeps a denial of something else beside the key', () => {
    expect(deniesKeyAction('more than 200 houses, but nobody was killed', houses)).toBe(false);
    expect(deniesKeyAction('food waste, nothing else', bin)).toBe(false);
  });

  it('keeps a denial that gives background beside the key’s action', () => {
    // The denied words said again, un-negated, outside the denial's clause.
    expect(deniesKeyAction('nobody wrote them down, so she filmed her grandmother and wrote them down', patterns)).toBe(
      false,
    );
    // A denial in a clause of reason beside the key's words, where the key gives no reason.
    expect(deniesKeyAction('she filmed her grandmother, because nobody wrote them down before', patterns)).toBe(false);
    expect(deniesKeyAction('she filmed her grandmother as nobody had written them down', patterns)).toBe(false);
  });

  it('still refuses a denial whose words the answer never says again, or a reason for a key that is one', () => {
    expect(deniesKeyAction('nobody wrote the patterns down', patterns)).toBe(true);
    expect(deniesKeyAction('nobody wrote them down, so she forgot them', patterns)).toBe(true);
    expect(deniesKeyAction('because nobody wrote them down', patterns)).toBe(true);
    expect(deniesKeyAction('email, because nobody can reset anything from your email', password)).toBe(true);
  });

  it('keeps a denial the key or the question makes itself', () => {
    expect(deniesKeyAction('nothing, no one could feed him', bulud)).toBe(false);
    expect(deniesKeyAction('left shoe nobody take', shoe)).toBe(false);
    expect(deniesKeyAction('none', { question: 'How many cats live at the school now?', texts: ['0', 'zero'] })).toBe(
      false,
    );
  });

  it('keeps an answer that denies nothing', () => {
    expect(deniesKeyAction('she filmed her grandmother and wrote the patterns down', patterns)).toBe(false);
  });
});
