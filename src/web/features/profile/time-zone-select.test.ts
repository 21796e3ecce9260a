import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './time-zone-select.tsx';

describe('the time zones offered on the profile page', () => {
  it('the default first, then the browser list, without a second default', () => {
    expect(timeZoneChoices('Asia/Baku', ['America/New_York', 'Asia/Baku', 'Europe/Moscow'])).toEqual([
      'Asia/Baku',
      'America/New_York',
      'Europe/Moscow',
    ]);
  });
  it('keeps the stored zone selectable when the browser lists it under another name', () => {
    expect(timeZoneChoices('Asia/Calcutta', ['Asia/Baku', 'Asia/Kolkata'])).toEqual([
      'Asia/Baku',
      'Asia/Calcutta',
      'Asia/Kolkata',
    ]);
  });
  it('without a browser list: the default and the stored zone', () => {
    expect(timeZoneChoices('Europe/Moscow', [])).toEqual(['Asia/Baku', 'Europe/Moscow']);
  });
});
