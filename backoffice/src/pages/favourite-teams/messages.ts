/** The Favourite Teams Analytics page's texts (admin spec §2, §8, §9), spread under `app` in i18n.ts. */
export const teamFansMessages = {
  teamFans: {
    title: 'Favourite Teams Analytics',
    loadFailed: 'Failed to load team fan data',
    retry: 'Retry',
    withFavourite: 'Players with a favourite team',
    neutral: 'Neutral players',
    teamsWithFans: 'Teams with fans',
    chartTitle: 'Top teams by fans',
    chartSeries: 'Fans',
    noFansYet: 'No player has chosen a favourite team yet.',
    teamsHeading: 'Teams',
    search: 'Search teams',
    noTeams: 'No teams yet.',
    noMatch: 'No team matches "%{query}".',
    fans: '%{count} fan |||| %{count} fans',
    mostPopular: 'Most Popular',
    crest: '%{name} crest',
    noCompetition: 'No competition',
  },
};
