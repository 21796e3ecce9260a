import { describe, expect, it } from 'vitest';
import { namesAnotherMember, namesAnotherPerson, withPeopleNamed, type PersonKey } from './other-person.ts';

const filmed: PersonKey = {
  question: 'What did Aysel do so that the patterns would not be forgotten?',
  texts: ['She filmed her grandmother and wrote the patterns down.', 'filmed her grandmother', 'recorded them'],
};
const dolma: PersonKey = {
  question: 'Which dish is Murad going to try next week?',
  texts: ["his grandmother's dolma", 'dolma'],
};
const dress: PersonKey = { question: "Who made Aytan's blue dress?", texts: ['her aunt'] };
const chess: PersonKey = { question: 'Who taught Ilkin to play chess?', texts: ['his grandfather'] };
const halva: PersonKey = {
  question: "What happened to the writer's box of halva?",
  texts: ['The writer ate half of it on the bus.', 'she ate half of it on the bus'],
  passage: 'My friend Kamala tried it, but she joined only four pieces. Mine did not survive: I ate half of it.',
};
const letter: PersonKey = {
  question: 'What must Elvin bring from a doctor?',
  texts: ['a letter that says he is healthy', 'a letter from a doctor', 'a letter'],
};
const clock: PersonKey = {
  question: 'What did the writer borrow from their dad?',
  texts: ['an old alarm clock', "his dad's old alarm clock"],
};

describe('another person in the key person’s place', () => {
  it('refuses another kin word where the key names one', () => {
    expect(namesAnotherPerson('she filmed her mother', filmed)).toBe(true);
    expect(namesAnotherPerson("his mother's dolma", dolma)).toBe(true);
    expect(namesAnotherPerson('her grandmother', dress)).toBe(true);
    expect(namesAnotherPerson('his father', chess)).toBe(true);
  });

  it('refuses the subject herself in the key person’s place', () => {
    expect(namesAnotherPerson('she filmed herself', filmed)).toBe(true);
  });

  it('refuses another person in the place of the question’s own person the key repeats', () => {
    expect(namesAnotherPerson('a letter from his mum', letter)).toBe(true);
  });

  it('refuses a name the passage gives to another person', () => {
    expect(namesAnotherPerson('Kamala ate it', halva)).toBe(true);
  });

  it('keeps the key’s person said by another word for them', () => {
    expect(namesAnotherPerson('she filmed her granny', filmed)).toBe(false);
    expect(namesAnotherPerson("his grandma's dolma", dolma)).toBe(false);
    expect(namesAnotherPerson('the dolma his gran makes', dolma)).toBe(false);
    expect(namesAnotherPerson('his grand father', chess)).toBe(false);
  });

  it('keeps the key’s person said by a one-step definition', () => {
    expect(namesAnotherPerson("her mum's sister", dress)).toBe(false);
    expect(namesAnotherPerson("her father's sister", dress)).toBe(false);
    expect(namesAnotherPerson("his father's father", chess)).toBe(false);
    expect(namesAnotherPerson('the father of his dad', chess)).toBe(false);
    expect(namesAnotherPerson("she filmed her mother's mother", filmed)).toBe(false);
  });

  it('refuses a one-step definition of another person', () => {
    expect(namesAnotherPerson("her father's mother", dress)).toBe(true);
  });

  it('keeps a word for both people where the key names one of them', () => {
    expect(namesAnotherPerson('one of his grandparents', chess)).toBe(false);
  });

  it('keeps a second person beside the key’s person', () => {
    expect(namesAnotherPerson("her aunt made it, with her mother's help", dress)).toBe(false);
    expect(namesAnotherPerson('she filmed her grandmother and her mother', filmed)).toBe(false);
  });

  it('keeps the person the question names', () => {
    expect(namesAnotherPerson("his dad's old alarm clock", clock)).toBe(false);
    expect(namesAnotherPerson('a letter from the doctor', letter)).toBe(false);
  });

  it('keeps a person named elsewhere than in the key person’s place', () => {
    expect(namesAnotherPerson('an old alarm clock, so loud the neighbours hate it', clock)).toBe(false);
    // A person's place is read within the clause: "letter" before the comma is not the word before "mum".
    expect(namesAnotherPerson('a letter, his mum signed the form', letter)).toBe(false);
  });

  it('keeps pronouns and answers that name nobody', () => {
    expect(namesAnotherPerson('she ate half of it on the bus', halva)).toBe(false);
    expect(namesAnotherPerson('she recorded the patterns', filmed)).toBe(false);
    expect(namesAnotherPerson('dolma', dolma)).toBe(false);
  });

  it('does nothing where the key names no person', () => {
    const tag: PersonKey = { question: 'What has Orkhan done?', texts: ['a tag with his phone number'] };
    expect(namesAnotherPerson("a tag with his sister's phone number", tag)).toBe(false);
  });

  it('reads a name only where the passage gives it beside a kin or role word', () => {
    const town: PersonKey = { ...halva, passage: 'We went to Sheki. My friend Kamala came too.' };
    expect(namesAnotherPerson('Sheki ate it', town)).toBe(false);
    expect(namesAnotherPerson('Kamala ate it', town)).toBe(true);
    const grandfather: PersonKey = {
      question: 'Who helped the writer to cook the dolma?',
      texts: ["the writer's grandfather, Ramiz"],
    };
    expect(namesAnotherPerson('Ramiz', grandfather)).toBe(false);
    expect(namesAnotherPerson('his grandmother', grandfather)).toBe(true);
  });
});

