import { describe, expect, it } from 'vitest';
import type { LeagueMemberRole, LeagueType } from '@predictor/contracts';
import {
  isCreatorMember,
  leaguePolicy,
  mayUseType,
  type Caller,
  type LeagueFacts,
  type LeaguePolicy,
} from './policy';

type Flag = keyof LeaguePolicy;
type Who = 'creator' | 'leagueAdmin' | 'member' | 'siteAdmin' | 'stranger' | 'anonymous';

const CREATOR_ID = 1;
const callers: Record<Who, { caller: Caller; myRole: LeagueMemberRole | null }> = {
  creator: { caller: { id: CREATOR_ID, role: 'user' }, myRole: 'creator' },
  leagueAdmin: { caller: { id: 2, role: 'user' }, myRole: 'admin' },
  member: { caller: { id: 3, role: 'user' }, myRole: 'member' },
  siteAdmin: { caller: { id: 4, role: 'admin' }, myRole: null },
  stranger: { caller: { id: 5, role: 'user' }, myRole: null },
  anonymous: { caller: null, myRole: null },
};

const EDIT: Flag[] = [
  'canEdit',
  'canChangeName',
  'canChangeDescription',
  'canChangeSeason',
  'canRemoveMembers',
];
const MEMBER: Flag[] = ['canSee', 'canSeeInviteCode', 'canSeePredictions'];
const OPEN: LeagueType[] = ['official', 'fanleague'];

/** The flags each caller holds in a league of one member; every flag not listed is false. */
const TABLE: Record<Who, Record<LeagueType, Flag[]>> = {
  creator: {
    public: [
      ...MEMBER,
      ...EDIT,
      'canChangeType',
      'canDelete',
      'canJoinWithoutCode',
      'canSeeRealNames',
    ],
    invite_only: [...MEMBER, ...EDIT, 'canChangeType', 'canDelete', 'canSeeRealNames'],
    official: [...MEMBER, ...EDIT, 'canDelete', 'canJoinWithoutCode', 'canSeeRealNames'],
    fanleague: [...MEMBER, ...EDIT, 'canDelete', 'canJoinWithoutCode', 'canSeeRealNames'],
  },
  leagueAdmin: {
    public: [...MEMBER, ...EDIT, 'canJoinWithoutCode'],
    invite_only: [...MEMBER, ...EDIT, 'canSeeRealNames'],
    official: [...MEMBER, ...EDIT, 'canJoinWithoutCode'],
    fanleague: [...MEMBER, ...EDIT, 'canJoinWithoutCode'],
  },
  member: {
    public: [...MEMBER, 'canJoinWithoutCode'],
    invite_only: [...MEMBER, 'canSeeRealNames'],
    official: [...MEMBER, 'canJoinWithoutCode'],
    fanleague: [...MEMBER, 'canJoinWithoutCode'],
  },
  siteAdmin: {
    public: [
      ...MEMBER,
      ...EDIT,
      'canChangeType',
      'canDelete',
      'canJoinWithoutCode',
      'canSeeRealNames',
    ],
    invite_only: [
      ...MEMBER,
      ...EDIT,
      'seesAsSiteAdminOnly',
      'canChangeType',
      'canDelete',
      'canSeeRealNames',
    ],
    official: [
      ...MEMBER,
      ...EDIT,
      'canChangeType',
      'canDelete',
      'canJoinWithoutCode',
      'canSeeRealNames',
    ],
    fanleague: [
      ...MEMBER,
      ...EDIT,
      'canChangeType',
      'canDelete',
      'canJoinWithoutCode',
      'canSeeRealNames',
    ],
  },
  stranger: {
    public: ['canSee', 'canJoinWithoutCode'],
    invite_only: [],
    official: ['canSee', 'canJoinWithoutCode'],
    fanleague: ['canSee', 'canJoinWithoutCode'],
  },
  anonymous: { public: ['canSee'], invite_only: [], official: ['canSee'], fanleague: ['canSee'] },
};

const facts = (who: Who, type: LeagueType, currentMembers: number): LeagueFacts => ({
  type,
  createdBy: CREATOR_ID,
  currentMembers,
  myRole: callers[who].myRole,
});
const granted = (policy: LeaguePolicy) =>
  (Object.keys(policy) as Flag[]).filter((flag) => policy[flag]).sort();

describe('leaguePolicy', () => {
  for (const who of Object.keys(TABLE) as Who[]) {
    for (const type of Object.keys(TABLE[who]) as LeagueType[]) {
      it(`${who} in a ${type} league of one member`, () => {
        const policy = leaguePolicy(facts(who, type, 1), callers[who].caller);
        expect(granted(policy)).toEqual([...new Set(TABLE[who][type])].sort());
      });

      it(`${who} in a ${type} league of two members: the same, but never the season`, () => {
        const policy = leaguePolicy(facts(who, type, 2), callers[who].caller);
        const expected = TABLE[who][type].filter((flag) => flag !== 'canChangeSeason');
        expect(granted(policy)).toEqual([...new Set(expected)].sort());
      });
    }
  }

  it("treats the league's author as its creator even without a membership row", () => {
    const policy = leaguePolicy(
      { type: 'public', createdBy: 7, currentMembers: 0, myRole: null },
      { id: 7, role: 'user' },
    );
    expect(policy).toMatchObject({
      canSeeInviteCode: true,
      canEdit: true,
      canChangeType: true,
      canDelete: true,
      canSeePredictions: false,
    });
  });
});

describe('mayUseType', () => {
  it('keeps official and fan leagues for site admins', () => {
    for (const type of OPEN) {
      expect(mayUseType(type, callers.creator.caller)).toBe(false);
      expect(mayUseType(type, callers.siteAdmin.caller)).toBe(true);
    }
    for (const type of ['public', 'invite_only'] as const)
      expect(mayUseType(type, callers.member.caller)).toBe(true);
  });
});

describe('isCreatorMember', () => {
  it("knows the creator by role or as the league's author", () => {
    expect(isCreatorMember({ createdBy: 1 }, { userId: 9, role: 'creator' })).toBe(true);
    expect(isCreatorMember({ createdBy: 1 }, { userId: 1, role: 'member' })).toBe(true);
    expect(isCreatorMember({ createdBy: null }, { userId: 1, role: 'admin' })).toBe(false);
  });
});
