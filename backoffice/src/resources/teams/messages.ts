/** The teams screens' labels and the spec's texts (admin spec §2, §5, §8). */
export const TEAM_TEXTS = {
  loadFailed: 'Failed to load teams',
  createFailed: 'Failed to create team',
  updateFailed: 'Failed to update team',
  deleteFailed: 'Failed to delete team',
  logoUploadFailed: 'Failed to upload logo',
  logoDeleteFailed: 'Failed to delete logo',
} as const;

export const teamMessages = {
  teams: {
    name: 'Team |||| Teams',
    // The bulk toolbar's Delete, done (react-admin's key for it).
    notifications: { deleted: 'Team deleted |||| %{smart_count} teams deleted' },
    fields: {
      id: 'Id',
      name: 'Name',
      shortName: 'Short name',
      countryCode: 'Country code',
      competitionId: 'Competition',
      logoUrl: 'Logo',
      logo: 'Logo',
      createdAt: 'Created',
      q: 'Search',
    },
    empty: 'No teams found. Add your first team!',
    noMatch: 'No teams match your filters.',
    clearFilters: 'Clear filters',
    logoHint: 'PNG, JPG or GIF, max 5MB',
    logoDrop: 'Drop a logo here, or click to choose one',
    currentLogo: 'Current logo',
    noLogo: 'No logo yet',
    deleteLogo: 'Delete Current Logo',
    deleteLogoTitle: 'Delete the logo of %{name}?',
    deleteLogoContent: 'The team will show no logo until a new one is uploaded.',
    logoDeleted: 'Logo deleted',
    logoAlt: 'Logo of %{name}',
    ...TEAM_TEXTS,
  },
};
