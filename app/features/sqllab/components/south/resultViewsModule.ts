// One chunk for what resultViews.ts loads lazily.
export { QueryHistory } from './QueryHistory';
export { ResultsPane } from './ResultsPane';
export { ResultsView } from './ResultsView';
