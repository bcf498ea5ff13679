// A worker thread does not inherit the parent's TypeScript loader: register tsx here, then load
// the thread's TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./postProcessorThread.ts');
