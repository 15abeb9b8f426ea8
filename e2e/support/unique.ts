/** A short suffix unique to this run and call, so specs never collide with earlier data. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

export type PlayerAccount = {
  teamName: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** A fresh player's details (team names are at most 50 characters). */
export function newPlayer(): PlayerAccount {
  const suffix = uniqueSuffix();
  return {
    teamName: `E2E Rovers ${suffix}`,
    email: `player-${suffix}@e2e.test`,
    password: 'player-pass-1',
    firstName: 'Erin',
    lastName: 'Tester',
  };
}
