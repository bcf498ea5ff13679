import { useEffect, useState } from 'react';
import type { UserRecord } from '@common/api/users';
import { ApiError } from '@app/api/client';
import { listUsers } from '@app/api/security';
import { useApiErrorToast } from '@app/components/useApiErrorToast';

const SEARCH_DELAY_MS = 250;
const USERS_SHOWN = 50;

/** A user as the user filter offers it. */
export type UserOption = { value: number; label: string };

function option(user: UserRecord): UserOption {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return { value: user.id, label: name ? `${name} (${user.username})` : user.username };
}

/**
 * The users the history can be filtered by. Only callers who may list users (admins) get
 * any: a 403 leaves `available` false so the page hides the filter instead of failing.
 */
export function useUserOptions() {
  const [available, setAvailable] = useState(false);
  const [options, setOptions] = useState<UserOption[]>([]);
  const [search, setSearch] = useState('');
  const showError = useApiErrorToast();

  useEffect(() => {
    let current = true;
    // Typing searches on the server, so a big user table is never loaded whole.
    const timer = setTimeout(
      () => {
        listUsers({ search, page: 0, pageSize: USERS_SHOWN }).then(
          (answer) => {
            if (!current) return;
            setOptions(answer.result.map(option));
            setAvailable(true);
          },
          (error: unknown) => {
            if (!current) return;
            if (error instanceof ApiError && error.status === 403) setAvailable(false);
            else showError(error);
          },
        );
      },
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, showError]);

  return { available, options, onSearch: setSearch };
}
