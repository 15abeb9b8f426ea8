/**
 * How a notice of a kind reaches a player, as SQL over their users row (alias `user`): by e-mail when
 * the e-mail notifications switch and that kind's e-mail are on; by push when that kind's push is on
 * and they have a device with notifications on. Columns of migration 20261128000200.
 */
export const channelsSql = (user: string, kind: 'reminders' | 'results' | 'trophies') => ({
  byEmail: `(${user}.email_notifications AND ${user}.email_${kind})`,
  byPush: `(${user}.push_${kind} AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = ${user}.id))`,
});
