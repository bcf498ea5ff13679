import { createAction, createReducer } from '@reduxjs/toolkit';
import type { CurrentUser, CurrentUserRoles } from '@common/api/auth';

export interface UserState {
  user?: CurrentUser;
  roles: CurrentUserRoles['roles'];
  permissions: CurrentUserRoles['permissions'];
}

/** Dispatched once the signed-in user and their roles are known (spec: USER_LOADED). */
export const userLoaded = createAction<{ user: CurrentUser; roles: CurrentUserRoles }>(
  'USER_LOADED',
);

/** Dispatched at sign-in and sign-out, so the next page loads the new user. */
export const userCleared = createAction('USER_CLEARED');

const empty: UserState = { roles: {}, permissions: {} };

export const userReducer = createReducer<UserState>(empty, (builder) => {
  builder
    .addCase(userLoaded, (_state, action) => ({
      user: action.payload.user,
      roles: action.payload.roles.roles,
      permissions: action.payload.roles.permissions,
    }))
    .addCase(userCleared, () => empty);
});
