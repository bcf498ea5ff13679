import type { Config } from './config';
import type { Store, StoreDialect } from './store/db';
import { LogRepository } from './store/logRepository';
import { RoleRepository } from './store/roleRepository';
import { SessionRepository } from './store/sessionRepository';
import { UserRepository } from './store/userRepository';
import { LoginThrottle } from './services/loginThrottle';
import { deriveKey } from './services/loadSecretKey';

/** What routes and services share: configuration, the store and keys. */
export interface AppContext {
  config: Config;
  db: Store;
  dialect: StoreDialect;
  tokenKey: Uint8Array;
  users: UserRepository;
  roles: RoleRepository;
  sessions: SessionRepository;
  logs: LogRepository;
  loginThrottle: LoginThrottle;
}

/** Assembles the context from an opened, migrated store. */
export function createContext(
  config: Config,
  db: Store,
  dialect: StoreDialect,
  secretKey: string,
): AppContext {
  return {
    config,
    db,
    dialect,
    tokenKey: deriveKey(secretKey, 'jwt'),
    users: new UserRepository(db),
    roles: new RoleRepository(db),
    sessions: new SessionRepository(db),
    logs: new LogRepository(db),
    loginThrottle: new LoginThrottle(config.loginMaxFailures, config.loginWindowMs),
  };
}
