import { describe, expect, it } from 'vitest';
import {
  change,
  heatmapGrid,
  hoursOf,
  messageLink,
  percentOf,
  total,
  utilisation,
} from './report-figures';

describe('report figures', () => {
  it('gives shares with one decimal, and none of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
    expect(utilisation({ booked: 9, offered: 12 })).toBe(75);
  });

  it('says how a figure moved from the period before', () => {
    expect(change(12, 10)).toEqual({ difference: 2, percent: 20 });
    expect(change(5, 10)).toEqual({ difference: -5, percent: -50 });
    expect(change(4, 0)).toEqual({ difference: 4, percent: null });
  });

  it('counts hours to two decimals and adds figures up', () => {
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(100)).toBe(1.67);
    expect(total([{ n: 2 }, { n: 3 }], (line) => line.n)).toBe(5);
  });

  it('lays the heatmap out as every weekday by every hour between the first and the last', () => {
    const monday = { weekday: 1, hour: 7, sessions: 2, offered: 24, booked: 18 };
    const friday = { weekday: 5, hour: 9, sessions: 1, offered: 10, booked: 10 };
    const grid = heatmapGrid([friday, monday], [7, 1, 2, 3, 4, 5, 6]);
    expect(grid.hours).toEqual([7, 8, 9]);
    expect(grid.rows.map((row) => row.weekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(grid.rows[1]?.cells).toEqual([monday, null, null]);
    expect(grid.rows[5]?.cells).toEqual([null, null, friday]);
    expect(heatmapGrid([], [1])).toEqual({ hours: [], rows: [] });
  });

  it('messages a client by email, else by text to their phone', () => {
    expect(messageLink({ email: 'ada@example.test', phone: '+44 7700 900123' })).toBe(
      'mailto:ada@example.test',
    );
    expect(messageLink({ email: null, phone: '+44 (0)7700 900-123' })).toBe('sms:+4407700900123');
    expect(messageLink({ email: '', phone: null })).toBeNull();
  });
});
