import { KIT_STYLE_IDS, type KitStyle } from '@predictor/contracts';
import type { Random } from './random';

const FIRST = [
  'Oliver',
  'Jack',
  'Harry',
  'George',
  'Noah',
  'Charlie',
  'Jacob',
  'Alfie',
  'Freddie',
  'Oscar',
  'Leo',
  'Archie',
  'Amelia',
  'Olivia',
  'Isla',
  'Ava',
  'Emily',
  'Sophie',
  'Grace',
  'Mia',
  'Poppy',
  'Ella',
  'Lily',
  'Evie',
  'Mohammed',
  'Priya',
  'Aisha',
  'Ravi',
  'Kwame',
  'Chloe',
  'Daniel',
  'Sam',
  'Tom',
  'Ben',
  'Hannah',
  'Lucy',
  'Callum',
  'Ryan',
  'Jamie',
  'Megan',
  'Zara',
  'Ethan',
  'Kieran',
  'Niamh',
  'Rhys',
  'Siobhan',
  'Dylan',
  'Fatima',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'Hughes',
  'Edwards',
  'Turner',
  'Hill',
  'Moore',
  'Cooper',
  'Ward',
  'Morris',
  'Ahmed',
  'Okafor',
  'Mensah',
  "O'Brien",
  'Murphy',
  'Kelly',
  'Campbell',
  'Stewart',
  'Baker',
  'Harrison',
  'Shaw',
  'Mitchell',
  'Fletcher',
];
const TEAM_FIRST = [
  'Real',
  'Inter',
  'Dynamo',
  'Sporting',
  'Athletico',
  'Borussia',
  'Deportivo',
  'Olympique',
  'Red Star',
  'Galacticos',
  'Net',
  'Goal',
  'Top Bins',
  'Back Post',
  'Row Z',
  'Park The',
  'Tiki Taka',
  'Route One',
  'Screamer',
  'Nutmeg',
  'Offside',
  'Late Winner',
  'Sunday',
  'Pub',
  'Sofa',
  'Armchair',
  'Hat-Trick',
  'Clean Sheet',
  'Crossbar',
  'Extra Time',
];
const TEAM_SECOND = [
  'Madrid',
  'Mate',
  'Kiev',
  'Lisbon',
  'Tilted',
  'Dortmund',
  'Wanderers',
  'Rovers',
  'Belgrade',
  'Athletic',
  'Busters',
  'Diggers',
  'Merchants',
  'Bus',
  'Specialists',
  'Heroes',
  'United',
  'Albion',
  'Town',
  'Academicals',
  'Thunder',
  'Legends',
  'Dreamers',
  'Punters',
  'Pundits',
  'Invincibles',
  'Crew',
  'Collective',
  'Pirates',
  'Rangers',
];

export type DemoPlayer = {
  email: string;
  teamName: string;
  firstName: string;
  lastName: string;
  kitStyle: KitStyle;
  kitPrimaryColour: string;
  kitSecondaryColour: string;
  favouriteTeamId: number | null;
  isEmailVerified: boolean;
  emailNotifications: boolean;
  createdAt: Date;
  lastLogin: Date | null;
};

const DAY = 24 * 3600 * 1000;
const hex = (random: Random) => `#${random.int(0, 0xffffff).toString(16).padStart(6, '0')}`;

/**
 * `count` players with unique team names and e-mails (firstname.lastname{n}@demo.predictor.local),
 * kits, favourite teams (most players; big clubs more often), sign-up dates over the past eight months
 * and, for most, a recent last login. `taken` holds lower-cased team names already in the database.
 */
export function makePlayers(
  random: Random,
  count: number,
  favourites: { topFlight: number[]; lower: number[] },
  now: Date,
  taken: Set<string> = new Set(),
): DemoPlayer[] {
  const players: DemoPlayer[] = [];
  const names = new Set(taken);
  for (let n = 1; players.length < count; n++) {
    const firstName = random.pick(FIRST);
    const lastName = random.pick(LAST);
    let teamName = `${random.pick(TEAM_FIRST)} ${random.pick(TEAM_SECOND)}`;
    if (names.has(teamName.toLowerCase())) teamName = `${lastName}'s ${random.pick(TEAM_SECOND)}`;
    if (names.has(teamName.toLowerCase())) teamName = `${teamName} ${n}`;
    if (names.has(teamName.toLowerCase())) continue;
    names.add(teamName.toLowerCase());
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const roll = random.next();
    const favouriteTeamId =
      roll < 0.6
        ? random.pick(favourites.topFlight)
        : roll < 0.88
          ? random.pick(favourites.lower)
          : null;
    // Most players signed up before or around the season start, the rest joined during it.
    const daysAgo = random.chance(0.6) ? random.int(130, 240) : random.int(7, 130);
    const createdAt = new Date(now.getTime() - daysAgo * DAY - random.int(0, 86_399) * 1000);
    const lastLogin = random.chance(0.75)
      ? new Date(now.getTime() - random.int(60, 7 * 86_400) * 1000)
      : random.chance(0.6)
        ? new Date(createdAt.getTime() + random.int(1, 5) * DAY)
        : null;
    players.push({
      email: `${local}${n}@demo.predictor.local`,
      teamName,
      firstName,
      lastName,
      kitStyle: random.pick(KIT_STYLE_IDS),
      kitPrimaryColour: hex(random),
      kitSecondaryColour: hex(random),
      favouriteTeamId,
      isEmailVerified: random.chance(0.9),
      emailNotifications: random.chance(0.8),
      createdAt,
      lastLogin: lastLogin && lastLogin < createdAt ? null : lastLogin,
    });
  }
  return players;
}
