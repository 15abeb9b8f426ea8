import type { KitStyle, ReminderLeadHours, Role } from '@predictor/contracts/types';
import type { Modifiers, Pojo, QueryBuilder } from 'objection';
import { BaseModel } from './BaseModel';
import { LeagueMember } from './LeagueMember';
import { Prediction } from './Prediction';
import { Team } from './Team';
import { TrophyAward } from './TrophyAward';

export class User extends BaseModel {
  static override tableName = 'users';

  email!: string;
  passwordHash!: string;
  teamName!: string;
  firstName!: string | null;
  lastName!: string | null;
  role!: Role;
  isActive!: boolean;
  isEmailVerified!: boolean;
  /** One of the spec's kit styles (check constraint users_kit_style_check). */
  kitStyle!: KitStyle | null;
  kitPrimaryColour!: string | null;
  kitSecondaryColour!: string | null;
  favouriteTeamId!: number | null;
  emailNotifications!: boolean;
  unsubscribed!: boolean;
  /** Hours before a week's first deadline to send a reminder; 0 = off (check users_reminder_lead_hours_check). */
  reminderLeadHours!: ReminderLeadHours;
  /** Times in UK time (BST/GMT) rather than UTC, on the site and in e-mails. */
  ukTime!: boolean;
  /** Each notice by e-mail (under emailNotifications) and by push (to the player's push_subscriptions). */
  emailReminders!: boolean;
  pushReminders!: boolean;
  emailResults!: boolean;
  pushResults!: boolean;
  emailTrophies!: boolean;
  pushTrophies!: boolean;
  /** The brand id the player signed up under (the look of their mails); null = the default brand. */
  brand!: string | null;
  /** Moved on to end every session issued before (trigger users_end_sessions); in each session token. */
  sessionVersion!: number;
  /** What the player's calendar link signs (modules/calendar/token.ts); null until first asked for. A secret. */
  calendarNonce!: string | null;
  lastLogin!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  favouriteTeam?: Team | null;
  predictions?: Prediction[];
  memberships?: LeagueMember[];
  awards?: TrophyAward[];

  /** The password hash and the calendar nonce never leave the server, whatever a caller serialises. */
  override $formatJson(json: Pojo): Pojo {
    const formatted = super.$formatJson(json);
    delete formatted.passwordHash;
    delete formatted.calendarNonce;
    return formatted;
  }

  static override modifiers: Modifiers<QueryBuilder<User>> = {
    active(query) {
      query.where('users.isActive', true);
    },
    /** Players who may receive the newsletter: active, subscribed, notifications on. */
    newsletterRecipients(query) {
      query
        .where('users.isActive', true)
        .where('users.unsubscribed', false)
        .where('users.emailNotifications', true);
    },
    /** Case-insensitive, as the unique indexes on lower(email) and lower(team_name) compare. */
    emailIs(query, email: string) {
      query.whereRaw('lower(users.email) = lower(?)', [email]);
    },
    teamNameIs(query, teamName: string) {
      query.whereRaw('lower(users.team_name) = lower(?)', [teamName]);
    },
  };

  static override relationMappings = () => ({
    favouriteTeam: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Team,
      join: { from: 'users.favouriteTeamId', to: 'teams.id' },
    },
    predictions: {
      relation: BaseModel.HasManyRelation,
      modelClass: Prediction,
      join: { from: 'users.id', to: 'predictions.userId' },
    },
    memberships: {
      relation: BaseModel.HasManyRelation,
      modelClass: LeagueMember,
      join: { from: 'users.id', to: 'league_members.userId' },
    },
    awards: {
      relation: BaseModel.HasManyRelation,
      modelClass: TrophyAward,
      join: { from: 'users.id', to: 'trophy_awards.userId' },
    },
  });
}
