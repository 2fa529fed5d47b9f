import { Text } from '@mantine/core';
import { useId } from 'react';
import type { BookableDay } from '@/features/registration/bookable-days';
import classes from './date-strip.module.css';

/**
 * A row of days to pick one from: native radios, so arrow keys move between days and a screen
 * reader hears "Tuesday 24 November, 2 of 14"; it scrolls sideways on a phone (from the right,
 * right to left). A wider gap comes before each first day of a week, as the language counts.
 */
export function DateStrip({
  label,
  days,
  value,
  onChange,
}: {
  label: string;
  days: BookableDay[];
  value: string;
  onChange: (date: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className={classes.group}>
      <Text component="legend" fw={500} size="sm" mb={4} p={0}>
        {label}
      </Text>
      <div className={classes.strip}>
        {days.map((day) => (
          <div
            key={day.date}
            className={day.weekStart ? `${classes.day} ${classes.weekStart}` : classes.day}
          >
            <input
              type="radio"
              className={classes.input}
              id={`${name}-${day.date}`}
              name={name}
              value={day.date}
              checked={value === day.date}
              onChange={() => onChange(day.date)}
              aria-label={day.label}
            />
            <label htmlFor={`${name}-${day.date}`} className={classes.label} aria-hidden>
              <span className={classes.small}>{day.weekday}</span>
              <span className={classes.number}>{day.dayOfMonth}</span>
              <span className={classes.small}>{day.month}</span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
