const FIRST = [
  'Anne',
  'Bernard',
  'Claire',
  'David',
  'Élodie',
  'François',
  'Gilles',
  'Hélène',
  'Isabelle',
  'Jean',
  'Karin',
  'Luc',
  'Marie',
  'Nicolas',
  'Olivier',
  'Pascale',
  'Rémy',
  'Sophie',
  'Thierry',
  'Valérie',
];
const LAST = [
  'Aebischer',
  'Berger',
  'Chappuis',
  'Dubois',
  'Favre',
  'Girard',
  'Huguenin',
  'Jaquet',
  'Kunz',
  'Monnier',
  'Perret',
  'Robert',
  'Schneider',
  'Tissot',
  'Vuilleumier',
  'Wenger',
];
const CITIES = [
  ['2000', 'Neuchâtel'],
  ['2300', 'La Chaux-de-Fonds'],
  ['2400', 'Le Locle'],
  ['2017', 'Boudry'],
  ['2088', 'Cressier'],
];
const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'];

/** The ten columns of the import benchmark: realistic, unique usernames and emails. */
export const USER_CSV_COLUMNS = [
  'string_id',
  'username',
  'email',
  'first_name',
  'last_name',
  'name',
  'title',
  'phone',
  'zip',
  'city',
];

/** `count` users as CSV; the same `count` always gives the same file. */
export function userCsv(count: number): string {
  const lines = [USER_CSV_COLUMNS.join(',')];
  for (let i = 0; i < count; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const [zip, city] = CITIES[i % CITIES.length]!;
    const handle = `${first}.${last}.${i}.${count}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9.]/g, '');
    lines.push(
      [
        `bench-${i}-${count}`,
        handle,
        `${handle}@example.ch`,
        first,
        last,
        `${first} ${last}`,
        TITLES[i % TITLES.length],
        `+41 32 ${String(100 + (i % 900))} ${String(10 + (i % 90))} ${String(10 + (i % 89))}`,
        zip,
        city,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
