import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { InputError } from '../../../src/errors.js';
import { calendarDay } from '../../../src/index.js';
import { addDays } from '../../../src/core/score/calendar.js';

describe('calendarDay', () => {
  it.each([
    ['2026-03-01T23:30:00Z', 'UTC', '2026-03-01'],
    ['2026-03-01T23:30:00Z', 'Europe/Berlin', '2026-03-02'],
    ['2026-03-01T05:00:00Z', 'America/Los_Angeles', '2026-02-28'],
    ['2026-03-01T10:30:00Z', 'Pacific/Kiritimati', '2026-03-02'],
    ['2026-03-02T00:30:00+02:00', 'UTC', '2026-03-01'],
    // Daylight saving: Berlin is UTC+2 on 2026-03-29 after 01:00 UTC.
    ['2026-03-29T22:30:00Z', 'Europe/Berlin', '2026-03-30'],
    ['2026-03-29T21:30:00Z', 'Europe/Berlin', '2026-03-29'],
  ])('%s in %s is %s', (instant, timeZone, day) => {
    expect(calendarDay(instant, timeZone)).toBe(day);
  });

  it('names the bad field', () => {
    expect(() => calendarDay('not a date', 'UTC')).toThrow(InputError);
    expect(() => calendarDay('not a date', 'UTC')).toThrow(/now/);
    expect(() => calendarDay('2026-03-01T00:00:00Z', 'Mars/Olympus')).toThrow(InputError);
    expect(() => calendarDay('2026-03-01T00:00:00Z', 'Mars/Olympus')).toThrow(/timezone/);
  });

  it('reads a UTC day without Intl: a fresh process never loads the zone data for it', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/core/score/calendar.js');
    const original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return Reflect.construct(target, args) as Intl.DateTimeFormat;
      },
    });
    try {
      expect(fresh.calendarDay('2026-03-01T23:30:00Z', 'UTC')).toBe('2026-03-01');
      expect(fresh.calendarDay('2026-03-02T00:30:00+02:00', 'UTC')).toBe('2026-03-01');
      expect(built).toBe(0);
      expect(fresh.calendarDay('2026-03-01T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-02');
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 1, '2026-03-30'],
  ])('%s + %i = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('calendarDay in UTC (the fast path) agrees with Intl formatting', () => {
  it('for any instant from 1970 to 9999, and with an explicit offset', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(calendarDay(date.toISOString(), 'UTC')).toBe(intl.format(date));
          const shifted = new Date(date.getTime()).toISOString().replace('Z', '+00:00');
          expect(calendarDay(shifted, 'UTC')).toBe(intl.format(date));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
