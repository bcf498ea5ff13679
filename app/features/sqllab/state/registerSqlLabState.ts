// The app's store gets SQL Lab's state when SQL Lab's page loads, before its components render
// (app/store/store.ts). Kept out of the SQL Lab state chunk (vite.config.ts), which would
// otherwise take the store, and with it SQL Lab's state, into every page's entry chunk.
import { addPageState } from '@app/store/store';
import { resultTablesMiddleware } from './resultTables';
import { sqlLabReducer } from './sqlLabReducer';

addPageState('sqlLab', sqlLabReducer, resultTablesMiddleware);
