import { MESSAGES } from '@predictor/contracts/messages';

/** The users resource's labels and texts (admin spec §2 "Manage Users", §5, §6, §8), under resources.users. */
export const usersMessages = {
  users: {
    name: 'User |||| Users',
    title: 'Manage Users',
    fields: {
      id: 'Id',
      q: 'Search',
      name: 'User',
      email: 'Email',
      teamName: 'Team name',
      firstName: 'First name',
      lastName: 'Last name',
      favouriteTeam: 'Favourite team',
      predictions: 'Predictions',
      lastLogin: 'Last login',
      createdAt: 'Joined',
      role: 'Role',
      status: 'Status',
      isActive: 'Active',
      isEmailVerified: 'Email verified',
    },
    searchPlaceholder: 'Email, team or full name',
    roles: { user: 'User', admin: 'Admin' },
    statuses: { active: 'Active', inactive: 'Inactive' },
    never: 'Never',
    counter: '%{filtered} of %{total} users',
    clearFilters: 'Clear Filters & Sort',
    empty: 'No users found.',
    noMatch: 'No users match your filters.',
    loadFailed: 'Failed to load users',
    exportFailed: 'Failed to load users',
    actions: {
      label: 'Actions',
      password: 'Password',
      makeAdmin: 'Make Admin',
      makeUser: 'Make User',
      activate: 'Activate',
      deactivate: 'Deactivate',
    },
    role: {
      title: 'Change role',
      confirm: "Are you sure you want to change this user's role to %{role}?",
      changed: 'Role changed to %{role}',
      failed: 'Failed to update user role',
    },
    status: {
      activated: 'User activated',
      deactivated: 'User deactivated',
      deactivateTitle: 'Deactivate user',
      deactivateConfirm:
        "Deactivate '%{name}'? They are signed out at once and cannot sign in until activated again.",
      failed: 'Failed to toggle user status',
    },
    password: {
      title: 'Set password for %{teamName}',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      submit: 'Update Password',
      tooShort: MESSAGES.passwordTooShort,
      mismatch: MESSAGES.passwordsDoNotMatch,
      updated: 'Password updated',
      failed: 'Failed to update password',
    },
    edit: {
      failed: 'Failed to update user',
    },
    bulk: {
      activateTitle: 'Activate %{smart_count} user |||| Activate %{smart_count} users',
      deactivateTitle: 'Deactivate %{smart_count} user |||| Deactivate %{smart_count} users',
      content:
        'Are you sure you want to change the status of this user? |||| Are you sure you want to change the status of these %{smart_count} users?',
    },
  },
};
