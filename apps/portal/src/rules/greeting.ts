/** docs/product/shell-and-dashboard.md: morning before 12:00, afternoon before 18:00, evening otherwise. */
export function greetingFor(now: Date): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  const hour = now.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** The first part of the person name before a dot ("olivia.chen" → "olivia"). */
export function greetingName(personName: string): string {
  return personName.split('.')[0]!.trim();
}

export function greeting(now: Date, personName: string): string {
  const name = greetingName(personName);
  return name ? `${greetingFor(now)}, ${name}` : greetingFor(now);
}
