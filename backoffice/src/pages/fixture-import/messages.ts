/** The fixture import page's texts, spread under `app` in i18n.ts. */
export const fixtureImportMessages = {
  fixtureImport: {
    title: 'Import Fixtures',
    link: 'Import fixtures',
    intro:
      'Upload a CSV of fixtures for a season: one row per match with its date, kick-off time (UTC), home and away team (name or short name) and match week. Every row is checked before anything is saved.',
    season: 'Season',
    noSeasons: 'Create a season first.',
    seasonsFailed: 'Failed to load seasons',
    chooseFile: 'Choose CSV file',
    template: 'Download template',
    file: 'File: %{name}',
    checking: 'Checking the file…',
    fileFailed: 'The file cannot be read',
    previewFailed: 'Failed to check the fixtures',
    previewTitle: 'Preview',
    summary: '%{count} row |||| %{count} rows',
    count: {
      new: '%{count} new',
      changed: '%{count} changed',
      unchanged: '%{count} unchanged',
      error: '%{count} with errors',
    },
    fixErrors:
      'Nothing can be imported while a row has an error. Fix the rows marked Error and choose the file again.',
    row: 'Row',
    kickOff: 'Kick-off (UTC)',
    home: 'Home',
    away: 'Away',
    matchWeek: 'Week',
    outcomeHeading: 'Outcome',
    outcome: { new: 'New', changed: 'Changed', unchanged: 'Unchanged', error: 'Error' },
    import: 'Import',
    nothingToImport: 'Every fixture in the file is already in this season as it is.',
    importFailed: 'Failed to import the fixtures',
    imported:
      'Imported %{count} fixture into %{season}. |||| Imported %{count} fixtures into %{season}.',
    viewMatches: 'View matches',
  },
};
