/** The kick-off shift bulk action's texts, spread under `app` in i18n.ts. */
export const shiftMessages = {
  shift: {
    button: 'Shift kick-off',
    title: 'Shift kick-off',
    intro:
      'Move the kick-off and predictions close of %{count} selected match by the same amount. A negative amount moves them earlier. |||| Move the kick-off and predictions close of %{count} selected matches by the same amount. A negative amount moves them earlier.',
    amount: 'Amount',
    unit: 'Unit',
    minutes: 'Minutes',
    hours: 'Hours',
    days: 'Days',
    match: 'Match',
    kickOff: 'Kick-off (UTC)',
    predictionsClose: 'Predictions close (UTC)',
    loadFailed: 'Failed to load the selected matches',
    confirm: 'Confirm shift',
    done: 'Moved %{count} match |||| Moved %{count} matches',
    failed: 'Failed to shift the matches',
  },
};
