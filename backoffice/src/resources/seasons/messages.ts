/** The seasons screens' labels and the spec's texts (admin spec §2, §8). */
export const seasonMessages = {
  seasons: {
    name: 'Season |||| Seasons',
    // The bulk toolbar's Delete, done (react-admin's key for it).
    notifications: { deleted: 'Season deleted |||| %{smart_count} seasons deleted' },
    fields: {
      id: 'Id',
      name: 'Name',
      description: 'Description',
      competitionId: 'Competition',
      competition: 'Competition',
      startDate: 'Start date',
      endDate: 'End date',
      isActive: 'Active',
      status: 'Status',
      order: 'Order',
      createdAt: 'Created',
      q: 'Search',
    },
    active: 'Active',
    inactive: 'Inactive',
    empty: 'No seasons found. Create your first season!',
    needsCompetition: 'Seasons belong to a competition: create a competition first.',
    goToCompetitions: 'Go to competitions',
    loadFailed: 'Failed to load seasons',
    createFailed: 'Failed to create season',
    updateFailed: 'Failed to update season',
    deleteFailed: 'Failed to delete season',
  },
};