describe('a person said by a one-step definition, read as the word for them', () => {
  it('reads an owner and a relative as the person they define', () => {
    expect(withPeopleNamed("her mum's sister made it")).toBe('her aunt made it');
    expect(withPeopleNamed("his father's father")).toBe('his grandfather');
    expect(withPeopleNamed('the father of his dad, Ali')).toBe('his grandfather, ali');
    expect(withPeopleNamed("her mum's or dad's sister made it for her")).toBe('her aunt made it for her');
  });

  it('leaves people it does not define alone', () => {
    expect(withPeopleNamed("her friend's mother")).toBeUndefined();
    expect(withPeopleNamed("his mother's dolma")).toBeUndefined();
    expect(withPeopleNamed("her mum's or friend's sister")).toBeUndefined();
    expect(withPeopleNamed('a letter from his mum')).toBeUndefined();
  });
});

const lunch: PersonKey = { question: 'What do the volunteers get?', texts: ['a free lunch'] };
const snowSeason: PersonKey = { question: 'When does the road close?', texts: ['in winter, after heavy snow'] };
const scarf: PersonKey = { question: 'What did Leyla knit for her brother?', texts: ['a blue scarf'] };
const bottles: PersonKey = {
  question: 'What are the students teaching the camera?',
  texts: ['teaching the camera to tell a clear plastic bottle from a glass one', 'to recognise plastic'],
};
const hook: PersonKey = { question: 'What does the fisherman use?', texts: ['a long metal hook'] };
const wind: PersonKey = { question: 'Where do the birds fly in autumn?', texts: ['to the south'] };
const room: PersonKey = { question: 'Where is the library?', texts: ['upstairs, next to the hall'] };
const lesson: PersonKey = { question: 'Which lesson does Samir like best?', texts: ['maths lessons'] };

describe('another member of a closed class in the key member’s place', () => {
  it('refuses another meal, and reads dinner and supper as one meal', () => {
    expect(namesAnotherMember('a free dinner', lunch)).toBe(true);
    expect(namesAnotherMember('a free breakfast', lunch)).toBe(true);
    expect(namesAnotherMember('free lunch and dinner too', lunch)).toBe(false);
    expect(namesAnotherMember('they eat lunch for free', lunch)).toBe(false);
    const supper: PersonKey = { question: 'What do they cook together?', texts: ['dinner'] };
    expect(namesAnotherMember('supper', supper)).toBe(false);
  });

  it('refuses another season in the key’s place, not one beside it', () => {
    expect(namesAnotherMember('in summer, after heavy snow', snowSeason)).toBe(true);
    expect(namesAnotherMember('in winter after a lot of snow', snowSeason)).toBe(false);
    expect(namesAnotherMember('in winter, after heavy snow, sometimes in spring too', snowSeason)).toBe(false);
  });

  it('refuses another colour, and keeps the question’s own', () => {
    expect(namesAnotherMember('a red scarf', scarf)).toBe(true);
    expect(namesAnotherMember('a blue woollen scarf', scarf)).toBe(false);
    const flag: PersonKey = { question: 'What is green on the flag?', texts: ['a green stripe'] };
    expect(namesAnotherMember('the green stripe', flag)).toBe(false);
  });

  it('refuses another direction', () => {
    expect(namesAnotherMember('to the north', wind)).toBe(true);
    expect(namesAnotherMember('south, to warmer countries', wind)).toBe(false);
    expect(namesAnotherMember('downstairs, next to the hall', room)).toBe(true);
    expect(namesAnotherMember('on the first floor upstairs', room)).toBe(false);
  });

  it('refuses another material, and reads a metal as metal', () => {
    expect(namesAnotherMember('teaching the camera to recognise paper', bottles)).toBe(true);
    expect(namesAnotherMember('to know plastic bottles from glass ones', bottles)).toBe(false);
    expect(namesAnotherMember('a long wooden hook', hook)).toBe(true);
    expect(namesAnotherMember('a long iron hook', hook)).toBe(false);
  });

  it('refuses another school subject', () => {
    expect(namesAnotherMember('history lessons', lesson)).toBe(true);
    expect(namesAnotherMember('mathematics lessons', lesson)).toBe(false);
  });

  it('passes an answer that names no member, and a key that names none', () => {
    expect(namesAnotherMember('free food', lunch)).toBe(false);
    expect(
      namesAnotherMember('heavy snow in summer', { question: 'What cuts the village off?', texts: ['heavy snow'] }),
    ).toBe(false);
  });
});
