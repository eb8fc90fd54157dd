import { describe, expect, it } from 'vitest';
import { greeting, greetingFor, greetingName } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes);

describe('the dashboard greeting', () => {
  it('says Good Morning before 12:00, Good Afternoon before 18:00 and Good Evening otherwise', () => {
    expect(greetingFor(at(0))).toBe('Good Morning');
    expect(greetingFor(at(11, 59))).toBe('Good Morning');
    expect(greetingFor(at(12))).toBe('Good Afternoon');
    expect(greetingFor(at(17, 59))).toBe('Good Afternoon');
    expect(greetingFor(at(18))).toBe('Good Evening');
    expect(greetingFor(at(23, 59))).toBe('Good Evening');
  });

  it('uses the part of the person name before the first dot', () => {
    expect(greetingName('Olivia.Chen')).toBe('Olivia');
    expect(greetingName('a.b.c')).toBe('a');
    expect(greetingName('Marcus Reid')).toBe('Marcus Reid');
    expect(greeting(at(9), 'Olivia.Chen')).toBe('Good Morning, Olivia');
    expect(greeting(at(20), '.hidden')).toBe('Good Evening');
  });
});
