import { describe, expect, it } from 'vitest';
import {
  addDays,
  cardDays,
  datesForDays,
  dayInZone,
  daysBetween,
  endOfDayIn,
  isDay,
  monthGrid,
  shiftCardDays,
  startOfDayIn,
  startOfWeek,
  weekStartsOn,
  zoneOffset,
} from './dates.ts';

const SP = 'America/Sao_Paulo';

describe('days in a time zone', () => {
  it('reads São Paulo at −3 all year since 2019 (no daylight saving time)', () => {
    for (const month of ['01', '04', '07', '11'])
      expect(zoneOffset(Date.parse(`2026-${month}-15T12:00:00Z`), SP)).toBe(-3 * 3_600_000);
    expect(startOfDayIn('2026-01-15', SP).toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(endOfDayIn('2026-07-15', SP).toISOString()).toBe('2026-07-16T02:59:59.999Z');
  });

  it('places an instant on the day its zone shows', () => {
    expect(dayInZone('2026-11-27T02:59:59.999Z', SP)).toBe('2026-11-26');
    expect(dayInZone('2026-11-27T03:00:00.000Z', SP)).toBe('2026-11-27');
    expect(dayInZone('2026-11-27T02:59:59.999Z', 'UTC')).toBe('2026-11-27');
    expect(dayInZone('2026-11-26T15:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-27');
    expect(dayInZone('2026-11-26T09:00:00.000Z', 'Pacific/Kiritimati')).toBe('2026-11-26');
    expect(dayInZone('2026-11-26T10:00:00.000Z', 'Pacific/Kiritimati')).toBe('2026-11-27');
  });

  it("keeps Brazil's other zones on their own offsets (Noronha −2, Manaus −4, Rio Branco −5)", () => {
    expect(startOfDayIn('2026-03-01', 'America/Noronha').toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(startOfDayIn('2026-03-01', 'America/Manaus').toISOString()).toBe('2026-03-01T04:00:00.000Z');
    expect(startOfDayIn('2026-03-01', 'America/Rio_Branco').toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it('starts a day whose midnight was skipped after the gap (São Paulo, 2018-11-04)', () => {
    expect(startOfDayIn('2018-11-04', SP).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(endOfDayIn('2018-11-03', SP).toISOString()).toBe('2018-11-04T02:59:59.999Z');
    expect(dayInZone(startOfDayIn('2018-11-04', SP), SP)).toBe('2018-11-04');
  });

  it('ends a day whose last hour came twice at its second pass (São Paulo, 2019-02-16)', () => {
    expect(startOfDayIn('2019-02-16', SP).toISOString()).toBe('2019-02-16T02:00:00.000Z');
    expect(endOfDayIn('2019-02-16', SP).toISOString()).toBe('2019-02-17T02:59:59.999Z');
  });

  it('brackets a 23-hour and a 25-hour day in New York', () => {
    const short =
      endOfDayIn('2026-03-08', 'America/New_York').getTime() - startOfDayIn('2026-03-08', 'America/New_York').getTime();
    const long =
      endOfDayIn('2026-11-01', 'America/New_York').getTime() - startOfDayIn('2026-11-01', 'America/New_York').getTime();
    expect(short + 1).toBe(23 * 3_600_000);
    expect(long + 1).toBe(25 * 3_600_000);
  });

  it('round-trips every day of a year through start and end in several zones', () => {
    for (const zone of [SP, 'America/New_York', 'Europe/Madrid', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      let day = '2018-01-01';
      for (let index = 0; index < 800; index += 1, day = addDays(day, 1)) {
        expect(dayInZone(startOfDayIn(day, zone), zone), `${zone} ${day}`).toBe(day);
        expect(dayInZone(endOfDayIn(day, zone), zone), `${zone} ${day}`).toBe(day);
        expect(dayInZone(endOfDayIn(day, zone).getTime() + 1, zone)).toBe(addDays(day, 1));
      }
    }
  });
});

describe('day arithmetic', () => {
  it('adds days and counts them across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-05-10', '2026-05-03')).toBe(-7);
  });

  it('tells real days from look-alikes', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
  });
});

describe('weeks and months by language', () => {
  it('starts the week on Sunday in Brazil and the United States, on Monday in Spain', () => {
    expect(weekStartsOn('pt-BR')).toBe(0);
    expect(weekStartsOn('en-US')).toBe(0);
    expect(weekStartsOn('es-ES')).toBe(1);
    expect(startOfWeek('2026-11-26', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-26', 1)).toBe('2026-11-23');
  });

  it('lays a month out in whole weeks', () => {
    const sunday = monthGrid(2026, 2, 0);
    expect(sunday[0]).toBe('2026-02-01');
    expect(sunday.length % 7).toBe(0);
    const monday = monthGrid(2026, 2, 1);
    expect(monday[0]).toBe('2026-01-26');
    expect(monday.at(-1)).toBe('2026-03-01');
  });
});

describe('card dates', () => {
  const card = { startDate: '2026-11-02T03:00:00.000Z', dueDate: '2026-11-05T02:59:59.999Z' };

  it('reads the days a card covers, and only one day for a single date', () => {
    expect(cardDays(card, SP)).toEqual({ start: '2026-11-02', end: '2026-11-04' });
    expect(cardDays({ startDate: null, dueDate: card.dueDate }, SP)).toEqual({
      start: '2026-11-04',
      end: '2026-11-04',
    });
    expect(cardDays({ startDate: null, dueDate: null }, SP)).toBeNull();
  });

  it('moves a card by whole days keeping its length, as the dialog would write the dates', () => {
    expect(shiftCardDays(card, 3, SP)).toEqual({
      startDate: '2026-11-05T03:00:00.000Z',
      dueDate: '2026-11-08T02:59:59.999Z',
    });
  });

  it('gives a card without dates a due date, and keeps a due-only card due-only on one day', () => {
    expect(datesForDays({ startDate: null, dueDate: null }, { start: '2026-12-01', end: '2026-12-01' }, SP)).toEqual({
      startDate: null,
      dueDate: '2026-12-02T02:59:59.999Z',
    });
    expect(
      datesForDays({ startDate: null, dueDate: card.dueDate }, { start: '2026-12-01', end: '2026-12-03' }, SP),
    ).toEqual({
      startDate: '2026-12-01T03:00:00.000Z',
      dueDate: '2026-12-04T02:59:59.999Z',
    });
  });
});
