// One chunk for what resultViews.ts loads lazily.
export { QueryHistory } from './QueryHistory';
export { ResultsView } from './ResultsView';
